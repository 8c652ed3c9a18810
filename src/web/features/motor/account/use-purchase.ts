import { useNavigate } from 'react-router';
import { proposalPath, uploaderPath } from '#domain/motor/purchase-paths';
import { ApiError } from '#web/api/api-error';
import { useBuyQuote } from '../api/buy-quote';
import type { Verification } from '../api/lookup-consumer';
import { lookupConsumer } from '../api/lookup-consumer';
import { useRegisterConsumer } from '../api/register-consumer';
import { useUpdateConsumer } from '../api/update-consumer';
import type { PersonalFormValues, PurchaseQuote } from './personal-request';
import { consumerUpdateBody, personalInfoBody, purchaseBody } from './personal-request';

// Upload Document (section 2.5, step 4, and section 4): the customer record first (registered when new,
// updated when known), then the purchase of the chosen quotation, then the document uploader; a quotation
// paid already opens its proposal instead, where the cover note is.

/** The purchase was refused for the quotation itself (409: it expired, or it has no premium). */
export class QuotationRefused extends Error {
  override readonly name = 'QuotationRefused';
}

const refusedWith = (error: unknown, status: number) =>
  error instanceof ApiError && error.httpStatus === status;

interface UsePurchaseOptions {
  /** The customer's id once known: from the lookup, or from an earlier registration on this page. */
  customerId: number | undefined;
  /** Remembers a new customer's id, so a purchase tried again does not register twice. */
  onCustomer: (customerId: number) => void;
}

export function usePurchase({ customerId, onCustomer }: UsePurchaseOptions) {
  const navigate = useNavigate();
  const register = useRegisterConsumer();
  const update = useUpdateConsumer();
  const buy = useBuyQuote();

  /** The customer's id, registering the customer when new. */
  const customerOf = async (values: PersonalFormValues, verification: Verification) => {
    const { token } = verification;
    if (customerId !== undefined) {
      await update.mutateAsync({ body: consumerUpdateBody(values, customerId), token });
      return customerId;
    }
    try {
      const { customer_id } = await register.mutateAsync({ body: personalInfoBody(values), token });
      return customer_id;
    } catch (error) {
      // Registered meanwhile (another tab, or a lookup that failed): take that record and update it.
      if (!refusedWith(error, 409)) throw error;
      const known = await lookupConsumer(verification);
      if (!known) throw error;
      await update.mutateAsync({ body: consumerUpdateBody(values, known.customer_id), token });
      return known.customer_id;
    }
  };

  return async (values: PersonalFormValues, quote: PurchaseQuote, verification: Verification) => {
    const id = await customerOf(values, verification);
    onCustomer(id);
    try {
      const { pay_sec_hash, req_key } = await buy.mutateAsync({
        coverType: quote.coverType,
        body: purchaseBody(values, quote, id),
        token: verification.token,
      });
      // Paid already: its proposal (with its cover note once issued), never a second purchase.
      await navigate(req_key ? proposalPath(req_key) : uploaderPath(pay_sec_hash));
    } catch (error) {
      if (refusedWith(error, 409)) throw new QuotationRefused((error as ApiError).message);
      throw error;
    }
  };
}
