import { createColumnHelper } from '@tanstack/react-table';
import type { Staff } from '#domain/console/calls';
import { pageQuerySchema } from '#domain/console/calls';
import { usePageTitle } from '#web/components/use-page-title';
import { useStaffList } from '../api/get-staff';
import { atMinute, DataTable, useTableQuery } from '../console-table';
import { AddStaffForm } from './add-staff-form';
import { StaffActions } from './staff-actions';

// /console/staff (admins): the staff accounts, a new one added, one activated, deactivated or given a
// new password.

const column = createColumnHelper<Staff>();
const COLUMNS = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('email', { header: 'Email' }),
  column.accessor('role', { header: 'Role' }),
  column.accessor('company_name', { header: 'Insurer', cell: (cell) => cell.getValue() ?? '—' }),
  column.accessor('active', { header: 'Active', cell: (cell) => (cell.getValue() ? 'Yes' : 'No') }),
  column.accessor('last_login_at', { header: 'Last login', cell: (cell) => atMinute(cell.getValue()) }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: (cell) => <StaffActions staff={cell.row.original} />,
  }),
];

export function StaffScreen() {
  usePageTitle('Staff | Kavacha console');
  const { query, change } = useTableQuery(pageQuerySchema);
  const staff = useStaffList(query);
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Staff</h1>
      <DataTable
        caption="Staff accounts"
        columns={COLUMNS}
        result={staff}
        query={query}
        change={change}
        empty="No staff accounts"
      />
      <AddStaffForm />
    </>
  );
}
