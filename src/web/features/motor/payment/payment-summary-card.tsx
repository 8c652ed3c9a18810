import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupeesOf } from '#domain/money';
import { plannedPeriodText } from '#domain/motor/cover-period';
import type { PaymentSummary } from '#domain/motor/payment-calls';
import { translateText } from '#domain/i18n';
import { DetailList } from '#web/components/ui/detail-list';
import { PlaceholderLines, SummaryCard } from '#web/components/ui/summary-card';
import { InsurerHeading } from '../insurer-heading';

// What the customer pays for (motor section 2.8, the payment page): the insurer, the cover, the
// customer and the amount to the cent, as the quotation showed it.

export function PaymentSummaryCard({ summary }: { summary: PaymentSummary | undefined }) {
  const { i18n, t } = useLingui();
  return (
    <SummaryCard headingId="payment-summary-heading" heading={t`You are paying for`} busy={!summary}>
      {summary ? (
        <>
          <InsurerHeading logo={summary.company_logo} name={summary.insurer} />
          <DetailList
            rows={[
              [t`Cover`, translateText(summary.type_of_cover, i18n)],
              [t`Period of cover`, plannedPeriodText(summary.cover_start_date)],
              [t`Quotation`, summary.qot_number],
              [t`Customer`, summary.customer_name],
            ]}
          >
            <div className="flex items-baseline justify-between gap-4 pt-3">
              <dt className="font-semibold text-slate-900">
                <Trans>Amount to pay</Trans>
              </dt>
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
