import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewStaffInput, Staff, StaffChangeInput } from '#domain/console/calls';
import { consoleCall } from './console-call';

// POST /api/console/staff adds an account; PATCH /api/console/staff/:id changes one (active, password).
// Either way the staff table reloads.

const useStaffCall = <T>(send: (input: T) => Promise<Staff>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: ['console', 'staff'] }),
  });
};

export const useAddStaff = () =>
  useStaffCall((input: NewStaffInput) => consoleCall<Staff>({ path: '/staff', method: 'POST', body: input }));

export const useChangeStaff = () =>
  useStaffCall(({ id, ...change }: StaffChangeInput & { id: number }) =>
    consoleCall<Staff>({ path: `/staff/${id}`, method: 'PATCH', body: change }),
  );
