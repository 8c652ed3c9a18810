import { CircleCheck } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { formatIsoDate } from '#domain/dates';
import { formatRupeesOf } from '#domain/money';
import type { Proposal } from '#domain/motor/proposal-calls';
import { translateText } from '#domain/i18n';
import { DetailList, type DetailRow } from '#web/components/ui/detail-list';
import { StatusCard } from '#web/components/ui/status-card';
import { InsurerHeading } from '../insurer-heading';

// The head of the proposal page once paid: what was paid, when, to which insurer, for which vehicle.

const vehicleOf = (proposal: Proposal) =>
  [proposal.make, proposal.model, proposal.manufacture_year ? String(proposal.manufacture_year) : '']
    .filter(Boolean)
    .join(' ');

/** A moment's date as the spec writes dates (yyyy-mm-dd), on the customer's calendar. */
export const dayOf = (moment: string) => {
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? moment : formatIsoDate(date);
};

export function PaymentReceived({ proposal }: { proposal: Proposal }) {
  const { i18n, t } = useLingui();
  const customerName = proposal.customer_name;
  const insurer = proposal.insurer;
  const rows = (
    [
      [t`Amount paid`, formatRupeesOf(proposal.amount_paid)],
      [t`Payment reference`, proposal.payment_reference],
      [t`Paid on`, dayOf(proposal.paid_at)],
      [t`Cover`, translateText(proposal.type_of_cover, i18n)],
      [t`Quotation`, proposal.qot_number],
      [t`Vehicle type`, proposal.vehicle_type],
      [t`Vehicle`, vehicleOf(proposal)],
    ] satisfies DetailRow[]
  ).filter(([, value]) => value !== '');
  return (
    <StatusCard
      headingId="payment-received-heading"
      icon={CircleCheck}
      heading={t`Payment received`}
      lead={t`Thank you, ${customerName}. Your payment to ${insurer} is confirmed.`}
    >
      <InsurerHeading
        logo={proposal.company_logo}
        label={t`Insurer`}
        name={proposal.insurer}
        className="mt-4"
      />
      <DetailList rows={rows} columns tabular />
    </StatusCard>
  );
}
