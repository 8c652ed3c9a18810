import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTranslateText } from '#web/i18n/translate';

// Short messages about what just happened (motor section 8's toasts): a polite live region that is in
// the page from the start, so screen readers announce each message as it is added. Each message stays
// for a while and can be dismissed; an error stays twice as long.

export type ToastTone = 'success' | 'error';

interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

const SHOWN_MS = 6000;

export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (text: string, tone: ToastTone = 'success') => {
      next.current += 1;
      const id = next.current;
      // The same message twice in a row is said once, with its time renewed.
      setToasts((shown) => [...shown.filter((toast) => toast.text !== text), { id, text, tone }].slice(-3));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), tone === 'error' ? SHOWN_MS * 2 : SHOWN_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return { toasts, show, dismiss };
}

const TONE: Record<ToastTone, { look: string; icon: typeof CircleCheck }> = {
  success: { look: 'border-green-300 bg-green-50 text-green-950', icon: CircleCheck },
  error: { look: 'border-red-300 bg-red-50 text-red-950', icon: CircleAlert },
};

export function Toasts({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const { t } = useLingui();
  const translate = useTranslateText();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t`Notifications`}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      {toasts.map(({ id, text, tone }) => {
        const { look, icon: Icon } = TONE[tone];
        const message = translate(text);
        return (
          <div
            key={id}
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-3 shadow-lg ${look}`}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p className="min-w-0 flex-1 font-medium break-words">{message}</p>
            <button
              type="button"
              onClick={() => onDismiss(id)}
              className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/5"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">
                <Trans>Dismiss: {message}</Trans>
              </span>
            </button>
          </div>
        );
      })}
    </div>
  );
}
