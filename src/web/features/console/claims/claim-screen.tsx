import { useParams } from 'react-router';
import { CLAIM_CATEGORY_LABELS, CLAIM_STATUS_LABELS } from '#domain/claims/claims';
import type { ClaimDetail, ClaimStatusChangeInput } from '#domain/console/claims';
import { claimStatusChangeSchema } from '#domain/console/claims';
import { SelectField, TextField } from '#web/components/form/fields';
import { FormActions } from '#web/components/form/form-actions';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { SpecForm } from '#web/components/form/spec-form';
import { useSpecForm } from '#web/components/form/use-spec-form';
import { DetailList } from '#web/components/ui/detail-list';
import { usePageTitle } from '#web/components/use-page-title';
import { useChangeClaimStatus, useClaim } from '../api/get-claims';
import { useConsoleSubmit } from '../console-form';
import { Notice, Problem } from '../console-notices';
import { CONSOLE_PATHS } from '../console-paths';
import { RecordScreen } from '../record-screen';
import { atMinute } from '../console-table';
import { TextAreaField } from '../text-area-field';
import { amountOf } from './claims-screen';

// /console/claims/:id: the claim's details, its photos, its history, and the status change (with a note,
// and the approved amount when approving) that the server allows from its status, audits and writes to
// the customer.

export function ClaimScreen() {
  usePageTitle('Claim | Kavacha console');
  const id = Number(useParams().id);
  return (
    <RecordScreen
      back={CONSOLE_PATHS.claims}
      backLabel="Claims"
      record={useClaim(id)}
      failure="The claim could not be loaded"
    >
      {(loaded) => <ClaimPage claim={loaded} />}
    </RecordScreen>
  );
}

const box = 'rounded-2xl border border-slate-200 bg-white p-4';
const heading = 'text-lg font-semibold text-slate-900';

function ClaimPage({ claim }: { claim: ClaimDetail }) {
  // Kept here: the form starts afresh at each new status, the notice of the change stays.
  const change = useChangeClaimStatus(claim.id);
  const saved = change.isSuccess
    ? `Saved: the claim is ${CLAIM_STATUS_LABELS[change.data.status].toLowerCase()}; the customer is told.`
    : undefined;
  return (
    <>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">
        Claim {claim.claim_ref}: {CLAIM_STATUS_LABELS[claim.status]}
      </h1>
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="claim-details" className={box}>
            <h2 id="claim-details" className={heading}>
              Details
            </h2>
            <DetailList
              rows={[
                ['Customer', claim.customer_name],
                ['Mobile', <a href={`tel:+${claim.mobile}`}>+{claim.mobile}</a>],
                ['Policy', claim.policy_number],
                ['Insurer', claim.company_name],
                ['Category', CLAIM_CATEGORY_LABELS[claim.category]],
                ['Date of the incident', claim.incident_date],
                ['Place', claim.place],
                ['What happened', claim.description],
                ['Estimated amount', amountOf(claim.amount_cents)],
                ['Approved amount', amountOf(claim.approved_cents)],
                ['Reported', atMinute(claim.created_at)],
              ]}
            />
          </section>
          <section aria-labelledby="claim-photos" className={box}>
            <h2 id="claim-photos" className={heading}>
              Photos
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {claim.photos.map((photo) => (
                <li key={photo.n}>
                  <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                    <img
                      src={photo.url}
                      alt={`Photo ${photo.n} of claim ${claim.claim_ref}`}
                      className="aspect-square w-full rounded-lg object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="claim-history" className={box}>
            <h2 id="claim-history" className={heading}>
              History
            </h2>
            <ol className="mt-3 space-y-2">
              {claim.history.map((event) => (
                <li key={`${event.at}-${event.status}`} className="text-slate-800">
                  <span className="font-semibold">{CLAIM_STATUS_LABELS[event.status]}</span>,{' '}
                  {atMinute(event.at)}, by {event.by ?? 'the customer'}
                  {event.note && <span className="block text-slate-700">{event.note}</span>}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <section aria-labelledby="claim-status" className={box}>
          <h2 id="claim-status" className={heading}>
            Change the status
          </h2>
          <Notice message={saved} />
          {claim.next.length === 0 ? (
            <p className="mt-2 text-slate-700">
              This claim is {CLAIM_STATUS_LABELS[claim.status].toLowerCase()}: its status is final.
            </p>
          ) : (
            <StatusForm key={claim.status} claim={claim} change={change} />
          )}
        </section>
      </div>
    </>
  );
}

function StatusForm({
  claim,
  change,
}: {
  claim: ClaimDetail;
  change: ReturnType<typeof useChangeClaimStatus>;
}) {
  const form = useSpecForm<ClaimStatusChangeInput>({
    defaultValues: { status: claim.next[0], note: '', approved_amount: '' },
    resolver: lazyResolver(async (values) => ({ schema: claimStatusChangeSchema, input: values })),
  });
  const approving = form.watch('status') === 'approved';
  const { onSubmit, problem } = useConsoleSubmit(form, ['status', 'note', 'approved_amount'], (values) =>
    change.mutateAsync(values),
  );
  return (
    <SpecForm form={form} onSubmit={onSubmit} className="mt-4 space-y-4">
      <Problem message={problem} />
      <SelectField
        name="status"
        label="New status"
        options={claim.next.map((status) => ({ value: status, label: CLAIM_STATUS_LABELS[status] }))}
      />
      {approving && (
        <TextField name="approved_amount" label="Approved amount (Rs.)" inputMode="decimal" groupDigits />
      )}
      <TextAreaField name="note" label="Note" hint="Sent to the customer with the new status." />
      <FormActions submitting={form.formState.isSubmitting} submitLabel="Save" />
    </SpecForm>
  );
}
