// The blog's subscriptions (issue 24, decision 058). Subscribing sends a confirmation letter and keeps
// nothing of the address but an HMAC of it for an hour, to limit the letters one address is sent; the
// address is kept only when the letter's link is followed and confirmed. The answer to subscribing is the
// same whether the address is subscribed already or not, so it tells nobody who reads the blog.
import { createHmac } from 'node:crypto';
import type { Locale } from '#domain/i18n';
import { SITE_ROUTES } from '#domain/site-routes';
import type { LinkAnswer, SubscribeAnswer } from '#domain/subscriptions';
import { CONFIRMATION_DAYS, SUBSCRIPTION_MESSAGES } from '#domain/subscriptions';
import type { Config } from '#server/config';
import { ApiError } from '#server/http/envelope';
import type { AppOutbox } from '#server/integrations/integrations';
import { translator } from '#server/i18n';
import type { Db } from '#server/db/client';
import { confirmationLetter } from './subscription-letter';
import type { TokenPurpose } from './subscription-token';
import { readToken, signToken } from './subscription-token';
import { subscriptionsRepository } from './subscriptions.repository';

const DAY_MS = 24 * 3_600_000;

const linkTo = (site: string, path: string, token: string) =>
  `${site}${path}?${new URLSearchParams({ token })}`;

export function subscriptionService(
  db: Db,
  { outbox, settings, clock }: { outbox: AppOutbox; settings: Config['subscriptions']; clock: () => Date },
) {
  const { secret } = settings;
  const addressKey = (email: string) => createHmac('sha256', secret).update(`address:${email}`).digest('hex');

  /** The address and language of a letter's link, or the refusal that says what is wrong with it. */
  const addressOf = (purpose: TokenPurpose, token: string) => {
    const reading = readToken(secret, purpose, token, clock());
    if (reading.valid) return reading;
    throw reading.reason === 'expired'
      ? new ApiError(410, SUBSCRIPTION_MESSAGES.expired)
      : new ApiError(400, SUBSCRIPTION_MESSAGES.badLink);
  };

  return {
    /** Sends `email` a confirmation letter in `locale`, with links on `site`. */
    async subscribe(email: string, locale: Locale, site: string): Promise<SubscribeAnswer> {
      const address = email.toLowerCase();
      const key = addressKey(address);
      const expires = new Date(clock().getTime() + CONFIRMATION_DAYS * DAY_MS);
      const letter = confirmationLetter(
        address,
        {
          confirm: linkTo(
            site,
            SITE_ROUTES.subscriptionConfirm,
            signToken(secret, 'confirm', address, locale, expires),
          ),
          unsubscribe: linkTo(
            site,
            SITE_ROUTES.unsubscribe,
            signToken(secret, 'unsubscribe', address, locale),
          ),
        },
        translator(locale),
      );
      await outbox.transaction(async (tx, queue) => {
        const repository = subscriptionsRepository(tx);
        await repository.lockAddress(key);
        await repository.forgetOldLetters();
        if ((await repository.lettersInTheLastHour(key)) >= settings.mailsPerAddressPerHour) {
          throw new ApiError(429, SUBSCRIPTION_MESSAGES.tooMany);
        }
        await repository.recordLetter(key);
        await queue('mail', letter);
      });
      return { outcome: 'sent' };
    },

    /** Keeps the address of a confirmation link; a second confirmation changes nothing and says so. */
    async confirm(token: string): Promise<LinkAnswer> {
      const { email, locale } = addressOf('confirm', token);
      const added = await subscriptionsRepository(db).add(email, locale);
      return { outcome: added ? 'subscribed' : 'already_subscribed' };
    },

    /** Removes the address of an unsubscribe link, if it is kept. */
    async unsubscribe(token: string): Promise<LinkAnswer> {
      const { email } = addressOf('unsubscribe', token);
      await subscriptionsRepository(db).remove(email);
      return { outcome: 'unsubscribed' };
    },
  };
}

export type SubscriptionService = ReturnType<typeof subscriptionService>;
