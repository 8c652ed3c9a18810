import { useQuery } from '@tanstack/react-query';
import type { Pipeline } from '#domain/console/applications';
import { consoleCall } from './console-call';

// GET /api/console/applications/pipeline: how many are at each stage, from quoted to cover note.

export const usePipeline = () =>
  useQuery({
    queryKey: ['console', 'applications', 'pipeline'],
    queryFn: ({ signal }) => consoleCall<Pipeline>({ path: '/applications/pipeline', signal }),
  });
