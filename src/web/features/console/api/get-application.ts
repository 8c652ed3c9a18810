import { useQuery } from '@tanstack/react-query';
import type { ApplicationDetail } from '#domain/console/applications';
import { consoleCall } from './console-call';

// GET /api/console/applications/:id: one application with its history, documents and payments.

export const useApplication = (id: number) =>
  useQuery({
    queryKey: ['console', 'applications', 'one', id],
    queryFn: ({ signal }) => consoleCall<ApplicationDetail>({ path: `/applications/${id}`, signal }),
  });
