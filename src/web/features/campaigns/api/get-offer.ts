import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignOffer, OfferPath } from '#domain/campaigns';
import { offerPathSchema } from '#domain/campaigns';
import { ApiError } from '#web/api/api-error';
import { apiClient } from '#web/api/client';

// GET {web-api}/v1/campaigns/{campaign_type}/{category}/{promo_type}/{offer}: a bank's card offer, as its
// promotion page shows it (decision 061). Public, so no auth_key is fetched first.

export const offerQueryOptions = (path: OfferPath) =>
  queryOptions({
    queryKey: ['campaigns', 'offer', path.campaign_type, path.category, path.promo_type, path.offer],
    // A path the server cannot read (a NUL, half a surrogate pair) names no offer: not there, as the
    // server says of an unknown bank, so the page is the not-found page with HTTP 404.
    queryFn: ({ signal }) =>
      offerPathSchema.safeParse(path).success
        ? apiClient().request<CampaignOffer>({
            host: 'web-api',
            path: `/v1/campaigns/${[path.campaign_type, path.category, path.promo_type, path.offer].map(encodeURIComponent).join('/')}`,
            auth: false,
            signal,
          })
        : Promise.reject(new ApiError({ message: 'There is no such offer.', httpStatus: 404 })),
    // The server lets caches keep it for five minutes.
    staleTime: 5 * 60_000,
    // A bank or offer that is not there (404) is not asked for again when the page hydrates (decision 057).
    retryOnMount: false,
  });

export const useOffer = (path: OfferPath) => useQuery(offerQueryOptions(path));
