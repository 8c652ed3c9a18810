import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '#domain/console/calls';
import type { Promotion, TariffFormat, TariffVersion } from '#domain/console/tariffs';
import { CONSOLE_API } from '#domain/console/calls';
import { consoleCall } from './console-call';

// GET /api/console/tariffs and /api/console/promotions?company_id&page&size (admins): one insurer's
// tariff versions and promotions, a page at a time; a version's file and the promotions' file are plain
// links (a GET, no token).

type InsurerPage = { company_id: number; page: number; size: number };

export const useTariffVersions = (query: InsurerPage) =>
  useQuery({
    queryKey: ['console', 'tariffs', query],
    queryFn: ({ signal }) => consoleCall<Page<TariffVersion>>({ path: '/tariffs', query, signal }),
    placeholderData: keepPreviousData,
  });

export const usePromotions = (query: InsurerPage) =>
  useQuery({
    queryKey: ['console', 'promotions', query],
    queryFn: ({ signal }) => consoleCall<Page<Promotion>>({ path: '/promotions', query, signal }),
    placeholderData: keepPreviousData,
  });

/** Where the browser downloads a version's tariff as a file. */
export const tariffFileUrl = (id: number, format: TariffFormat) =>
  `${CONSOLE_API}/tariffs/${id}/tariff.${format}`;

/** Where the browser downloads an insurer's current and scheduled promotions as CSV. */
export const promotionsFileUrl = (companyId: number) =>
  `${CONSOLE_API}/promotions/promotions.csv?company_id=${companyId}`;
