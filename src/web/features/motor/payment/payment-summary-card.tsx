import { formatRupeesOf } from '#domain/money';
import { plannedPeriodText } from '#domain/motor/cover-period';
import type { PaymentSummary } from '#domain/motor/payment-calls';
import { DetailList } from '#web/components/ui/detail-list';
import { PlaceholderLines, SummaryCard } from '#web/components/ui/summary-card';
import { InsurerHeading } from '../insurer-heading';

// What the customer pays for (motor section 2.8, the payment page): the insurer, the cover, the
// customer and the amount to the cent, as the quotation showed it.

export function PaymentSummaryCard({ summary }: { summary: PaymentSummary | undefined }) {
  return (
    <SummaryCard headingId="payment-summary-heading" heading="You are paying for" busy={!summary}>
      {summary ? (
        <>
          <InsurerHeading logo={summary.company_logo} name={summary.insurer} />
          <DetailList
            rows={[
              ['Cover', summary.type_of_cover],
              ['Period of cover', plannedPeriodText(summary.cover_start_date)],
              ['Quotation', summary.qot_number],
              ['Customer', summary.customer_name],
            ]}
          >
            <div className="flex items-baseline justify-between gap-4 pt-3">
              <dt className="font-semibold text-slate-900">Amount to pay</dt>
              <dd className="text-xl font-bold whitespace-nowrap text-slate-900 tabular-nums">
                {formatRupeesOf(summary.amount)}
              </dd>
            </div>
          </DetailList>
        </>
      ) : (
        <PlaceholderLines count={5} />
      )}
    </SummaryCard>
  );
}
