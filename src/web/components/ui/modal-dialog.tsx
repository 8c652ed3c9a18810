import type { LucideIcon } from 'lucide-react';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

// The site's modal: a native <dialog> opened with showModal(), so focus stays inside, Escape closes it
// and focus goes back to what opened it, with no library. The browser's close (Escape) and the page's
// own (open turning false) both end in onClose.

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's heading; or else label, its accessible name. */
  labelledBy?: string;
  label?: string;
  /** The id of the text that says what the dialog is about. */
  describedBy?: string;
  /** Width, height, padding and text of this dialog; the frame and backdrop are shared. */
  className: string;
  children: ReactNode;
}

export function ModalDialog({
  open,
  onClose,
  labelledBy,
  label,
  describedBy,
  className,
  children,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) element?.showModal();
    if (!open && element?.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      className={`m-auto rounded-2xl bg-white shadow-xl backdrop:bg-slate-900/60 ${className}`}
    >
      {children}
    </dialog>
  );
}

/**
 * A modal whose header is its title and Close, over content that scrolls within the viewport: the login,
 * callback and quote modals. `width` is the dialog's width classes.
 */
export function TitledModal({
  open,
  onClose,
  title,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  width: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className={`max-h-[calc(100dvh-1rem)] ${width} overflow-y-auto p-4 text-slate-800 sm:p-6`}
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {title}
        </h2>
        <DialogCloseButton onClick={onClose} />
      </div>
      {children}
    </ModalDialog>
  );
}

/** The Close button in a dialog's header. */
export function DialogCloseButton({ onClick, className = '' }: { onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 font-semibold text-brand-800 hover:bg-brand-50 ${className}`}
    >
      <X aria-hidden="true" className="size-5" />
      <Trans>Close</Trans>
    </button>
  );
}

// A dialog that says one thing and asks for one answer (a success, a warning to acknowledge): an icon in
// the message's tone, the heading that names the dialog, the text that describes it, then the actions.

const TONES = { success: 'text-green-700', warning: 'text-amber-700' } as const;

interface MessageDialogProps {
  open: boolean;
  onClose: () => void;
  /** Makes the ids of the heading ('{id}-title') and the text ('{id}-text'). */
  id: string;
  icon: LucideIcon;
  tone: keyof typeof TONES;
  heading: string;
  /** The text, read as the dialog's description. */
  children: ReactNode;
  /** Its buttons or link; the first one takes the focus when the dialog opens. */
  actions: ReactNode;
}

export function MessageDialog({
  open,
  onClose,
  id,
  icon: Icon,
  tone,
  heading,
  children,
  actions,
}: MessageDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      className="w-[min(30rem,calc(100vw-2rem))] p-6 text-slate-800 sm:p-8"
    >
      <Icon aria-hidden="true" className={`size-12 ${TONES[tone]}`} strokeWidth={1.75} />
      <h2 id={`${id}-title`} className="mt-3 text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <div id={`${id}-text`} className="mt-2 space-y-2 text-slate-700">
        {children}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{actions}</div>
    </ModalDialog>
  );
}
