// The console's home page rows (issue 24, decision 064): the carousel's slides, the testimonials and the
// featured deals, each with its links, picture, place and words in English, Sinhala and Tamil, and the
// Featured Deals switch. The same schemas check the console's forms and the server's routes. The console
// stays English; the words it edits are the site's, in each language.
import { z } from 'zod';
import { ARTICLE_BADGES } from '../articles';
import { text } from '../fields';

const words = (max: number) => text().trim().min(1, 'required').max(max, `Use at most ${max} characters`);
type Words = ReturnType<typeof words>;

/** The words of a row in one language, each with its longest length. */
const wordsOf = <const Limits extends Record<string, number>>(limits: Limits) => {
  const keys = Object.keys(limits) as (keyof Limits & string)[];
  return {
    change: z.object(
      Object.fromEntries(keys.map((key) => [key, words(limits[key]!)])) as {
        [Key in keyof Limits]: Words;
      },
    ),
    answer: z.object(
      Object.fromEntries(keys.map((key) => [key, z.string()])) as {
        [Key in keyof Limits]: z.ZodString;
      },
    ),
  };
};

const blank = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((field) => typeof field === 'string' && field.trim() === '');

/**
 * English always; Sinhala and Tamil where written: a language left empty (every field blank, or null) has
 * no words of its own, and the page shows the English ones in it.
 */
const textsOf = <Change extends z.ZodType, Answer extends z.ZodType>(schemas: {
  change: Change;
  answer: Answer;
}) => {
  const translation = z.preprocess(
    (value) => (value === undefined || blank(value) ? null : value),
    schemas.change.nullable(),
  );
  return {
    change: z.object({ en: schemas.change, si: translation, ta: translation }),
    answer: z.object({
      en: schemas.answer.nullable(),
      si: schemas.answer.nullable(),
      ta: schemas.answer.nullable(),
    }),
  };
};

/** A path of this site ('/images/…') or another site's https address. */
const address = text()
  .trim()
  .min(1, 'required')
  .max(500, 'Use at most 500 characters')
  .refine(
    (value) => /^\/(?!\/)\S*$/.test(value) || /^https:\/\/[^\s/]+(\/\S*)?$/.test(value),
    'Use a path of this site (/…) or an https:// address',
  );

const PLACE = 'Enter a whole number from 0 to 999';
/** The row's place in its list, smallest first (a form's digits or a number). */
const place = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: PLACE }).int(PLACE).min(0, PLACE).max(999, PLACE),
);

const badge = z.preprocess(
  (value) => (value === '' ? null : value),
  z.enum(ARTICLE_BADGES, { error: 'Choose FEATURED, POPULAR or none' }).nullable(),
);

/** Each list's words, with their longest lengths. */
export const HOME_WORD_LIMITS = {
  slides: { header: 150, description: 500, bottom_text: 60 },
  testimonials: { user_name: 80, comment: 600 },
  deals: { header: 150, paragraph: 500 },
} as const;
const slideWords = textsOf(wordsOf(HOME_WORD_LIMITS.slides));
const testimonialWords = textsOf(wordsOf(HOME_WORD_LIMITS.testimonials));
const dealWords = textsOf(wordsOf(HOME_WORD_LIMITS.deals));

/** PATCH /api/console/home/slides/{id}. */
export const slideChangeSchema = z.object({
  sort: place,
  header_url: address,
  bottom_text_url: address,
  web_image_url: address,
  mobile_image_url: address,
  texts: slideWords.change,
});
/** PATCH /api/console/home/testimonials/{id}. */
export const testimonialChangeSchema = z.object({
  sort: place,
  user_img_url: address,
  texts: testimonialWords.change,
});
/** PATCH /api/console/home/deals/{id}. */
export const dealChangeSchema = z.object({
  sort: place,
  image_url: address,
  quote_url: address,
  read_more_url: address,
  badge,
  texts: dealWords.change,
});

/** The lists of the home page the console edits, each by its change schema. */
export const HOME_LIST_CHANGES = {
  slides: slideChangeSchema,
  testimonials: testimonialChangeSchema,
  deals: dealChangeSchema,
} as const;
export type HomeList = keyof typeof HOME_LIST_CHANGES;
export type HomeRowChange<List extends HomeList> = z.output<(typeof HOME_LIST_CHANGES)[List]>;
export type HomeRowChangeInput<List extends HomeList> = z.input<(typeof HOME_LIST_CHANGES)[List]>;

export const homeRowParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const rowOf = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ id: z.number().int(), sort: z.number().int(), ...shape });
export const consoleSlideSchema = rowOf({
  header_url: z.string(),
  bottom_text_url: z.string(),
  web_image_url: z.string(),
  mobile_image_url: z.string(),
  texts: slideWords.answer,
});
export const consoleTestimonialSchema = rowOf({ user_img_url: z.string(), texts: testimonialWords.answer });
export const consoleDealSchema = rowOf({
  image_url: z.string(),
  quote_url: z.string(),
  read_more_url: z.string(),
  badge: z.enum(ARTICLE_BADGES).nullable(),
  texts: dealWords.answer,
});
/** Each list's row as the console reads it and a change answers it. */
export const HOME_LIST_ROWS = {
  slides: consoleSlideSchema,
  testimonials: consoleTestimonialSchema,
  deals: consoleDealSchema,
} as const;
export type HomeRow<List extends HomeList> = z.infer<(typeof HOME_LIST_ROWS)[List]>;

/** PATCH /api/console/home/settings: whether the home page shows its Featured Deals. */
export const homeSettingsSchema = z.object({ show_featured_deals: z.boolean({ error: 'Choose yes or no' }) });
export type HomeSettings = z.infer<typeof homeSettingsSchema>;

/** GET /api/console/home: every row of the three lists in the page's order, and the settings. */
export const consoleHomeSchema = homeSettingsSchema.extend({
  slides: z.array(consoleSlideSchema),
  testimonials: z.array(consoleTestimonialSchema),
  deals: z.array(consoleDealSchema),
});
export type ConsoleHome = z.infer<typeof consoleHomeSchema>;
