import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

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

/** The Close button in a dialog's header. */
export function DialogCloseButton({ onClick, className = '' }: { onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 font-semibold text-brand-800 hover:bg-brand-50 ${className}`}
    >
      <X aria-hidden="true" className="size-5" />
      Close
    </button>
  );
}
