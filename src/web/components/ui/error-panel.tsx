import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { useTranslateText } from '#web/i18n/translate';
import { secondaryButton } from './buttons';

/** A failure the visitor can retry: the message, and a Try again button. */
export function ErrorPanel({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  const translate = useTranslateText();
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 sm:p-6">
      <div className="flex items-start gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
        <div className="min-w-0">
          <p className="font-semibold">{title}</p>
          <p className="mt-1 break-words">{translate(message)}</p>
          <button type="button" onClick={onRetry} className={`${secondaryButton} mt-4`}>
            <RotateCcw aria-hidden="true" className="size-4" />
            <Trans>Try again</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}

/** A failure with nothing to retry, such as a link that names nothing: the message alone. */
export function ErrorNotice({ message, className = '' }: { message: string; className?: string }) {
  const translate = useTranslateText();
  return (
    <div
      role="alert"
      className={`flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 ${className}`}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
      <p className="min-w-0 font-medium break-words">{translate(message)}</p>
    </div>
  );
}
