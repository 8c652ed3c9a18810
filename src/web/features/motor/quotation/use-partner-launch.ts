import { useEffect, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PARTNER_MESSAGES } from '#domain/motor/channel-codes';
import { usePartnerCustomer } from '../api/get-partner-customer';
import { savePartnerCustomer } from '../stored-quote-form';
import { useTranslateText } from '#web/i18n/translate';
import { partnerToken } from './quote-form-values';

/**
 * A promo 'FriMiLifeStyle?{token}' names a customer of the lifestyle partner (motor sections 1 and 4): the
 * customer found is kept for the inquiry page to prefill. Answers the lookup's failure, after which the
 * quote is sold as Web-Motor without a promo; the message then says so.
 */
export function usePartnerLaunch(promo: string | null): Error | undefined {
  const { t } = useLingui();
  const translate = useTranslateText();
  const token = partnerToken(promo);
  const lookup = usePartnerCustomer(token);

  useEffect(() => {
    if (token && lookup.data) savePartnerCustomer({ token, customer: lookup.data });
  }, [token, lookup.data]);

  // Section 8: an answer without the customer is 'Invalid Response from FriMi Service'.
  const failure = lookup.error ?? (lookup.isSuccess && !lookup.data ? PARTNER_MESSAGES.noData : undefined);
  return useMemo(() => {
    if (failure === undefined) return undefined;
    const reason = translate(typeof failure === 'string' ? failure : failure.message);
    return new Error(t`${reason}. Your quote will be made without the FriMi offer.`);
  }, [failure, t, translate]);
}
