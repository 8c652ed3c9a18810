// The console's tariffs and promotions (issue 22, decision 046): an admin lists an insurer's tariff
// versions and promotions, uploads a new version as JSON or CSV, previews its premiums against the version
// in force on a set of sample vehicles, and schedules it; a promotion likewise. The same schemas check the
// console's forms and the server's routes. English only (issue 21).
import { z } from 'zod';
import { today } from '../dates';
import { text } from '../fields';
import { CHANNELS } from '../motor/channel-codes';
import { pageQuerySchema } from './calls';

/** The formats a tariff file comes in: the document itself, or one `path,value` row per leaf value. */
export const TARIFF_FORMATS = ['json', 'csv'] as const;
export type TariffFormat = (typeof TARIFF_FORMATS)[number];
/** A tariff file's bounds: a real tariff is about 60 kB and 900 rows. */
export const MAX_TARIFF_CHARS = 1_000_000;
export const MAX_TARIFF_ROWS = 20_000;

export const TARIFF_MESSAGES = {
  pastDate: 'Choose today or a later date',
  date: 'Enter a date as yyyy-mm-dd',
  tooLarge: `The file is larger than ${MAX_TARIFF_CHARS / 1_000_000} MB`,
  empty: 'Choose a file',
  insurer: 'Choose an insurer',
  version: 'Use 1 to 40 letters, digits, dots, dashes or underscores',
};

const companyId = z.coerce.number({ error: TARIFF_MESSAGES.insurer }).int().positive(TARIFF_MESSAGES.insurer);
const isoDate = text().pipe(z.iso.date(TARIFF_MESSAGES.date));
/** A day a change takes effect: today or later, never the past (today as the runtime's clock reads it). */
const fromToday = isoDate.refine((date) => date >= today(), TARIFF_MESSAGES.pastDate);

/** The insurer whose versions or promotions a table lists. */
export const insurerQuerySchema = pageQuerySchema.extend({ company_id: companyId });

/** Where a tariff version stands today. */
export const TARIFF_STATES = ['in force', 'scheduled', 'superseded'] as const;
export const tariffVersionSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  version: z.string(),
  effective_from: z.string(),
  effective_to: z.string().nullable(),
  /** A made-up tariff of the demo's seed, not the insurer's own. */
  sample: z.boolean(),
  state: z.enum(TARIFF_STATES),
  created_at: z.string(),
});
export type TariffVersion = z.infer<typeof tariffVersionSchema>;

/** A tariff file as uploaded: its format and its text (a browser reads the file as text). */
export const tariffFileSchema = z.object({
  company_id: companyId,
  format: z.enum(TARIFF_FORMATS, { error: 'Choose JSON or CSV' }),
  content: text().min(1, TARIFF_MESSAGES.empty).max(MAX_TARIFF_CHARS, TARIFF_MESSAGES.tooLarge),
});
export type TariffFileInput = z.input<typeof tariffFileSchema>;

/** A preview prices on the day given (today when none), against the version in force that day. */
export const tariffPreviewSchema = tariffFileSchema.extend({ effective_from: isoDate.optional() });
export type TariffPreviewInput = z.input<typeof tariffPreviewSchema>;

export const tariffScheduleSchema = tariffFileSchema.extend({
  version: text()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,40}$/, TARIFF_MESSAGES.version),
  effective_from: fromToday,
});
export type TariffScheduleInput = z.input<typeof tariffScheduleSchema>;

