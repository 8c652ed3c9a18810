import { ArrowRight, LoaderCircle, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DOCUMENT_MESSAGES, ONLINE_APP_CODE } from '#domain/motor/documents';
import { payPath } from '#domain/motor/purchase-paths';
import { isLinkKey } from '#domain/motor/link-key';
import { ApiError } from '#web/api/api-error';
import { PrivacyNote } from '#web/components/form/privacy-note';
import { primaryButton } from '#web/components/ui/buttons';
import { ErrorNotice, ErrorPanel } from '#web/components/ui/error-panel';
import { Toasts, useToasts } from '#web/components/ui/toasts';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { useTranslateText } from '#web/i18n/translate';
import { useDocuments } from '../api/get-documents';
import { isExpiredLink, LinkExpired } from '../link-expired';
import { PurchaseSteps } from '../purchase-steps';
import { AcknowledgementDialog } from './acknowledgement-dialog';
import { showsSubmit } from '../document-rules';
import { DocumentTile } from './document-tile';
import { PolicyInformation } from './policy-information';
import { useDocumentSubmit } from './use-document-submit';
import { useVehicleNumbersForm, VehicleNumbersSection } from './vehicle-numbers';

// The document upload page (motor section 2.8): /user/document/uploader/{pay_sec_hash}?app_code=ONLINE,
// reached after the purchase. Left, the policy information; right, one tile per document and Submit
// for Review, which in the online journey leads on to payment.

export function Component() {
  const { t } = useLingui();
  const translate = useTranslateText();
  usePageTitle(pageTitle(t`Upload documents`));
  const { hash_code: hashCode } = useParams();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <PurchaseSteps current="Documents" />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Upload your documents</Trans>
      </h1>
      <p className="mt-1 max-w-2xl text-slate-700">
        <Trans>
          Upload your vehicle registration and both sides of your NIC or passport, then submit them for
          review.
        </Trans>
      </p>
      <PrivacyNote
        className="mt-2 max-w-2xl"
        use={t`so that the insurer can check who you are and your vehicle`}
      />
      {isLinkKey(hashCode) ? (
        <DocumentUploader hashCode={hashCode} />
      ) : (
        // Section 2.8: such a link names no application, so the server is not asked.
        <ErrorNotice className="mt-5" message={translate(DOCUMENT_MESSAGES.hashInvalid)} />
      )}
    </div>
  );
}

const LINK_ADVICE = msg`Try again; if it keeps failing, open the link from your purchase again.`;
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * A failed load (section 8): the server's message for a refusal (404 'Not found'), the spec's 'Error
 * while getting data' for a failure of the server, the client's own for no answer at all.
 */
function loadMessage(error: Error): string {
  if (!(error instanceof ApiError)) return DOCUMENT_MESSAGES.thrown;
  return error.httpStatus !== undefined && error.httpStatus >= 500
    ? DOCUMENT_MESSAGES.loadFailed
    : error.message;
}

function DocumentUploader({ hashCode }: { hashCode: string }) {
  const [query] = useSearchParams();
  const appCode = query.get('app_code') ?? undefined;
  const documents = useDocuments(hashCode);
  const { toasts, show, dismiss } = useToasts();
  const reload = () => void documents.refetch();
  // A full-insurance buyer may give the vehicle's numbers from its papers here (docs/decisions/039).
  const { i18n, t } = useLingui();
  const translate = useTranslateText();
  const numbers = useVehicleNumbersForm(hashCode, documents.data?.policy.cover_type === 'C');
  const submit = useDocumentSubmit({
    hashCode,
    appCode,
    answer: documents.data,
    toast: show,
    reload,
    before: numbers.commit,
  });

  // A reload that fails while the list is shown is said in a toast; the list stays as it was.
  const lastError = useRef<Error | null>(null);
  useEffect(() => {
    if (documents.error && documents.data && documents.error !== lastError.current)
      show(translate(loadMessage(documents.error)), 'error');
    lastError.current = documents.error;
  }, [documents.error, documents.data, show, translate]);

  if (documents.isError && !documents.data && isExpiredLink(documents.error))
    return <LinkExpired message={translate(documents.error.message)} />;
  if (documents.isError && !documents.data)
    return (
      <div className="mt-5 max-w-2xl">
        <ErrorPanel
          title={translate(DOCUMENT_MESSAGES.loadFailed)}
          message={`${sentence(translate(loadMessage(documents.error)))} ${i18n._(LINK_ADVICE)}`}
          onRetry={reload}
        />
      </div>
    );

  const answer = documents.data;
  const online = appCode === ONLINE_APP_CODE;
  const submitted = answer && !showsSubmit(answer.documents);

  return (
    <>
      <div className="mt-5 grid items-start gap-5 md:grid-cols-[17rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
        <aside aria-label={t`Your policy`}>
          <PolicyInformation policy={answer?.policy} />
        </aside>
        <section
          aria-labelledby="documents-heading"
          aria-busy={answer ? undefined : true}
          className="min-w-0"
        >
          <h2 id="documents-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Your documents</Trans>
          </h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {answer
              ? answer.documents.map((document) => (
                  <DocumentTile
                    key={document.id}
                    hashCode={hashCode}
                    document={document}
                    missing={submit.missing.has(document.doc_id)}
                    toast={show}
                    reload={reload}
                  />
                ))
              : [0, 1, 2].map((index) => (
                  <div
                    key={index}
                    aria-hidden="true"
                    className="h-56 rounded-2xl bg-slate-200 motion-safe:animate-pulse"
                  />
                ))}
          </div>
          {answer && !submitted && <VehicleNumbersSection section={numbers} />}
          {answer && !submitted && (
            <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
              <button
                type="button"
                onClick={submit.start}
                aria-disabled={submit.pending}
                className={primaryButton}
              >
                {submit.pending ? (
                  <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
                ) : (
                  <Send aria-hidden="true" className="size-5" />
                )}
                <Trans>Submit for Review</Trans>
              </button>
            </div>
          )}
          {submitted && (
            <div className="mt-5 rounded-2xl border border-green-200 bg-green-50 p-4 text-green-950">
              <p className="font-medium">
                <Trans>Your documents are submitted for review.</Trans>
              </p>
              {online && (
                <Link to={payPath(hashCode)} className={`${primaryButton} mt-3`}>
                  <Trans>Continue to payment</Trans>
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
              )}
            </div>
          )}
        </section>
      </div>
      {answer && (
        <AcknowledgementDialog
          open={submit.acknowledging}
          typeOfCover={answer.policy.type_of_cover}
          onConfirm={submit.confirm}
          onCancel={submit.cancel}
        />
      )}
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </>
  );
}
