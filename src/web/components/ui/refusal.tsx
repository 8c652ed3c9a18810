import { CircleAlert } from 'lucide-react';
import { useTranslateText } from '#web/i18n/translate';

/** A refusal of the server (wrong code, too many tries, a rate limit) in the page's language. */
export function Refusal({ message }: { message: string | undefined }) {
  const translate = useTranslateText();
  return (
    <div role="alert" className="empty:hidden">
      {message && (
        <p className="flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-3 font-medium text-red-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <span className="min-w-0 break-words">{translate(message)}</span>
        </p>
      )}
    </div>
  );
}
