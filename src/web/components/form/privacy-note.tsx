import { ExternalLink, ShieldCheck } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { SITE_ROUTES } from '#domain/site-routes';

/**
 * The line on every form that collects personal data (issue 20): what the details are for, and the
 * privacy notice. The notice opens in a new tab so that a half-filled form is not left behind. `use` is
 * the purpose, already in the page's language: 'to prepare your quotation'.
 */
export function PrivacyNote({ use, className = '' }: { use: string; className?: string }) {
  return (
    <p className={`flex gap-2 text-sm text-slate-600 ${className}`}>
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        <Trans>
          We use your details {use}. See our{' '}
          <a
            href={SITE_ROUTES.privacy}
            target="_blank"
            rel="noopener"
            className="font-medium whitespace-nowrap text-brand-800 underline hover:no-underline"
          >
            privacy notice
            <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5 align-[-2px]" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </Trans>
      </span>
    </p>
  );
}
