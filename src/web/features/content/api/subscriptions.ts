import type { Locale } from '#domain/i18n';
import type { LinkAnswer, SubscribeAnswer } from '#domain/subscriptions';
import { apiClient } from '#web/api/client';

// The blog's subscription calls (decision 058): the Subscribe box, and the buttons of the pages its
// letters' links open.

export const postSubscription = (email: string, lang: Locale) =>
  apiClient().request<SubscribeAnswer>({
    host: 'web-api',
    path: '/v1/subscriptions',
    method: 'POST',
    body: { email, lang },
  });

export const postSubscriptionLink = (action: 'confirm' | 'unsubscribe', token: string) =>
  apiClient().request<LinkAnswer>({
    host: 'web-api',
    path: `/v1/subscriptions/${action}`,
    method: 'POST',
    body: { token },
  });
