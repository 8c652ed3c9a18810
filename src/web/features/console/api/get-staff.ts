import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, Staff } from '#domain/console/calls';
import { consoleCall } from './console-call';

// GET /api/console/staff?page&size (admins): one page of the staff accounts.

export const useStaffList = (query: { page: number; size: number }) =>
  useQuery({
    queryKey: ['console', 'staff', query],
    queryFn: ({ signal }) => consoleCall<Page<Staff>>({ path: '/staff', query, signal }),
    placeholderData: keepPreviousData,
  });
