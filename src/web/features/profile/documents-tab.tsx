import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, FileText, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { DocumentCategory } from '#domain/account/dashboard';
import type { UploadedDocument } from '#domain/motor/document-calls';
import {
  ACCEPT_ATTRIBUTE,
  ALLOWED_TYPES,
  DOCUMENT_STATUS,
  isProvided,
  MAX_UPLOAD_MB,
} from '#domain/motor/documents';
import { panelLook } from '#web/components/ui/panel';
import { useTranslateText } from '#web/i18n/translate';
import { DOCUMENT_ICONS, fileProblem, hasFile, STATUS_LOOK, statusText } from '../motor/document-rules';
import { uploadDocument, useCustomerDocuments } from './account-calls';
import { Loaded } from '#web/components/ui/loaded';

// The Documents tab (content sections 2 and 3; decision 050): one collapsible category per purchase,
// named by its insurer and vehicle, with a card per document: its icon, title, status (with a rejection's
// reason), the file types it takes, the uploaded file to view, and for a missing or rejected one an
// upload that sends it for review.

export function DocumentsTab({ customerId }: { customerId: number }) {
  const { t } = useLingui();
  return (
    <Loaded
      query={useCustomerDocuments(customerId)}
      loading={t`Loading your documents`}
      failed={t`Your documents could not be shown`}
    >
      {(categories) =>
        categories.length === 0 ? (
          <p className={`${panelLook} text-slate-700`}>
            <Trans>You have no documents with Kavacha yet. They are asked for once you buy a policy.</Trans>
          </p>
        ) : (
          <div className="space-y-4">
            {categories.map((category) => (
              <Category key={category.id} category={category} customerId={customerId} />
            ))}
          </div>
        )
      }
    </Loaded>
  );
}

function Category({ category, customerId }: { category: DocumentCategory; customerId: number }) {
  return (
    <details open className={`${panelLook} group`}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded font-semibold text-slate-900 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none">
        {category.title}
        <ChevronDown aria-hidden className="size-5 shrink-0 group-open:rotate-180" />
      </summary>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {category.docs.map((doc) => (
          <DocumentCard key={doc.id} doc={doc} customerId={customerId} />
        ))}
      </ul>
    </details>
  );
}

const ALLOWED = ALLOWED_TYPES.map((type) => type.toUpperCase()).join(', ');

function DocumentCard({ doc, customerId }: { doc: UploadedDocument; customerId: number }) {
  const { i18n } = useLingui();
  const translate = useTranslateText();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const Icon = DOCUMENT_ICONS[doc.icon] ?? FileText;
  const { icon: StatusIcon, look } = STATUS_LOOK[doc.status] ?? STATUS_LOOK[DOCUMENT_STATUS.empty]!;
  const title = translate(doc.title);

  const send = async (file: File | undefined) => {
    if (file === undefined) return;
    const problem = fileProblem(file);
    setError(problem && translate(problem));
    if (problem) return;
    setSending(true);
    try {
      queryClient.setQueryData(['customer', customerId, 'documents'], await uploadDocument(doc.id, file));
      // What is left of the purchase changed with it.
      await queryClient.invalidateQueries({ queryKey: ['customer', customerId, 'applications'] });
    } catch (failure) {
      setError(translate(failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setSending(false);
    }
  };

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
      <p className="flex items-center gap-2 font-medium text-slate-900">
        <Icon aria-hidden className="size-5 text-sky-800" />
        {title}
      </p>
      <p className={`inline-flex items-center gap-1 self-start rounded-full px-2 py-0.5 text-sm ${look}`}>
        <StatusIcon aria-hidden className="size-4" />
        {statusText(doc, i18n)}
      </p>
      <p className="text-xs text-slate-600">
        <Trans>
          {ALLOWED}, at most {MAX_UPLOAD_MB} MB
        </Trans>
      </p>
      {hasFile(doc) && (
        <a
          href={doc.uploadedURL}
          target="_blank"
          rel="noopener"
          className="text-sm font-semibold text-sky-800 underline focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
        >
          <Trans>View {title}</Trans>
        </a>
      )}
      {!isProvided(doc.status) && (
        <div>
          <label
            htmlFor={inputId}
            className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sky-600"
          >
            {sending && (
              <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
            )}
            {doc.status === DOCUMENT_STATUS.rejected ? (
              <Trans>Replace {title}</Trans>
            ) : (
              <Trans>Upload {title}</Trans>
            )}
            <input
              id={inputId}
              type="file"
              name="asset"
              accept={ACCEPT_ATTRIBUTE}
              disabled={sending}
              className="sr-only"
              onChange={(event) => {
                void send(event.currentTarget.files?.[0]);
                event.currentTarget.value = '';
              }}
            />
          </label>
          {error && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
