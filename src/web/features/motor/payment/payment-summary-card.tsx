import { formatRupees } from '../../../../domain/money';
import type { PaymentSummary } from '../../../../domain/motor/payment-calls';

// What the customer pays for (motor section 2.8, the payment page): the insurer, the cover, the
// customer and the amount to the cent, as the quotation showed it.

export function PaymentSummaryCard({ summary }: { summary: PaymentSummary | undefined }) {
  return (
    <section
      aria-labelledby="payment-summary-heading"
      aria-busy={summary ? undefined : true}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
    >
      <h2 id="payment-summary-heading" className="text-lg font-semibold text-slate-900">
        You are paying for
      </h2>
      {summary ? (
        <>
          <div className="mt-3 flex items-center gap-3">
            {summary.company_logo && (
              <img
                src={summary.company_logo}
                alt=""
                width={160}
                height={64}
                className="h-auto w-24 shrink-0 rounded-lg"
              />
            )}
            <p className="min-w-0 font-semibold break-words text-slate-900">{summary.insurer}</p>
          </div>
          <dl className="mt-4 divide-y divide-slate-100 text-sm">
            {(
              [
                ['Cover', summary.type_of_cover],
                ['Quotation', summary.qot_number],
                ['Customer', summary.customer_name],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 py-2">
                <dt className="text-slate-600">{label}</dt>
                <dd className="min-w-0 text-right font-medium break-words text-slate-900">{value}</dd>
              </div>
            ))}
            <div className="flex items-baseline justify-between gap-4 pt-3">
              <dt className="font-semibold text-slate-900">Amount to pay</dt>
              <dd className="text-xl font-bold whitespace-nowrap text-slate-900 tabular-nums">
                {formatRupees(summary.amount)}
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <div aria-hidden="true" className="mt-4 space-y-3">
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className="h-4 rounded bg-slate-200 motion-safe:animate-pulse" />
          ))}
        </div>
      )}
    </section>
  );
}
