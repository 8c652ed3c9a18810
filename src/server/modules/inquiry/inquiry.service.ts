// The inquiries of motor sections 2.2 and 7 and content section 3: the comparison inquiry, stored with the
// quote it is about, the dock's callback, which has none (decision 053), and the campaign pages' leads, a
// bank promotion's or the small-business page's (decision 061). Each is passed to the CRM as a
// lead through the outbox, in the same transaction, so there is never one without the other. Neither is
// filed twice: the same comparison inquiry posted again (a retry, a second tab) answers the first one's id
// (one per quote, decision 032), and so does the same callback or campaign lead asked again within the hour;
// a conversation handed over from the chat then is added to the first one's lead (decision 060).
import { transcriptText } from '#domain/chat';
import type {
  CallbackCall,
  InquiryCall,
  InquiryCreated,
  PromotionCall,
  SmallBusinessCall,
} from '#domain/motor/inquiry';
import { COMPARISON_REQUEST, UNKNOWN_OFFER } from '#domain/motor/inquiry';
import { insuranceTypeOfCover } from '#domain/motor/vehicle-types';
import type { Lead } from '#server/integrations/crm/crm';
import { FieldErrors } from '#server/http/envelope';
import type { AppOutbox, OutboxMessages } from '#server/integrations/integrations';
import type { Queue } from '#server/integrations/outbox/outbox';
import type { Db } from '#server/db/client';
import type { CampaignsService } from '../campaigns/campaigns.service';
import type { QuoteService } from '../quote/quote.service';
import { inquiryRepository } from './inquiry.repository';

/** How the CRM files a callback; its description says so first (content section 3's cx_message). */
export const CALLBACK_REQUEST = 'Callback';
/** How the CRM files the campaign pages' leads. */
export const PROMOTION_REQUEST = 'Credit card offer';
export const SMALL_BUSINESS_REQUEST = 'Small business group health';
/** The insurance the small-business page sells (content section 2). */
const GROUP_HEALTH = 'Group Health Insurance';
/** A callback or campaign lead asked again by the same person within this time is the one already filed. */
export const CALLBACK_REPEAT_MS = 60 * 60_000;

export type InquiryService = ReturnType<typeof inquiryService>;

/** The leads of each promo code of `codes`, and how many were converted (the console's bank offers). */
export const leadsByPromo = (db: Db, codes: string[]) => inquiryRepository(db).countsByPromo(codes);

type InquiryRepository = ReturnType<typeof inquiryRepository>;
/** The inquiry's id, and whether it is new (a repeated one files no second lead). */
type Stored = { id: number; isNew: boolean };

type Contact = { name: string; mobile: string; email: string };

