import { Clock, Mail, Phone, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '#web/api/api-error';
import { telHref } from '#web/components/layout/site-links';
import { primaryButton, secondaryButton } from '#web/components/ui/buttons';
import { publicConfig } from '#web/config';
import { useTranslateText } from '#web/i18n/translate';
import { DEFAULT_MOTOR_ROUTE, motorPath } from './motor-path';

// What the uploader, the payment page and the proposal show when their link has expired with its
// application (410 Gone, docs/decisions/027): not a failure to retry but an end, so no Try again; the
// server's sentence says when and why, and the buttons say what to do instead: a new quote, or us.

/** Whether a failed call was refused because the link has expired. */
export const isExpiredLink = (error: unknown) => error instanceof ApiError && error.httpStatus === 410;

export function LinkExpired({ message }: { message: string }) {
  const { hotlines, contactEmail } = publicConfig();
  const hotline = hotlines[0];
  const translate = useTranslateText();
  const hotlineNumber = hotline?.number;
  return (
    <section
      aria-labelledby="link-expired-heading"
      className="mt-5 max-w-2xl rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-800" />
        <div className="min-w-0">
          <h2 id="link-expired-heading" className="text-xl font-bold">
            <Trans>This link has expired</Trans>
          </h2>
          <p className="mt-1 break-words">{translate(message)}</p>
          <p className="mt-3">
            <Trans>
              A new quote prices your vehicle for today and takes a few minutes. If you have paid, or need
              help with a purchase, call or write to us and we will find it for you.
            </Trans>
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={motorPath('Quotation', DEFAULT_MOTOR_ROUTE)} className={primaryButton}>
          <RotateCcw aria-hidden="true" className="size-5" />
          <Trans>Start a new quote</Trans>
        </Link>
        {hotline && (
          <a href={telHref(hotline.number)} className={secondaryButton}>
            <Phone aria-hidden="true" className="size-5" />
            <Trans>Call {hotlineNumber}</Trans>
          </a>
        )}
        {contactEmail && (
          <a href={`mailto:${contactEmail}`} className={secondaryButton}>
            <Mail aria-hidden="true" className="size-5" />
            {contactEmail}
          </a>
        )}
      </div>
    </section>
  );
}
