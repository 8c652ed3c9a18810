import { useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, Phone, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_ROUTES } from '#domain/site-routes';
import { publicConfig } from '#web/config';
import { useCustomerSession } from '#web/api/customer-session';
import { AuthBar } from './auth-bar';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { SearchBox } from './search-box';
import { MENU, telHref } from './site-links';

const menuLink =
  'block rounded-md px-3 py-3 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 decoration-2 underline-offset-8 aria-[current=page]:text-brand-700 aria-[current=page]:underline md:py-2';

export function SiteHeader() {
  const { i18n, t } = useLingui();
  const menuId = useId();
  const toggle = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // Several entries lead to the same path; only the first of them is the current page.
  const current = MENU.findIndex((item) => item.to === pathname);
  const hotline = publicConfig().hotlines[0];
  const customer = useCustomerSession();

  // The browser opens and closes the menu itself, before the app has started too (decision 066); the app
  // only closes it: on Escape, giving the focus back to the button, and when one of its links is followed.
  const close = () => {
    if (toggle.current) toggle.current.open = false;
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && toggle.current?.open) {
      close();
      toggle.current.querySelector('summary')?.focus();
    }
  };

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="bg-brand-900 text-sm text-white [--focus-ring:#fff]">
        {/* On a phone two short rows: the hotline and the languages, then the login; one row from sm. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-0.5 px-4 py-1 sm:gap-x-4 sm:py-1.5">
          {hotline ? (
            <a
              href={telHref(hotline.number)}
              className="inline-flex items-center gap-1.5 py-1 hover:underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">{hotline.name}:</span>
              <span className="font-semibold">{hotline.number}</span>
            </a>
          ) : (
            <span />
          )}
          <LanguageSwitcher />
          {/* The spec hides the auth bar on the profile pages. */}
          {pathname.startsWith(SITE_ROUTES.profile) ? <span /> : <AuthBar customer={customer} />}
        </div>
      </div>

      <div
        className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2 sm:py-3"
        onKeyDown={closeOnEscape}
      >
        <Link to={SITE_ROUTES.home} aria-label={t`Kavacha home`} className="rounded-md text-brand-900">
          <Logo className="h-9 w-auto" />
        </Link>

        {/* The menu's button: a native disclosure, so it works before any script has run. */}
        <details ref={toggle} className="group peer md:hidden">
          <summary
            aria-controls={menuId}
            className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden"
          >
            <Menu aria-hidden="true" className="size-5 group-open:hidden" />
            <X aria-hidden="true" className="hidden size-5 group-open:block" />
            <Trans>Menu</Trans>
          </summary>
        </details>

        {/* One nav for both widths: a drop-down panel below 768 px (the spec's breakpoint), a row above. */}
        <nav
          id={menuId}
          aria-label={t`Main`}
          className="absolute inset-x-0 top-full z-30 hidden border-b border-slate-200 bg-white shadow-lg peer-open:block md:static md:flex md:items-center md:gap-2 md:border-0 md:shadow-none"
        >
          <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2 md:flex-row md:gap-1 md:p-0">
            {MENU.map((item, index) => (
              <li key={item.label.id}>
                {/* A section of this page: the browser's own jump, which a router link does not make. */}
                {item.to.startsWith('#') ? (
                  <a href={item.to} onClick={close} className={menuLink}>
                    {i18n._(item.label)}
                  </a>
                ) : (
                  <Link
                    to={item.to}
                    aria-current={index === current ? 'page' : undefined}
                    onClick={close}
                    className={menuLink}
                  >
                    {i18n._(item.label)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          {/* Blogs first: the articles answer most of what visitors search for; the tabs show the rest. */}
          <SearchBox
            action={SITE_ROUTES.searchBlogs}
            landmark={t`Search the site`}
            compact
            className="px-4 pb-3 md:w-44 md:p-0 lg:w-56"
          />
        </nav>
      </div>
    </header>
  );
}
