import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleHome, HomeList, HomeRow, HomeRowChangeInput, HomeSettings } from '#domain/console/home';
import { consoleCall } from './console-call';

// GET /api/console/home reads the home page's rows in every language; PATCH /api/console/home/{list}/{id}
// changes one row, PATCH /api/console/home/settings the Featured Deals switch (decision 064).

const KEY = ['console', 'home'];

export const useHomeRows = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => consoleCall<ConsoleHome>({ path: '/home', signal }),
  });

export const useChangeHomeRow = <List extends HomeList>(list: List, id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: HomeRowChangeInput<List>) =>
      consoleCall<HomeRow<List>>({ path: `/home/${list}/${id}`, method: 'PATCH', body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
};

export const useChangeHomeSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: HomeSettings) =>
      consoleCall<HomeSettings>({ path: '/home/settings', method: 'PATCH', body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
};
