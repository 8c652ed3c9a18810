import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerPayment } from '#domain/account/dashboard';
import type { PaymentProvider } from '#domain/motor/payment';
import { DetailList } from '#web/components/ui/detail-list';
import { panelLook } from '#web/components/ui/panel';
import { useCustomerPayments } from './account-calls';
import { ExpandingTable } from './expanding-table';
import { rupees } from './policy-tabs';
import { Loaded } from '#web/components/ui/loaded';

// The Payments tab (content sections 2 and 3; decision 050): the payment that paid each purchase with the
// spec's columns, a row opening to its reference, expiry, discount and method. A refund or charge-back
// is said in the row: the money went back.

const METHODS: Record<PaymentProvider, MessageDescriptor> = {
  payhere: msg`PayHere (card)`,
  sandbox: msg`Demo gateway (card)`,
};

const STATES: Record<CustomerPayment['status'], MessageDescriptor> = {
  paid: msg`Paid`,
  refunded: msg`Refunded`,
  chargedback: msg`Charged back`,
};

export function PaymentsTab({ customerId }: { customerId: number }) {
  const { t } = useLingui();
  return (
    <Loaded
      query={useCustomerPayments(customerId)}
      loading={t`Loading your payments`}
      failed={t`Your payments could not be shown`}
    >
      {(payments) => <Payments payments={payments} />}
    </Loaded>
  );
}

function Payments({ payments }: { payments: CustomerPayment[] }) {
  const { i18n, t } = useLingui();
  if (payments.length === 0)
    return (
      <p className={`${panelLook} text-slate-700`}>
        <Trans>You have made no payments to Kavacha yet.</Trans>
      </p>
    );
  const methodOf = (payment: CustomerPayment) =>
    i18n._(METHODS[payment.payment_media as PaymentProvider] ?? msg`Card`);
  return (
    <ExpandingTable
      caption={<Trans>Your payments</Trans>}
      headings={[
        <Trans key="ref">Pay Reference</Trans>,
        <Trans key="exp">Expire Date</Trans>,
        <Trans key="disc">Discounted Amount</Trans>,
        <Trans key="method">Payment Method</Trans>,
        <Trans key="amount">Pay Amount</Trans>,
        <Trans key="paid">Paid Date</Trans>,
        <Trans key="policy">Policy Reference</Trans>,
      ]}
      items={payments}
      keyOf={(payment) => payment.payment_ref}
      cells={(payment) => [
        payment.exp_data,
        rupees(payment.discount),
        methodOf(payment),
        <>
          {rupees(payment.pay_amount)}
          {/* A refund or charge-back: the money went back. */}
          {payment.status !== 'paid' && (
            <span className="block font-semibold text-red-800">{i18n._(STATES[payment.status])}</span>
          )}
        </>,
        payment.paid_date,
        payment.policy_ref ?? '—',
      ]}
      details={(payment) => (
        <DetailList
          rows={[
            [t`Reference`, payment.payment_ref],
            [t`Expiry`, payment.exp_data],
            [t`Discount`, rupees(payment.discount)],
            [t`Method`, methodOf(payment)],
            [t`Status`, i18n._(STATES[payment.status])],
          ]}
        />
      )}
    />
  );
}
