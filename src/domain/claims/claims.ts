// A customer's motor claims (issue 23, "Beyond the spec: Claims"; docs/decisions/048). A signed-in
// customer intimates a claim on one of their motor policies (an issued cover note that stands) with
// photos; the insurer's staff move it through its statuses in the console. The same schema checks the
// web form and the server's multipart call.
import { z } from 'zod';
import { isoDate, notAfterToday } from '../dates';
import { requiredChoice, requiredString, optionalValue, rupeesAmount, text } from '../fields';
import { parseRupees } from '../money';
import { lengthBetween, maxLength } from '../text-rules';

export const CLAIMS_API = '/api/v2/customer/claims';

/** What Sri Lankan motor cover pays for: own damage, its add-ons (flood, windscreen) and third parties. */
export const CLAIM_CATEGORIES = [
  'accident',
  'theft',
  'fire',
  'flood_natural_disaster',
  'third_party_damage',
  'windscreen',
] as const;
export type ClaimCategory = (typeof CLAIM_CATEGORIES)[number];
export const CLAIM_CATEGORY_LABELS: Record<ClaimCategory, string> = {
  accident: /*i18n*/ 'Accident',
  theft: /*i18n*/ 'Theft',
  fire: /*i18n*/ 'Fire',
  flood_natural_disaster: /*i18n*/ 'Flood or natural disaster',
  third_party_damage: /*i18n*/ 'Third-party damage',
  windscreen: /*i18n*/ 'Windscreen',
};

/** A claim's statuses as insurers use them; Pending is where every claim starts. */
export const CLAIM_STATUSES = ['pending', 'under_review', 'approved', 'rejected', 'settled'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  pending: /*i18n*/ 'Pending',
  under_review: /*i18n*/ 'Under review',
  approved: /*i18n*/ 'Approved',
  rejected: /*i18n*/ 'Rejected',
  settled: /*i18n*/ 'Settled',
};
/** Where a claim may go from each status: rejected and settled are final. */
export const CLAIM_TRANSITIONS: Record<ClaimStatus, readonly ClaimStatus[]> = {
  pending: ['under_review', 'rejected'],
  under_review: ['approved', 'rejected'],
  approved: ['settled'],
  rejected: [],
  settled: [],
};

export const MAX_CLAIM_PHOTOS = 6;
export const MAX_CLAIM_PHOTO_MB = 5;
export const MAX_CLAIM_PHOTO_BYTES = MAX_CLAIM_PHOTO_MB * 1024 * 1024;
export const MAX_DESCRIPTION = 2000;
export const MAX_PLACE = 200;
/** Intimations a customer may make in 24 hours: a hostile client's loop stops here. */
export const CLAIMS_PER_DAY = 5;
/** The photos' file part name. */
export const PHOTOS_FIELD = 'photos';
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export const CLAIM_MESSAGES = {
  future: /*i18n*/ 'The date of the incident cannot be in the future',
  outsideCover: /*i18n*/ 'Your policy did not cover this date: choose a date within its period of cover',
  placeLength: /*i18n*/ 'Use 3 to 200 characters',
  descriptionLength: /*i18n*/ 'Use 10 to 2000 characters',
  category: /*i18n*/ 'Choose a category',
  amount: /*i18n*/ 'Enter an amount in rupees, such as 25000',
  photosRequired: /*i18n*/ 'Add at least one photo',
  tooManyPhotos: /*i18n*/ 'Add at most 6 photos',
  photoType: /*i18n*/ 'Photos must be JPG or PNG images',
  photoTooLarge: /*i18n*/ 'Each photo must be at most 5 MB',
  unreadable: /*i18n*/ 'The photos could not be read. Please choose them again.',
  notYourPolicy: /*i18n*/ 'You can only claim on your own policies',
  notYourClaim: /*i18n*/ 'You can only see your own claims',
  tooMany: /*i18n*/ 'You have reported many claims today. Please call us and we will help you.',
} as const;

/** Amounts a claim may name: up to Rs. 100 million, in cents. */
const MAX_CLAIM_CENTS = 100_000_000 * 100;

/** POST CLAIMS_API, multipart: these fields and 1 to 6 photos in PHOTOS_FIELD. */
export const claimIntimationSchema = z.object({
  policy_number: requiredString([maxLength(40, 'Use at most 40 characters')]),
  incident_date: requiredString([isoDate, notAfterToday(CLAIM_MESSAGES.future)]),
  place: requiredString([lengthBetween(3, MAX_PLACE, CLAIM_MESSAGES.placeLength)]),
  description: requiredString([lengthBetween(10, MAX_DESCRIPTION, CLAIM_MESSAGES.descriptionLength)]),
  category: requiredChoice(CLAIM_CATEGORIES, CLAIM_MESSAGES.category),
  /** In rupees as typed ('25,000'); comes out in cents. */
  estimated_amount: optionalValue(
    [
      (value) => {
        const cents = parseRupees(value);
        return cents === undefined || cents <= 0 || cents > MAX_CLAIM_CENTS
          ? CLAIM_MESSAGES.amount
          : undefined;
      },
    ],
    (value) => parseRupees(value)!,
  ),
});
export type ClaimIntimationInput = z.input<typeof claimIntimationSchema>;
export type ClaimIntimation = z.output<typeof claimIntimationSchema>;

/** What intimation answers: the reference, at once. */
export const intimatedClaimSchema = z.object({ id: z.number().int(), claim_ref: z.string() });
export type IntimatedClaim = z.infer<typeof intimatedClaimSchema>;

/** A claim as the policy row's nested table shows it (content section 3: id, claim_ref, status, amount, approved, category). */
export const policyClaimSchema = z.object({
  id: z.number().int(),
  claim_ref: z.string(),
  status: z.enum(CLAIM_STATUSES),
  amount: rupeesAmount.nullable(),
  approved: rupeesAmount.nullable(),
  category: z.enum(CLAIM_CATEGORIES),
  incident_date: z.string(),
});
export type PolicyClaim = z.infer<typeof policyClaimSchema>;

/** GET CLAIMS_API/:ref/photos/:n: a photo of one's own claim. */
export const claimPhotoParams = z.object({
  ref: text().max(40),
  n: z.coerce.number().int().min(1).max(MAX_CLAIM_PHOTOS),
});
