// The comparison inquiry (motor sections 2.2 and 7): stored with the quote it is about, and passed to
// the CRM as a lead through the outbox, in the same transaction, so there is never one without the other.
// One inquiry per quote (decision 032): the same inquiry posted again (a retry, a second tab) answers the
// first one's id and files no second lead.
import type { InquiryCall, InquiryCreated } from '#domain/motor/inquiry';
import { insuranceTypeOfCover } from '#domain/motor/vehicle-types';
import type { AppOutbox } from '#server/integrations/integrations';
import type { QuoteService } from '../quote/quote.service';
import { inquiryRepository } from './inquiry.repository';

/** How the CRM files a comparison inquiry (the spec's inquiry_type). */
export const COMPARISON_REQUEST = 'Comparison Request';

export type InquiryService = ReturnType<typeof inquiryService>;

export function inquiryService(outbox: AppOutbox, quotes: Pick<QuoteService, 'facts'>) {
  return {
    async create(call: InquiryCall): Promise<InquiryCreated> {
      // 'Not found' for a hash that names no quote.
      const quote = await quotes.facts(call.unq_hash);
      const inquiry = {
        quoteId: quote.id,
        title: call.cx_surname,
        name: call.cx_name,
        mobile: call.cx_mobile,
        email: call.cx_email,
        callConsent: call.call_consent,
        // The quote's, not the posted ones: the quote is what the customer will be called about.
        vehicleType: quote.vehicleType,
        insuranceType: insuranceTypeOfCover(quote.coverType),
        channel: quote.channel,
        promo: quote.promo,
      };
      const id = await outbox.transaction(async (tx, queue) => {
        const repository = inquiryRepository(tx);
        const inquiryId = await repository.insertFirst(inquiry);
        if (inquiryId === undefined) return repository.idOfQuote(quote.id);
        const { quoteId: _quoteId, callConsent, ...lead } = inquiry;
        const messageId = await queue('crm_lead', {
          ...lead,
          callRequested: callConsent,
          subject: COMPARISON_REQUEST,
          reference: `inquiry ${inquiryId}`,
          unqHash: call.unq_hash,
        });
        // The console's inbox shows the message's delivery (decision 044).
        await repository.linkCrmMessage(inquiryId, messageId);
        return inquiryId;
      });
      return { inquiry_id: id };
    },
  };
}
