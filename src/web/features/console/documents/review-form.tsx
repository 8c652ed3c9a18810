import { zodResolver } from '@hookform/resolvers/zod';
import { Check, LoaderCircle, X } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
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
      <ReasonField />
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

function ReasonField() {
  const id = useId();
  const { register } = useFormContext<DocumentReviewInput>();
  const message = useFormState<DocumentReviewInput>({ name: 'reason' }).errors.reason?.message;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        Reason of a rejection
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        The customer reads it in the SMS and e-mail that ask them to upload again.
      </p>
      <textarea
        id={id}
        rows={3}
        {...register('reason')}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700"
      />
      {message && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
