import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApplicationQuery, ApplicationRow } from '#domain/console/applications';
import type { Page } from '#domain/console/calls';
import { consoleCall } from './console-call';

// GET /api/console/applications?page&size&stage&insurer&q&order: one page of the applications.

export const useApplications = (query: ApplicationQuery) =>
  useQuery({
    queryKey: ['console', 'applications', 'list', query],
    queryFn: ({ signal }) => consoleCall<Page<ApplicationRow>>({ path: '/applications', query, signal }),
    // The page shown stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
