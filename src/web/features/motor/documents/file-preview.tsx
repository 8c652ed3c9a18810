import { ExternalLink, ZoomIn } from 'lucide-react';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UploadedDocument } from '#domain/motor/document-calls';
import { secondaryButton } from '#web/components/ui/buttons';
import { DialogCloseButton, ModalDialog } from '#web/components/ui/modal-dialog';
import { useTranslateText } from '#web/i18n/translate';
import { previewKind } from '../document-rules';

// The uploaded file of a slot (motor section 2.8): an image 200 pixels wide, or the PDF embedded, with a
// Zoom button that opens it large in a modal 1000 pixels wide. PDFs go in an <iframe>: the site's CSP
// forbids <object> and <embed>. Phones seldom draw a PDF in a frame, so a link opens it in a new tab.

const linkLook =
  'inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline hover:no-underline';

export function FilePreview({ document }: { document: UploadedDocument }) {
  const { t } = useLingui();
  const translate = useTranslateText();
  const [zoomed, setZoomed] = useState(false);
  const name = document.file_name ?? t`uploaded file`;
  const title = translate(document.title);
  const label = `${title}: ${name}`;
  return (
    <div className="space-y-2">
      {previewKind(document) === 'image' ? (
        <img
          src={document.uploadedURL}
          alt={label}
          width={200}
          className="h-auto max-w-full rounded-lg border border-slate-200 bg-slate-50"
        />
      ) : (
        <>
          <iframe
            src={document.uploadedURL}
            title={label}
            className="h-56 w-full rounded-lg border border-slate-200 bg-slate-50"
          />
          <button type="button" onClick={() => setZoomed(true)} className={secondaryButton}>
            <ZoomIn aria-hidden="true" className="size-5" />
            <Trans>
              Zoom<span className="sr-only"> {title}</span>
            </Trans>
          </button>
          <PdfDialog
            open={zoomed}
            src={document.uploadedURL}
            title={label}
            onClose={() => setZoomed(false)}
          />
        </>
      )}
      <p className="min-w-0">
        <a href={document.uploadedURL} target="_blank" rel="noopener" className={linkLook}>
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 break-all">{name}</span>
          <span className="sr-only">
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </p>
    </div>
  );
}

interface PdfDialogProps {
  open: boolean;
  src: string;
  title: string;
  onClose: () => void;
}

/** The PDF large in a modal; closing it gives focus back to the Zoom button. */
function PdfDialog({ open, src, title, onClose }: PdfDialogProps) {
  const { t } = useLingui();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      label={title}
      className="h-[90dvh] w-[1000px] max-w-[100vw] p-0 max-sm:rounded-none"
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2">
            <h2 className="min-w-0 truncate font-semibold text-slate-900">{title}</h2>
            <DialogCloseButton onClick={onClose} />
          </div>
          <iframe src={src} title={t`${title} (large)`} className="min-h-0 w-full flex-1" />
        </div>
      )}
    </ModalDialog>
  );
}
