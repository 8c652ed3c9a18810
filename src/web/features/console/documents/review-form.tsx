import { zodResolver } from '@hookform/resolvers/zod';
import { Check, LoaderCircle, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { DocumentReviewInput, QueueDocument } from '#domain/console/calls';
import { documentReviewSchema } from '#domain/console/calls';
import { DOCUMENT_STATUS } from '#domain/motor/documents';
import { SpecForm } from '#web/components/form/spec-form';
import { useSpecForm } from '#web/components/form/use-spec-form';
import { primaryButton, secondaryButton } from '#web/components/ui/buttons';
import { useReviewDocument } from '../api/review-document';
import { useConsoleSubmit } from '../console-form';
import { Problem } from '../console-notices';
import { CONSOLE_PATHS, documentPath } from '../console-paths';
import { TextAreaField } from '../text-area-field';

// Accept or Reject a submitted document; a rejection needs its reason, which the customer is sent with
// the link to upload again. Then on to the next document waiting, or back to the queue when none is.

type Decision = typeof DOCUMENT_STATUS.accepted | typeof DOCUMENT_STATUS.rejected;

export function ReviewForm({ document }: { document: QueueDocument }) {
  const navigate = useNavigate();
  const review = useReviewDocument(document.id);
  const form = useSpecForm<DocumentReviewInput>({
    defaultValues: { reason: '' },
    resolver: zodResolver(documentReviewSchema),
  });
  const { onSubmit, problem } = useConsoleSubmit(form, ['reason'], async ({ status, reason }) => {
    const rejected = status === DOCUMENT_STATUS.rejected;
    const next = await review.mutateAsync({ status, reason: rejected ? reason : undefined });
    const done = `${document.title} of ${document.customer_name} ${rejected ? 'rejected' : 'accepted'}.`;
    await navigate(next ? documentPath(next.id) : CONSOLE_PATHS.documents, {
      state: { notice: next ? done : `${done} No more documents wait for review.` },
    });
  });
  const submitting = form.formState.isSubmitting;
  // Both buttons submit the form; the one pressed says the decision.
  const decide = (status: Decision) => () => form.setValue('status', status);
  return (
    <SpecForm form={form} onSubmit={onSubmit} className="mt-5 space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Your decision</h2>
      <Problem message={problem} />
      <TextAreaField
        name="reason"
        label="Reason of a rejection"
        hint="The customer reads it in the SMS and e-mail that ask them to upload again."
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          onClick={decide(DOCUMENT_STATUS.accepted)}
          aria-disabled={submitting}
          className={primaryButton}
        >
          <Check aria-hidden="true" className="size-5" />
          Accept
        </button>
        <button
          type="submit"
          onClick={decide(DOCUMENT_STATUS.rejected)}
          aria-disabled={submitting}
          className={`${secondaryButton} text-red-800`}
        >
          {submitting ? (
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          ) : (
            <X aria-hidden="true" className="size-5" />
          )}
          Reject
        </button>
      </div>
    </SpecForm>
  );
}
