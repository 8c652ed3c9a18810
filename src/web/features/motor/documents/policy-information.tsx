import { formatRupeesOf } from '#domain/money';
import { engineCapacityText } from '#domain/motor/engine-capacity';
import type { PolicyInformation as Policy } from '#domain/motor/document-calls';
import { DetailList, type DetailRow } from '#web/components/ui/detail-list';
import { PlaceholderLines, SummaryCard } from '#web/components/ui/summary-card';
import { InsurerHeading } from '../insurer-heading';

// The uploader's left side (motor section 2.8): the application's policy information. A value the
// application does not have reads N/A, and so does a manufacture year of 0.

const NOT_AVAILABLE = 'N/A';
const shown = (value: string | null | undefined) => (value ? value : NOT_AVAILABLE);

export function PolicyInformation({ policy }: { policy: Policy | undefined }) {
  const rows: DetailRow[] = policy
    ? [
        ['Name', shown(policy.name)],
        ['Policy number', shown(policy.policy_number)],
        ['Premium', formatRupeesOf(policy.premium)],
        ['Vehicle type', shown(policy.vehicle_type)],
        ['Registration number', shown(policy.registration_number)],
        [
          'Engine capacity',
          policy.engine_capacity ? engineCapacityText(policy.engine_capacity) : NOT_AVAILABLE,
        ],
        ['Type of cover', shown(policy.type_of_cover)],
        ['Make', shown(policy.make)],
        ['Model', shown(policy.model)],
        ['Manufacture year', policy.manufacture_year ? String(policy.manufacture_year) : NOT_AVAILABLE],
        ['Fuel type', shown(policy.fuel_type)],
      ]
    : [];
  return (
    <SummaryCard headingId="policy-heading" heading="Policy information" busy={!policy}>
      {policy ? (
        <>
          <InsurerHeading
            logo={policy.company_logo}
            label="Insurance company"
            name={shown(policy.insurance_company)}
          />
          <DetailList rows={rows} />
        </>
      ) : (
        <PlaceholderLines count={8} />
      )}
    </SummaryCard>
  );
}
