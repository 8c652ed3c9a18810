import { renewalPromo } from '#domain/motor/channel-codes';
import type { RenewalAnswer } from '#domain/motor/renewal';
import { DEFAULT_MOTOR_ROUTE, motorPath } from '../motor-path';
import { quoteRoute } from '../quote-summary';
import { valuesFromParams } from './quote-form-values';
import type { StoredForm } from '../stored-quote-form';

/** The quotation page's query naming the policy a renewal's form was filled from. */
export const RENEWAL_OF = 'renewal_of';

/**
 * What a renewal writes into the stored quotation form: the policy's answers and the customer's contact,
 * and no quote of its own yet, so the form prices them anew.
 */
export const renewalForm = ({ params, contact }: RenewalAnswer): Partial<StoredForm> => ({
  ...valuesFromParams(params),
  ...contact,
  unq_hash_code: '',
});

/** The quotation form a renewal opens: the policy's types, the renewal promo and the policy's number. */
export const renewalQuotationPath = (answer: RenewalAnswer) =>
  motorPath('Quotation', quoteRoute(answer.params) ?? DEFAULT_MOTOR_ROUTE, {
    promo: renewalPromo(answer.key),
    [RENEWAL_OF]: answer.policy_number,
  });
