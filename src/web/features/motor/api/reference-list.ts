import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#web/api/client';

// The vehicle reference lists of motor section 7 (GET {sys}/v1/vehicle/...), one operation per file beside
// this one. A list changes only when an operator edits it, so one fetch per visit and key is enough
// (section 4: "load once and are skipped if already held").

export const referenceListOptions = <T>(path: string, query: Record<string, string | number> = {}) =>
  queryOptions({
    queryKey: ['motor', 'reference', path, query],
    queryFn: ({ signal }) => apiClient().request<T[]>({ host: 'sys', path, query, signal }),
    staleTime: Infinity,
  });
