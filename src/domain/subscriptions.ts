// The blog's subscriptions (issue 24, decision 058): the Subscribe box's rules, the same in the browser and
// on the server, and the calls' answers. An address is kept only once its owner follows the link of the
// confirmation letter; each letter also carries a link that removes it.
import { z } from 'zod';
import { requiredString, text } from './fields';
import { DEFAULT_LOCALE, LOCALES } from './i18n';
import { validEmail } from './people/email';
import { maxLength } from './text-rules';

/** The longest address SMTP carries (RFC 5321: a path of 256 octets, its angle brackets included). */
export const EMAIL_MAX_LENGTH = 254;
/** How long a confirmation link works; the letter says so. */
export const CONFIRMATION_DAYS = 3;

export const SUBSCRIPTION_MESSAGES = {
  blank: /*i18n*/ 'Please enter your e-mail address',
  tooLong: /*i18n*/ 'An e-mail address has at most 254 characters',
  badLink:
    /*i18n*/ 'This link is not valid. Please open it exactly as it is in the e-mail, or subscribe again on the blog.',
  expired:
    /*i18n*/ 'This link has expired: a confirmation link works for 3 days. Please subscribe again on the blog for a new one.',
  tooMany:
    /*i18n*/ 'We have sent this address as many confirmation e-mails as we send in an hour. Please look for the last one in your inbox and spam folder, or try again in an hour.',
  tooManyFromNetwork:
    /*i18n*/ 'Too many subscriptions were asked for from your network in the last hour. Please try again in an hour.',
} as const;

/** The Subscribe box: the address, and the page's language, which the letters are written in. */
export const subscribeSchema = z.object({
  email: requiredString(
    [maxLength(EMAIL_MAX_LENGTH, SUBSCRIPTION_MESSAGES.tooLong), validEmail()],
    SUBSCRIPTION_MESSAGES.blank,
  ),
  lang: z.enum(LOCALES).default(DEFAULT_LOCALE),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** The confirm and unsubscribe calls: the signed token of the letter's link. */
export const subscriptionTokenSchema = z.object({
  token: text().max(1_000, SUBSCRIPTION_MESSAGES.badLink),
});

/** Subscribing answers the same whether the address was subscribed already or not. */
export const subscribeAnswerSchema = z.object({ outcome: z.literal('sent') });
export type SubscribeAnswer = z.infer<typeof subscribeAnswerSchema>;

/** What following a letter's link did; the link's reader owns the address, so a repeat is said. */
export const LINK_OUTCOMES = ['subscribed', 'already_subscribed', 'unsubscribed'] as const;
export type LinkOutcome = (typeof LINK_OUTCOMES)[number];
export const linkAnswerSchema = z.object({ outcome: z.enum(LINK_OUTCOMES) });
export type LinkAnswer = z.infer<typeof linkAnswerSchema>;
