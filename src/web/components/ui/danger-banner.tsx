import { TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useTranslateText } from '#web/i18n/translate';

// The red danger banner of motor sections 2.1 and 8: the first present of the page's error messages
// (authentication, premium, motor, user, in that order); clicking it clears them.

/** A message of the banner; null or undefined when that source has none. */
export type BannerSource = Error | null | undefined;

/**
 * The first source not yet cleared. Sources are compared by identity, so a new failure of the same call
 * (a new Error) shows again after an earlier one was cleared.
 */
export function useDangerBanner(sources: readonly BannerSource[]) {
  const [cleared, setCleared] = useState<readonly Error[]>([]);
  const current = sources.find((source): source is Error => !!source && !cleared.includes(source));
  return {
    message: current?.message,
    clear: () => setCleared(sources.filter((source): source is Error => !!source)),
  };
}

interface DangerBannerProps {
  message: string | undefined;
  onClear: () => void;
  /** Changes each time the page wants the banner seen again (a failed submit): scrolls up and focuses it. */
  revealKey?: number;
}

export function DangerBanner({ message, onClear, revealKey }: DangerBannerProps) {
  const button = useRef<HTMLButtonElement>(null);
  const translate = useTranslateText();
  useEffect(() => {
    if (revealKey === undefined || revealKey === 0) return;
    window.scrollTo({ top: 0 });
    button.current?.focus({ preventScroll: true });
  }, [revealKey]);

  return (
    <div role="alert" className="empty:hidden">
      {message && (
        <button
          ref={button}
          type="button"
          onClick={onClear}
          className="flex w-full items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-left text-red-900 hover:bg-red-100"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <span className="min-w-0 flex-1 font-medium break-words">{translate(message)}</span>
          <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-red-800">
            <X aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">
              <Trans>Dismiss</Trans>
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
