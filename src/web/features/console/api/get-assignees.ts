import { useQuery } from '@tanstack/react-query';
import type { Assignee } from '#domain/console/leads';
import { consoleCall } from './console-call';

// GET /api/console/staff/assignees: the active admins and operators, whom a lead may be assigned to.

export const useAssignees = () =>
  useQuery({
    queryKey: ['console', 'assignees'],
    queryFn: ({ signal }) => consoleCall<Assignee[]>({ path: '/staff/assignees', signal }),
    staleTime: 60_000,
  });
