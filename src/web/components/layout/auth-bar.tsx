import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LogOut, UserRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerSession } from '#domain/account/session';
import { SITE_ROUTES } from '#domain/site-routes';
import { logOut } from '#web/api/customer-session';
import { LoginLink } from './login-link';

// The header's auth bar (content section 2): logged out, 'Please login !' and Login to our login page;
// logged in, 'Go to Profile' and the avatar's menu with Logout (a menu button: Enter, Space or the down
// arrow opens it on its item, Escape closes it back onto the button).

const pill =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full bg-white px-3 py-1 font-semibold text-brand-900 hover:bg-brand-100';

function AvatarMenu({ customer }: { customer: CustomerSession }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) item.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close();
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t`Account menu of ${customer.name}`}
        onClick={() => setOpen(!open)}
        className="inline-flex size-9 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-brand-900 hover:bg-white"
      >
        {/* The picture, or an icon rather than initials: the button's name (the customer's) must hold any
            text it shows. */}
        {customer.picture ? (
          <img src={customer.picture} alt="" className="size-9 object-cover" />
        ) : (
          <UserRound aria-hidden="true" className="size-5" />
        )}
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label={t`Account`}
        hidden={!open}
        className="absolute right-0 top-full z-40 mt-2 min-w-44 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg [--focus-ring:var(--color-brand-700)]"
      >
        <button
          ref={item}
          type="button"
          role="menuitem"
          onClick={() =>
            void logOut().then(() => {
              setOpen(false);
              void navigate(SITE_ROUTES.home);
            })
          }
          className="flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-left font-medium hover:bg-brand-50"
        >
          <LogOut aria-hidden="true" className="size-4" />
          <Trans>Logout</Trans>
        </button>
      </div>
    </div>
  );
}

export function AuthBar({ customer }: { customer: CustomerSession | null }) {
  if (customer) {
    return (
      <div className="inline-flex items-center gap-3">
        <Link to={SITE_ROUTES.profile} className={pill}>
          <Trans>Go to Profile</Trans>
        </Link>
        <AvatarMenu customer={customer} />
      </div>
    );
  }
  return (
    <p className="inline-flex items-center gap-3">
      <span>
        <Trans>Please login !</Trans>
      </span>
      <LoginLink className={pill}>
        <UserRound aria-hidden="true" className="size-4" />
        <Trans>Login</Trans>
      </LoginLink>
    </p>
  );
}
