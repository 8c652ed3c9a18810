import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

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
