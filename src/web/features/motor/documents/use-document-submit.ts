import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DocumentsAnswer } from '#domain/motor/document-calls';
import { DOCUMENT_MESSAGES, ONLINE_APP_CODE } from '#domain/motor/documents';
import { payPath } from '#domain/motor/purchase-paths';
import { ApiError } from '#web/api/api-error';
import type { ToastTone } from '#web/components/ui/toasts';
import { useTranslateText } from '#web/i18n/translate';
import { useSubmitDocuments } from '../api/submit-documents';
import type { PayArrival } from '../pay-arrival';
import { firstMissing, missingSlots, needsAcknowledgement } from '../document-rules';

// Submit for Review (motor section 2.8). With app_code ONLINE: the first missing document is named
// without a call (the spec's toast) and, from then on, every missing one is marked on its tile; a cover that is not Comprehensive is acknowledged first; success goes on to payment.
// Without ONLINE: success is said and the list reloads (from the answer).

interface UseDocumentSubmitOptions {
  hashCode: string;
  appCode: string | undefined;
  answer: DocumentsAnswer | undefined;
  toast: (text: string, tone?: ToastTone) => void;
  reload: () => void;
  /** Runs before the documents are sent, e.g. saving the vehicle's numbers; false stops the submit. */
  before: () => Promise<boolean>;
}

export function useDocumentSubmit({
  hashCode,
  appCode,
  answer,
  toast,
  reload,
  before,
}: UseDocumentSubmitOptions) {
  const navigate = useNavigate();
  const translate = useTranslateText();
  const submit = useSubmitDocuments(hashCode);
  const [acknowledging, setAcknowledging] = useState(false);
  const [tried, setTried] = useState(false);
  const online = appCode === ONLINE_APP_CODE;

  const send = async () => {
    if (!(await before())) return;
    try {
      await submit.mutateAsync(appCode);
    } catch (error) {
      // A refusal says why (a missing document, nothing to submit); a failure of ours gets the spec's text.
      const ours = !(error instanceof ApiError) || error.transient;
      toast(translate(ours ? DOCUMENT_MESSAGES.submitFailed : error.message), 'error');
      if (!ours) reload();
      return;
    }
    if (online) {
      const arrival: PayArrival = { notice: DOCUMENT_MESSAGES.submitted };
      await navigate(payPath(hashCode), { state: arrival });
    } else {
      toast(translate(DOCUMENT_MESSAGES.submitted));
    }
  };

  const start = () => {
    if (!answer || submit.isPending) return;
    if (online) {
      setTried(true);
      const missing = firstMissing(answer.documents);
      if (missing) return toast(translate(missing), 'error');
      if (needsAcknowledgement(answer.policy)) return setAcknowledging(true);
    }
    void send();
  };

  return {
    start,
    /** The doc_ids still missing, once a submit was tried: their tiles say so. */
    missing: new Set<number>(
      tried && answer ? missingSlots(answer.documents).map((slot) => slot.doc_id) : [],
    ),
    pending: submit.isPending,
    acknowledging,
    confirm: () => {
      setAcknowledging(false);
      void send();
    },
    cancel: () => setAcknowledging(false),
  };
}
