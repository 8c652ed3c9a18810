import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignOffer } from '#domain/campaigns';
import type { ConsoleOffers, OfferChangeInput } from '#domain/console/campaigns';
import { consoleCall } from './console-call';

// GET /api/console/campaigns lists the banks' offers; PATCH /api/console/campaigns/:bank changes one and
// answers it as it now is (decision 061).

const KEY = ['console', 'campaigns'];

export const useOffers = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => consoleCall<ConsoleOffers>({ path: '/campaigns', signal }),
  });

export const useChangeOffer = (bank: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: OfferChangeInput) =>
      consoleCall<CampaignOffer>({ path: `/campaigns/${bank}`, method: 'PATCH', body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
};
