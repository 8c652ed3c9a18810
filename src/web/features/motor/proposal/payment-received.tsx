import { CircleCheck } from 'lucide-react';
import { formatIsoDate } from '#domain/dates';
import { formatRupeesOf } from '#domain/money';
import type { Proposal } from '#domain/motor/proposal-calls';
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
  const rows = (
    [
      ['Amount paid', formatRupeesOf(proposal.amount_paid)],
      ['Payment reference', proposal.payment_reference],
      ['Paid on', dayOf(proposal.paid_at)],
      ['Cover', proposal.type_of_cover],
      ['Quotation', proposal.qot_number],
      ['Vehicle type', proposal.vehicle_type],
      ['Vehicle', vehicleOf(proposal)],
    ] satisfies DetailRow[]
  ).filter(([, value]) => value !== '');
  return (
    <StatusCard
      headingId="payment-received-heading"
      icon={CircleCheck}
      heading="Payment received"
      lead={`Thank you, ${proposal.customer_name}. Your payment to ${proposal.insurer} is confirmed.`}
    >
      <InsurerHeading logo={proposal.company_logo} label="Insurer" name={proposal.insurer} className="mt-4" />
      <DetailList rows={rows} columns tabular />
    </StatusCard>
  );
}
