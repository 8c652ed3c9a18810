import type { MouseEvent, ReactNode } from 'react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { SITE_ROUTES } from '#domain/site-routes';
import { LazyLoginModal } from '#web/lazy-login-modal';

// Login (content section 2; decision 051): a link to /v1/public_login, so a new tab or a middle click
// still works, whose plain click opens the login modal instead, loaded then and not before.

/** A plain left click, without a key that asks for a new tab or window. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function LoginLink({ className, children }: { className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Link
        to={SITE_ROUTES.publicLogin}
        className={className}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
      >
        {children}
      </Link>
      {wanted && (
        <Suspense fallback={null}>
          <LazyLoginModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