/** A premium of a preview, in cents, or why the vehicle is not quoted (declined, no version in force). */
export const previewPremiumSchema = z.object({
  total: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type PreviewPremium = z.infer<typeof previewPremiumSchema>;
const previewPairSchema = z.object({
  current: previewPremiumSchema,
  proposed: previewPremiumSchema,
  /** proposed - current, in cents, when both are priced. */
  difference: z.number().int().nullable(),
});
export type PreviewPair = z.infer<typeof previewPairSchema>;
/** One sample vehicle priced the two ways side by side, for full insurance (what the buyer pays) and third party. */
export const previewRowSchema = z.object({
  vehicle_id: z.number().int(),
  label: z.string(),
  description: z.string(),
  comprehensive: previewPairSchema,
  third_party: previewPairSchema,
});
export type PreviewRow = z.infer<typeof previewRowSchema>;
export const previewSchema = z.object({
  /** The day priced. */
  date: z.string(),
  /** The version the proposal is compared with: the one in force that day, or null (none). */
  current_version: z.string().nullable(),
  rows: z.array(previewRowSchema),
});
export type Preview = z.infer<typeof previewSchema>;

/** Where a promotion stands today. */
export const PROMOTION_STATES = ['current', 'scheduled', 'ended'] as const;
export const promotionSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  channel: z.string().nullable(),
  promo_code: z.string().nullable(),
  cover_type: z.enum(['C', 'T']).nullable(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  discount_bp: z.number().int().nullable(),
  status: z.string(),
  value: z.string(),
  color: z.string(),
  sort: z.number().int(),
  state: z.enum(PROMOTION_STATES),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** WCAG's contrast ratio of a #rrggbb colour against white, which badges write their text in. */
export function contrastWithWhite(hex: string): number {
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);
const badgeText = text().trim().min(1, 'required').max(30, 'Use at most 30 characters');

/** A new promotion: the columns of the promotions table, as the console's form sends them. */
export const newPromotionSchema = z
  .object({
    company_id: companyId,
    /** null: every channel. */
    channel: z.enum(CHANNELS, { error: 'Choose a channel' }).nullable().default(null),
    /** null: with or without a promo code. Codes are read in capitals, as the quote reads them. */
    promo_code: optionalText(20)
      .transform((code) => code?.toUpperCase() ?? null)
      .refine((code) => code === null || /^[A-Z0-9]{3,20}$/.test(code), 'Use 3 to 20 letters and digits'),
    /** null: both cover types. */
    cover_type: z.enum(['C', 'T'], { error: 'Choose a cover type' }).nullable().default(null),
    starts_on: fromToday,
    /** Inclusive; null: open-ended. */
    ends_on: isoDate.nullable().default(null),
    /** A discount of full insurance in basis points (100 = 1%), or none: a badge alone. */
    discount_bp: z.coerce
      .number({ error: 'Enter a whole number from 1 to 10000' })
      .int('Enter a whole number from 1 to 10000')
      .min(1, 'Enter a whole number from 1 to 10000')
      .max(10_000, 'Enter a whole number from 1 to 10000')
      .nullable()
      .default(null),
    /** The badge: its title, its value and its colour, which white text must be readable on. */
    status: badgeText,
    value: badgeText,
    color: text()
      .regex(/^#[0-9A-Fa-f]{6}$/, { message: 'Enter a colour as #rrggbb', abort: true })
      .refine(
        (hex) => contrastWithWhite(hex) >= 4.5,
        'White text is not readable on it: choose a darker colour',
      ),
    sort: z.coerce.number().int().min(0).max(100).default(0),
  })
  .refine((promotion) => promotion.ends_on === null || promotion.ends_on >= promotion.starts_on, {
    path: ['ends_on'],
    message: 'End on or after the start',
  });
export type NewPromotionInput = z.input<typeof newPromotionSchema>;
export type NewPromotion = z.output<typeof newPromotionSchema>;

/** A promotions file's columns: newPromotionSchema's, each row one promotion of the insurer chosen. */
export const PROMOTION_COLUMNS = [
  'channel',
  'promo_code',
  'cover_type',
  'starts_on',
  'ends_on',
  'discount_bp',
  'status',
  'value',
  'color',
  'sort',
] as const satisfies readonly Exclude<keyof NewPromotionInput, 'company_id'>[];
export type PromotionColumn = (typeof PROMOTION_COLUMNS)[number];
/** Promotions a file adds at most. */
export const MAX_PROMOTION_ROWS = 200;

/** A CSV file of promotions for the insurer chosen, as uploaded (a browser reads the file as text). */
export const promotionFileSchema = tariffFileSchema.omit({ format: true });
export type PromotionFileInput = z.input<typeof promotionFileSchema>;

/** A promotion of a file: its row and the sample vehicles' premiums from its start, without and with it. */
export const promotionFilePreviewSchema = z.object({
  promotions: z.array(
    z.object({
      row: z.number().int(),
      promotion: promotionSchema.omit({ id: true, state: true }),
      preview: previewSchema,
    }),
  ),
});
export type PromotionFilePreview = z.infer<typeof promotionFilePreviewSchema>;

/** Ends a promotion early: its last day, yesterday (ended now) or later, before its current end. */
export const endPromotionSchema = z.object({
  last_day: isoDate,
});
export type EndPromotionInput = z.input<typeof endPromotionSchema>;
