import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { ConsoleArea, Staff } from '#domain/console/calls';
import { mayOpen } from '#domain/console/calls';
import { quietButton } from '#web/components/ui/buttons';
import { useLogOut } from './api/log-out';
import { CONSOLE_PATHS } from './console-paths';
import { Problem } from './console-notices';

// The console's frame: its name, and for a signed-in staff member the pages their role opens, their name
// and Log out. No customer header, footer or dock: staff work here, nobody buys.

const NAV: { area: ConsoleArea; label: string }[] = [
  { area: 'documents', label: 'Documents' },
  { area: 'leads', label: 'Leads' },
  { area: 'applications', label: 'Applications' },
  { area: 'claims', label: 'Claims' },
  { area: 'payments', label: 'Payments' },
  { area: 'tariffs', label: 'Tariffs' },
  { area: 'campaigns', label: 'Bank offers' },
  { area: 'home', label: 'Home page' },
  { area: 'staff', label: 'Staff' },
  { area: 'audit', label: 'Audit log' },
];

const navLook = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 font-semibold ${isActive ? 'bg-white/15 text-white underline underline-offset-4' : 'text-brand-100 hover:bg-white/10 hover:text-white'}`;

export function ConsoleShell({ staff, children }: { staff?: Staff; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="bg-brand-900 text-white [--focus-ring:white]">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2">
          <p className="py-2 text-lg font-bold">Kavacha console</p>
          {staff && <StaffBar staff={staff} />}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto max-w-7xl px-4 py-6">{children}</div>
      </main>
    </div>
  );
}

function StaffBar({ staff }: { staff: Staff }) {
  const logOut = useLogOut();
  return (
    <>
      <nav aria-label="Console" className="flex flex-wrap gap-1">
        {NAV.filter(({ area }) => mayOpen(staff.role, area)).map(({ area, label }) => (
          <NavLink key={area} to={CONSOLE_PATHS[area]} className={navLook}>
            {label}
          </NavLink>
        ))}
      </nav>
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
        <p>
          <span className="sr-only">Signed in as </span>
          <span className="font-semibold">{staff.name}</span> ({staff.role})
        </p>
        <button
          type="button"
          onClick={() => !logOut.isPending && logOut.mutate()}
          aria-disabled={logOut.isPending}
          className={`${quietButton} text-white hover:bg-white/10 hover:text-white`}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Log out
        </button>
      </div>
      {logOut.error && <Problem message={logOut.error.message} className="w-full" />}
    </>
  );
}
