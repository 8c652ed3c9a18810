import { formatRupees } from '../../../../domain/money';
import type { PolicyInformation as Policy } from '../../../../domain/motor/document-calls';

// The uploader's left side (motor section 2.8): the application's policy information. A value the
// application does not have reads N/A, and so does a manufacture year of 0.

const NOT_AVAILABLE = 'N/A';
const shown = (value: string | null | undefined) => (value ? value : NOT_AVAILABLE);

export function PolicyInformation({ policy }: { policy: Policy | undefined }) {
  const rows: [string, string][] = policy
    ? [
        ['Name', shown(policy.name)],
        ['Policy number', shown(policy.policy_number)],
        ['Premium', formatRupees(policy.premium)],
        ['Vehicle type', shown(policy.vehicle_type)],
        ['Registration number', shown(policy.registration_number)],
        ['Engine capacity', shown(policy.engine_capacity)],
        ['Type of cover', shown(policy.type_of_cover)],
        ['Make', shown(policy.make)],
        ['Model', shown(policy.model)],
        ['Manufacture year', policy.manufacture_year ? String(policy.manufacture_year) : NOT_AVAILABLE],
        ['Fuel type', shown(policy.fuel_type)],
      ]
    : [];
  return (
    <section
      aria-labelledby="policy-heading"
      aria-busy={policy ? undefined : true}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
    >
      <h2 id="policy-heading" className="text-lg font-semibold text-slate-900">
        Policy information
      </h2>
      {policy ? (
        <>
          <div className="mt-3 flex items-center gap-3">
            {policy.company_logo && (
              <img
                src={policy.company_logo}
                alt=""
                width={160}
                height={64}
                className="h-auto w-24 shrink-0 rounded-lg"
              />
            )}
            <p className="min-w-0">
              <span className="block text-sm text-slate-600">Insurance company</span>
              <span className="block font-semibold break-words text-slate-900">
                {shown(policy.insurance_company)}
              </span>
            </p>
          </div>
          <dl className="mt-4 divide-y divide-slate-100 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 py-2">
                <dt className="text-slate-600">{label}</dt>
                <dd className="min-w-0 text-right font-medium break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <div aria-hidden="true" className="mt-4 space-y-3">
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className="h-4 rounded bg-slate-200 motion-safe:animate-pulse" />
          ))}
        </div>
      )}
    </section>
  );
}
