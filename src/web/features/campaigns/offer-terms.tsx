import { useLingui } from '@lingui/react/macro';
import type { CampaignOffer } from '#domain/campaigns';
import { percentOf } from '#domain/campaigns';
import { formatRupeesOf } from '#domain/money';

// The offer's terms and conditions, written from its numbers (decision 061): what an admin changes in the
// console is what the page says, in every language, and what the price applies.

/** '3, 6 or 12' in the page's language. */
const monthsList = (months: number[], locale: string) =>
  new Intl.ListFormat(locale, { type: 'disjunction' }).format(months.map(String));

export function useOfferTerms(offer: CampaignOffer): string[] {
  const { t, i18n } = useLingui();
  const bank = offer.bank_name;
  const terms: string[] = [];
  if (offer.discount_bp === null) {
    terms.push(t`No discount is stated for ${bank} credit cards on this offer.`);
  } else {
    const percent = percentOf(offer.discount_bp);
    terms.push(
      t`${percent}% off the premium of your motor insurance when you pay with a ${bank} credit card.`,
    );
    terms.push(t`The discount applies only when you pay with a credit card issued by ${bank}.`);
  }
  const cap = offer.cap_amount === null ? null : formatRupeesOf(offer.cap_amount);
  const payments = offer.max_payments_per_day;
  if (cap !== null && offer.cap_per_day)
    terms.push(t`The discount is at most ${cap} a day for each card, all payments of the day together.`);
  else if (cap !== null) terms.push(t`The discount is at most ${cap} on each payment.`);
  if (payments !== null)
    terms.push(t`The discount applies to at most ${payments} payments a day for each card.`);
  const { starts_on: from, ends_on: to } = offer;
  if (from && to) terms.push(t`The offer runs from ${from} to ${to}, both days included.`);
  else if (from) terms.push(t`The offer runs from ${from}.`);
  else if (to) terms.push(t`The offer runs until ${to}, that day included.`);

  const plans = offer.instalments;
  if (plans) {
    const months = monthsList(plans.months, i18n.locale);
    const min = formatRupeesOf(plans.min_amount);
    const max = plans.max_amount === null ? null : formatRupeesOf(plans.max_amount);
    terms.push(
      max !== null
        ? t`You can pay in ${months} monthly instalments for payments from ${min} to ${max}.`
        : plans.min_amount === '0.00'
          ? t`You can pay in ${months} monthly instalments.`
          : t`You can pay in ${months} monthly instalments for payments of ${min} or more.`,
    );
    const days = plans.convert_within_days;
    if (days !== null)
      terms.push(t`Ask ${bank} to convert your payment into instalments within ${days} days of paying.`);
    terms.push(t`${bank} sets any fee or interest on instalments.`);
  }
  return terms;
}
