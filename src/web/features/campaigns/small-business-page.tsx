import { HeartPulse, ShieldPlus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { primaryButton, secondaryButton } from '#web/components/ui/buttons';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { LeadForm } from './lead-form';

// The start-ups and SME group health page (content document, sections 2 and 9): the banner whose Get a
// Quote and More Info scroll to their sections, the two plans of section 9, and the quote form with the
// company's name, sent as a lead as the bank pages' are (decision 061).

export function Component() {
  const { t } = useLingui();
  usePageTitle(pageTitle(t`Group health insurance for start-ups and SMEs`));
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <section aria-labelledby="sme-headline" className="rounded-3xl bg-brand-800 p-6 text-white sm:p-10">
        <h1 id="sme-headline" className="text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>Group health insurance for start-ups and SMEs</Trans>
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-50">
          <Trans>
            Look after your team with a group health cover sized for a small business: hospital cover with
            free life cover, or daily cash with personal accident cover.
          </Trans>
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <a href="#sme-quote" className={`${primaryButton} bg-white !text-brand-800 hover:bg-brand-50`}>
            <Trans>Get a Quote</Trans>
          </a>
          <a
            href="#sme-plans"
            className={`${secondaryButton} border-white bg-transparent !text-white hover:bg-white/10`}
          >
            <Trans>More Info</Trans>
          </a>
        </div>
      </section>

      <section id="sme-plans" aria-labelledby="sme-plans-title" className="mt-10 scroll-mt-24">
        <h2 id="sme-plans-title" className="text-2xl font-bold text-slate-900">
          <Trans>Two plans to choose from</Trans>
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <article className="rounded-2xl border border-slate-200 p-6">
            <ShieldPlus aria-hidden="true" className="size-10 text-brand-700" />
            <h3 className="mt-3 text-xl font-semibold text-slate-900">
              <Trans>Option 1: lump sum cover</Trans>
            </h3>
            <ul className="mt-3 list-disc space-y-2 pl-6 text-lg text-slate-800 marker:text-brand-700">
              <li>
                <Trans>A lump sum cover from Rs. 100,000 to Rs. 500,000 a year for each member.</Trans>
              </li>
              <li>
                <Trans>Free life cover of 5 times the limit you choose.</Trans>
              </li>
            </ul>
          </article>
          <article className="rounded-2xl border border-slate-200 p-6">
            <HeartPulse aria-hidden="true" className="size-10 text-brand-700" />
            <h3 className="mt-3 text-xl font-semibold text-slate-900">
              <Trans>Option 2: daily cash and personal accident</Trans>
            </h3>
            <ul className="mt-3 list-disc space-y-2 pl-6 text-lg text-slate-800 marker:text-brand-700">
              <li>
                <Trans>Daily cash cover from Rs. 50,000 to Rs. 450,000.</Trans>
              </li>
              <li>
                <Trans>Personal accident cover from Rs. 50,000 to Rs. 500,000.</Trans>
              </li>
              <li>
                <Trans>Cover for 24 critical illnesses.</Trans>
              </li>
            </ul>
          </article>
        </div>
      </section>

      <section id="sme-quote" aria-labelledby="sme-quote-title" className="mt-10 max-w-xl scroll-mt-24">
        <h2 id="sme-quote-title" className="text-2xl font-bold text-slate-900">
          <Trans>Get a Quote</Trans>
        </h2>
        <p className="mt-2 text-slate-700">
          <Trans>Tell us about your company and we will call you with a quote for your team.</Trans>
        </p>
        <div className="mt-6">
          <LeadForm source="small-business" />
        </div>
      </section>
    </div>
  );
}
