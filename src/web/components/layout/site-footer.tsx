import type { LucideIcon } from 'lucide-react';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { publicConfig } from '#web/config';
import { CallbackLink } from './callback-link';
import { Logo } from './logo';
import { CONTACT_SECTION, LEGAL_LINKS, telHref } from './site-links';

const link = 'text-brand-800 underline hover:no-underline';

function FooterSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ContactLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span className="min-w-0">{children}</span>
    </p>
  );
}

export function SiteFooter() {
  const { i18n, t } = useLingui();
  const { brokerLicence, companyAddress, contactEmail, hotlines, socialLinks } = publicConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="below-fold border-t border-slate-200 bg-slate-50 text-slate-700">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo className="h-8 w-auto text-brand-900" />
          <p className="mt-3 max-w-xs">
            <Trans>Compare motor insurance from Sri Lanka&apos;s leading insurers and buy online.</Trans>
          </p>
        </div>
        <FooterSection id={CONTACT_SECTION} title={t`Contact us`}>
          <address className="space-y-2 not-italic">
            {companyAddress && <ContactLine icon={MapPin}>{companyAddress}</ContactLine>}
            {contactEmail && (
              <ContactLine icon={Mail}>
                <a href={`mailto:${contactEmail}`} className={`${link} break-all`}>
                  {contactEmail}
                </a>
              </ContactLine>
            )}
            {hotlines.map((line) => (
              <ContactLine key={line.number} icon={Phone}>
                {line.name}:{' '}
                <a href={telHref(line.number)} className={link}>
                  {line.number}
                </a>
              </ContactLine>
            ))}
          </address>
          <CallbackLink className={`${link} mt-3 inline-flex min-h-11 items-center font-semibold`} />
        </FooterSection>
        <FooterSection id="footer-legal" title={t`Legal`}>
          <ul className="space-y-2">
            {LEGAL_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={link}>
                  {i18n._(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </FooterSection>
        {socialLinks.length > 0 && (
          <FooterSection id="footer-social" title={t`Follow us`}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {socialLinks.map((social) => (
                <li key={social.label}>
                  <a href={social.href} rel="noopener noreferrer" className={link}>
                    {social.label}
                  </a>
                </li>
              ))}
            </ul>
          </FooterSection>
        )}
      </div>
      <div className="space-y-2 border-t border-slate-200 px-4 py-4 text-center text-sm text-slate-600">
        {/* Every page names the broker's licence (issue 20); a demo site says that it is one. */}
        {brokerLicence && <p className="mx-auto max-w-3xl">{brokerLicence}</p>}
        <p>
          <Trans>© {year} Kavacha. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}
