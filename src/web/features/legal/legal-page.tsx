import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { telHref } from '#web/components/layout/site-links';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { publicConfig } from '#web/config';

// The frame of the three legal pages (issue 20). Their words are page copy kept here with the code, not
// content in the database: they change when what the site does changes, reviewed as code is (decision 034).

/** When the legal pages' words last changed; shown on each, as the privacy notice promises. */
const UPDATED = '23 November 2026';

export const textLink = 'font-medium text-brand-800 underline hover:no-underline';

export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(pageTitle(title));
  const updated = UPDATED;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 text-slate-800 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>Last updated {updated}</Trans>
      </p>
      <div className="mt-5 space-y-3 text-lg leading-relaxed">{intro}</div>
      <div className="mt-8 space-y-10">{children}</div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 leading-relaxed">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** A bulleted list; each entry may start with a bold lead-in. */
export function Points({ items }: { items: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** How to reach Kavacha: e-mail, the hotlines and the postal address, all from the site's configuration. */
export function ContactKavacha({ email, addressee = 'Kavacha' }: { email?: string; addressee?: string }) {
  const { contactEmail, hotlines, companyAddress } = publicConfig();
  const address = email ?? contactEmail;
  const { t } = useLingui();
  return (
    <Points
      items={[
        address && (
          <Trans>
            E-mail:{' '}
            <a href={`mailto:${address}`} className={`${textLink} break-all`}>
              {address}
            </a>
          </Trans>
        ),
        ...hotlines.map((line) => (
          <>
            {line.name}:{' '}
            <a href={telHref(line.number)} className={textLink}>
              {line.number}
            </a>
          </>
        )),
        companyAddress && t`Post: ${addressee}, ${companyAddress}`,
      ].filter(Boolean)}
    />
  );
}
