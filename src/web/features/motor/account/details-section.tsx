import { CircleCheck, Info, LoaderCircle } from 'lucide-react';
import type { Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Consumer } from '#domain/people/consumer';
import { FormActions } from '#web/components/form/form-actions';
import { useTranslateText } from '#web/i18n/translate';
import { useInsurers } from '../api/get-insurers';
import { AddressFields, IdentityFields } from './identity-fields';
import { RenewalFields } from './renewal-fields';

// Step 3 of section 2.5: once the number is verified, what the customer record says (found, or not yet
// known) and the rest of the form, with Upload Document.

interface DetailsSectionProps {
  /** The lookup's answer: the record, null when there is none, undefined while it is asked for or failed. */
  consumer: Consumer | null | undefined;
  lookingUp: boolean;
  submitting: boolean;
  headingRef: Ref<HTMLHeadingElement>;
}

function LookupMessage({ consumer, lookingUp }: Pick<DetailsSectionProps, 'consumer' | 'lookingUp'>) {
  const look = 'flex items-start gap-2 rounded-xl p-4';
  if (lookingUp)
    return (
      <p className={`${look} bg-slate-50 text-slate-800`}>
        <LoaderCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 motion-safe:animate-spin" />
        <Trans>Looking for details you gave us before…</Trans>
      </p>
    );
  if (consumer)
    return (
      <p className={`${look} bg-green-50 text-green-900`}>
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
        <span>
          <Trans>
            Welcome back! We found your details and filled in what we hold. Check them and change anything
            that is out of date.
          </Trans>
        </span>
      </p>
    );
  if (consumer === null)
    return (
      <p className={`${look} bg-brand-50 text-brand-900`}>
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          <Trans>
            We don&rsquo;t have your details yet. Fill them in below; we will keep them for next time.
          </Trans>
        </span>
      </p>
    );
  return null;
}

export function DetailsSection({ consumer, lookingUp, submitting, headingRef }: DetailsSectionProps) {
  const { t } = useLingui();
  const translate = useTranslateText();
  const insurers = useInsurers();
  return (
    <section aria-labelledby="details-heading" className="space-y-5 border-t border-slate-200 pt-6">
      <h3
        id="details-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        <Trans>Your details</Trans>
      </h3>
      <div role="status">
        <LookupMessage consumer={consumer} lookingUp={lookingUp} />
      </div>
      <IdentityFields />
      <AddressFields />
      <RenewalFields
        insurers={insurers.data}
        insurersLoading={insurers.isPending}
        insurersError={insurers.error ? translate(insurers.error.message) : undefined}
      />
      <FormActions submitting={submitting} submitLabel={t`Upload Document`} className="pt-2" />
    </section>
  );
}
