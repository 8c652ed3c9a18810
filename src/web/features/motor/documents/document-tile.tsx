import { CircleAlert, FileText, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UploadedDocument } from '#domain/motor/document-calls';
import { DOCUMENT_MESSAGES, DOCUMENT_STATUS, isEditable } from '#domain/motor/documents';
import { ApiError } from '#web/api/api-error';
import { secondaryButton } from '#web/components/ui/buttons';
import type { ToastTone } from '#web/components/ui/toasts';
import { useTranslateText } from '#web/i18n/translate';
import { useRemoveDocument } from '../api/remove-document';
import { useUploadDocument } from '../api/upload-document';
import { DOCUMENT_ICONS, fileProblem, hasFile, STATUS_LOOK, statusText } from '../document-rules';
import { FilePreview } from './file-preview';
import { UploadDropzone } from './upload-dropzone';

// One document slot of the uploader (motor section 2.8): its title, icon and status, and the upload
// widget: the drop zone, then the upload with its progress, then the preview with Remove while the
// document may still change. Every outcome is also said in the page's toasts.

interface DocumentTileProps {
  hashCode: string;
  document: UploadedDocument;
  /** A submit was tried without this document: the tile says it is needed. */
  missing: boolean;
  toast: (text: string, tone?: ToastTone) => void;
  /** Reloads the list after a refusal that says the list is out of date. */
  reload: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : DOCUMENT_MESSAGES.thrown);
/** A 409 says the slot changed meanwhile (submitted, or emptied in another tab): the list is stale. */
const isStale = (error: unknown) => error instanceof ApiError && error.httpStatus === 409;

export function DocumentTile({ hashCode, document, missing, toast, reload }: DocumentTileProps) {
  const upload = useUploadDocument(hashCode);
  const remove = useRemoveDocument(hashCode);
  const [progress, setProgress] = useState<{ name: string; fraction: number }>();
  const [error, setError] = useState<string>();
  const headingId = `document-${document.id}`;
  const Icon = DOCUMENT_ICONS[document.icon] ?? FileText;
  const { icon: StatusIcon, look } = STATUS_LOOK[document.status] ?? STATUS_LOOK[DOCUMENT_STATUS.empty]!;
  const editable = isEditable(document.status);
  const { i18n } = useLingui();
  const translate = useTranslateText();
  const title = translate(document.title);

  const fail = (message: string) => {
    setError(message);
    toast(translate(message), 'error');
  };

  const send = async (file: File) => {
    const problem = fileProblem(file);
    if (problem) return fail(problem);
    setError(undefined);
    setProgress({ name: file.name, fraction: 0 });
    try {
      await upload.mutateAsync({
        id: document.id,
        file,
        onProgress: (fraction) => setProgress({ name: file.name, fraction }),
      });
      toast(translate(DOCUMENT_MESSAGES.uploaded));
    } catch (failure) {
      fail(messageOf(failure));
      if (isStale(failure)) reload();
    } finally {
      setProgress(undefined);
    }
  };

  const onRemove = async () => {
    if (remove.isPending) return;
    setError(undefined);
    try {
      await remove.mutateAsync(document.id);
      toast(translate(DOCUMENT_MESSAGES.removed));
    } catch (failure) {
      fail(messageOf(failure));
      if (isStale(failure)) reload();
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm ${
        missing ? 'border-red-700 ring-1 ring-red-700' : 'border-slate-200'
      }`}
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {title}
          </h3>
          <p
            className={`mt-1 inline-flex max-w-full items-start gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium ${look}`}
          >
            <StatusIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">
              <span className="sr-only">
                <Trans>Status:</Trans>{' '}
              </span>
              {statusText(document, i18n)}
            </span>
          </p>
          {missing && (
            <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <Trans>Needed before you can submit: please upload it.</Trans>
            </p>
          )}
        </div>
      </div>

      {progress ? (
        <UploadProgress name={progress.name} fraction={progress.fraction} />
      ) : hasFile(document) ? (
        <>
          <FilePreview document={document} />
          {editable && (
            <button
              type="button"
              onClick={() => void onRemove()}
              aria-disabled={remove.isPending}
              className={`${secondaryButton} self-start`}
            >
              {remove.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
              ) : (
                <Trash2 aria-hidden="true" className="size-5" />
              )}
              <Trans>
                Remove<span className="sr-only"> {title}</span>
              </Trans>
            </button>
          )}
          {error && <p className="text-sm font-medium break-words text-red-700">{translate(error)}</p>}
        </>
      ) : editable ? (
        <UploadDropzone title={title} error={error && translate(error)} onFile={(file) => void send(file)} />
      ) : null}
    </section>
  );
}

/** The upload's real progress (XMLHttpRequest's upload events), then the server's check. */
function UploadProgress({ name, fraction }: { name: string; fraction: number }) {
  const { t } = useLingui();
  const percent = Math.round(fraction * 100);
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <LoaderCircle aria-hidden="true" className="size-4 shrink-0 motion-safe:animate-spin" />
        <span className="min-w-0 break-all">
          {percent < 100 ? t`Uploading ${name}… ${percent}%` : t`Checking ${name}…`}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={t`Uploading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
