import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // One quiet retry for a dropped connection or a server failure; a refusal will not change on repeat.
      retry: (failures, error) => failures < 1 && error instanceof ApiError && error.transient,
      refetchOnWindowFocus: false,
    },
  },
});