export function inquiryService(
  outbox: AppOutbox,
  quotes: Pick<QuoteService, 'facts'>,
  campaigns: Pick<CampaignsService, 'ofBank'>,
  clock: () => Date,
) {
  /** Stores the inquiry with `store` and, when it is new, queues its lead and links the two (decision 044). */
  const file = async (
    store: (repository: InquiryRepository, queue: Queue<OutboxMessages>) => Promise<Stored>,
    lead: Omit<Lead, 'reference'>,
  ) => {
    const id = await outbox.transaction(async (tx, queue) => {
      const repository = inquiryRepository(tx);
      const stored = await store(repository, queue);
      if (!stored.isNew) return stored.id;
      const messageId = await queue('crm_lead', { ...lead, reference: `inquiry ${stored.id}` });
      await repository.linkCrmMessage(stored.id, messageId);
      return stored.id;
    });
    return { inquiry_id: id };
  };

  return {
    async create(call: InquiryCall): Promise<InquiryCreated> {
      // 'Not found' for a hash that names no quote.
      const quote = await quotes.facts(call.unq_hash);
      const contact = {
        title: call.cx_surname,
        name: call.cx_name,
        mobile: call.cx_mobile,
        email: call.cx_email,
      };
      // The quote's, not the posted ones: the quote is what the customer will be called about.
      const facts = {
        vehicleType: quote.vehicleType,
        insuranceType: insuranceTypeOfCover(quote.coverType),
        channel: quote.channel,
        promo: quote.promo,
      };
      return file(
        async (repository) => {
          const id = await repository.insertFirst({
            ...contact,
            ...facts,
            quoteId: quote.id,
            callConsent: call.call_consent,
          });
          return id === undefined
            ? { id: await repository.idOfQuote(quote.id), isNew: false }
            : { id, isNew: true };
        },
        {
          ...contact,
          ...facts,
          callRequested: call.call_consent,
          subject: COMPARISON_REQUEST,
          unqHash: call.unq_hash,
        },
      );
    },

    async createCallback(call: CallbackCall): Promise<InquiryCreated> {
      const contact = { name: call.cx_name, mobile: call.cx_mobile, email: call.cx_email };
      // Asking for a callback is asking to be called. From the chat, staff read what was said first.
      return fileOnce('callback', contact, {
        subject: CALLBACK_REQUEST,
        ...(call.transcript?.length && { transcript: transcriptText(call.transcript) }),
      });
    },

    /** A bank promotion's lead: filed with its offer's promo code and category, not the posted ones. */
    async createPromotion(call: PromotionCall): Promise<InquiryCreated> {
      const offer = await campaigns.ofBank(call.bank_type);
      if (offer === undefined) throw new FieldErrors({ bank_type: [UNKNOWN_OFFER] });
      const contact = { name: call.cx_name, mobile: call.cx_mobile, email: call.cx_email };
      return fileOnce('campaign', contact, {
        subject: `${PROMOTION_REQUEST}: ${offer.bankName}`,
        insuranceType: insuranceTypeOfCategory(offer.category),
        promo: offer.promoCode,
      });
    },

    async createSmallBusiness(call: SmallBusinessCall): Promise<InquiryCreated> {
      const contact = { name: call.cx_name, mobile: call.cx_mobile, email: call.cx_email };
      return fileOnce('campaign', contact, {
        subject: SMALL_BUSINESS_REQUEST,
        insuranceType: GROUP_HEALTH,
        company: call.cx_company,
      });
    },
  };

  /**
   * Files a lead without a quote, once: the same person asking the same again within the hour gets the
   * first one's id. Whoever sends such a form asks to be contacted about it, so the lead says call them.
   */
  function fileOnce(
    kind: 'callback' | 'campaign',
    contact: Contact,
    about: Pick<Lead, 'subject' | 'insuranceType' | 'promo' | 'company' | 'transcript'>,
  ) {
    const facts = { insuranceType: about.insuranceType, promo: about.promo, company: about.company };
    return file(
      async (repository, queue) => {
        const now = clock();
        const since = new Date(now.getTime() - CALLBACK_REPEAT_MS);
        const repeated = await repository.repeatSince(kind, { ...contact, ...facts }, since);
        const { transcript } = about;
        if (repeated !== undefined) {
          // A hand-off from the chat soon after a callback: no second lead, but staff read what was said.
          // Under the lead's lock, so a retry or a second post of the same words adds them once.
          if (transcript && repeated.crmMessageId && !repeated.transcript?.includes(transcript)) {
            await repository.addTranscript(repeated.id, transcript);
            await queue('crm_lead_transcript', {
              leadKey: repeated.crmMessageId,
              reference: `inquiry ${repeated.id}`,
              transcript,
            });
          }
          return { id: repeated.id, isNew: false };
        }
        const lead = {
          ...contact,
          ...facts,
          kind,
          callConsent: true,
          transcript,
          createdAt: now,
          updatedAt: now,
        };
        return { id: await repository.insert(lead), isNew: true };
      },
      { ...contact, ...about, callRequested: true },
    );
  }
}

/** How the CRM names the insurance of an offer's category (the site's offers are all motor). */
const insuranceTypeOfCategory = (category: string) => (category === 'motor' ? 'Motor Insurance' : category);
