// The review before payment (issue 20; docs/decisions/038): the answers that set the price, the
// declaration that they are true, the previous insurer of a no-claim bonus, and the consent to be
// contacted about other products. The page and the server share these schemas.
import { z } from 'zod';
import { crossFieldCheck, optionalString, rupeesAmount } from '../fields';
import { matches, textMessage } from '../text-rules';
import { DECLARATION_MESSAGES } from './declaration-words';
import { hashCodeSchema } from './document-calls';
import { NCB_YEARS } from './quote';

/** A box the buyer must tick: the form holds a boolean. */
const ticked = (message: string) => z.literal(true, { error: message });

const previousInsurerId = optionalString([matches(/^\d{1,9}$/, DECLARATION_MESSAGES.previousInsurerUnknown)]);

const declarationShape = {
  hash_code: hashCodeSchema,
  /** The no-claim bonus years the buyer confirms, as the review showed them; null for third party. */
  ncb: z.enum(NCB_YEARS).nullable(),
  answers_true: ticked(DECLARATION_MESSAGES.answersTrue),
  /** The insurer the no-claim bonus comes from (a company id); required when the bonus is above 0. */
  previous_insurer: previousInsurerId,
  /** Consent to be contacted about other products: never assumed. */
  contact_consent: z.boolean().default(false),
};

type DeclarationFields = z.output<z.ZodObject<typeof declarationShape>>;

const previousInsurerCheck = crossFieldCheck<DeclarationFields>((value, report) => {
  if (value.ncb !== null && value.ncb !== '0')
    report('previous_insurer', textMessage(value.previous_insurer, [], DECLARATION_MESSAGES.previousInsurer));
});

/** POST /v3/applications/declaration. */
export const declarationSchema = z.object(declarationShape).check(previousInsurerCheck);
export type DeclarationInput = z.input<typeof declarationSchema>;
export type Declaration = z.output<typeof declarationSchema>;

export const reviewQuerySchema = z.object({ hash_code: hashCodeSchema });

/** The answers that set the price, as the buyer confirms them (and as they are stored with the declaration). */
export const reviewAnswersSchema = z.object({
  vehicle: z.string(),
  /** As the quote form's list names it. */
  purpose_of_use: z.string(),
  ncb: z.enum(NCB_YEARS).nullable(),
  /** The market value insured; null for third party. */
  market_value: rupeesAmount.nullable(),
  /** The optional covers priced in, by name. */
  covers: z.array(z.string()),
  type_of_cover: z.string(),
  insurer: z.string(),
});
export type ReviewAnswers = z.infer<typeof reviewAnswersSchema>;

/** GET /v3/applications/review: what the buyer reviews, and the declaration once made. */
export const reviewSchema = z.object({
  answers: reviewAnswersSchema,
  /** Where the insurer publishes its policy wording (its website); null when we do not know it. */
  policy_wording_url: z.string().nullable(),
  /** A renewal's existing insurer, the likely source of the bonus (a company id). */
  existing_insurer: z.string().nullable(),
  declaration: z
    .object({
      declared_at: z.string(),
      previous_insurer: z.string().nullable(),
      contact_consent: z.boolean(),
    })
    .nullable(),
});
export type Review = z.infer<typeof reviewSchema>;
