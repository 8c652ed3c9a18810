import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { ClaimIntimationInput } from '#domain/claims/claims';
import {
  CLAIM_CATEGORIES,
  CLAIM_CATEGORY_LABELS,
  CLAIM_MESSAGES,
  MAX_CLAIM_PHOTO_BYTES,
  MAX_CLAIM_PHOTOS,
  MAX_DESCRIPTION,
  PHOTO_ACCEPT,
} from '#domain/claims/claims';
import type { CustomerPolicy } from '#domain/account/session';
import { today } from '#domain/dates';
import { ApiError } from '#web/api/api-error';
import { SelectField, TextAreaField, TextField } from '#web/components/form/fields';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { SpecForm } from '#web/components/form/spec-form';
import { showServerFieldErrors, useSpecForm } from '#web/components/form/use-spec-form';
import { primaryButton, secondaryButton } from '#web/components/ui/buttons';
import { DangerBanner, useDangerBanner } from '#web/components/ui/danger-banner';
import { useTranslateText } from '#web/i18n/translate';
import { useIntimateClaim } from './account-calls';

// The claim intimation (issue 23, docs/decisions/048): date, place, what happened, category, an estimated
// amount and 1 to 6 photos with previews, checked by the schema the server uses. A failed send keeps
// everything typed and chosen; a sent claim shows its reference at once, and the policy's table reloads.

type ClaimValues = Record<Exclude<keyof ClaimIntimationInput, 'policy_number'>, string>;
const EMPTY: ClaimValues = {
  incident_date: '',
  place: '',
  description: '',
  category: '',
  estimated_amount: '',
};
const FIELDS = ['incident_date', 'place', 'description', 'category', 'estimated_amount'] as const;
const FIX_FIELDS = msg`Some details need correcting: see the messages under the fields below.`;

/** The photos' own rule: 1 to 6, JPG or PNG, each within the size (the server checks their content too). */
function photosMessage(photos: File[]): string | undefined {
  if (photos.length === 0) return CLAIM_MESSAGES.photosRequired;
  if (photos.length > MAX_CLAIM_PHOTOS) return CLAIM_MESSAGES.tooManyPhotos;
  if (photos.some((photo) => !/^image\/(jpeg|png)$/.test(photo.type))) return CLAIM_MESSAGES.photoType;
  if (photos.some((photo) => photo.size > MAX_CLAIM_PHOTO_BYTES)) return CLAIM_MESSAGES.photoTooLarge;
  return undefined;
}

/** A chosen photo and its preview's address, made when chosen and let go when removed. */
interface ChosenPhoto {
  file: File;
  url: string;
}

function PhotoPreviews({ photos, onRemove }: { photos: ChosenPhoto[]; onRemove: (index: number) => void }) {
  const { t } = useLingui();
  return (
    <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
      {photos.map(({ file, url }, index) => (
        <li key={url}>
          <img src={url} alt={file.name} className="aspect-square w-full rounded object-cover" />
          <button
            type="button"
            onClick={() => onRemove(index)}
            className="mt-1 w-full rounded text-sm text-sky-800 underline focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
          >
            {t`Remove ${file.name}`}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ClaimForm({
  customerId,
  policy,
  onClose,
}: {
  customerId: number;
  policy: CustomerPolicy;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const translate = useTranslateText();
  const photosId = useId();
  const intimate = useIntimateClaim(customerId);
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const files = photos.map(({ file }) => file);
  // The previews' addresses are let go when the form goes.
  const chosen = useRef(photos);
  useEffect(() => {
    chosen.current = photos;
  });
  useEffect(() => () => chosen.current.forEach(({ url }) => URL.revokeObjectURL(url)), []);
  const [photosError, setPhotosError] = useState<string>();
  const [submitError, setSubmitError] = useState<Error>();
  const [revealKey, setRevealKey] = useState(0);
  const [sentRef, setSentRef] = useState<string>();
  const banner = useDangerBanner([submitError]);
  const [resolver] = useState(() =>
    lazyResolver<ClaimValues>(async (values) => {
      const { claimIntimationSchema } = await import('#domain/claims/claims');
      return { schema: claimIntimationSchema, input: { ...values, policy_number: policy.policy_number } };
    }),
  );
  const form = useSpecForm<ClaimValues>({
    defaultValues: EMPTY,
    resolver,
    onFieldChange: () => banner.clear(),
  });
  const lastDay = policy.exp_data < today() ? policy.exp_data : today();

  const submit = form.handleSubmit(async (values) => {
    setSubmitError(undefined);
    const photoProblem = photosMessage(files);
    setPhotosError(photoProblem);
    if (photoProblem) return;
    try {
      const answer = await intimate.mutateAsync({
        fields: { ...values, policy_number: policy.policy_number },
        photos: files,
      });
      setSentRef(answer.claim_ref);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (fieldErrors) {
        const elsewhere = showServerFieldErrors(form, fieldErrors, FIELDS);
        const photoErrors = fieldErrors.photos?.[0];
        setPhotosError(photoErrors);
        const other = elsewhere.find((message) => message !== photoErrors);
        setSubmitError(new Error(other ? translate(other) : i18n._(FIX_FIELDS)));
      } else {
        setSubmitError(error instanceof Error ? error : new Error(String(error)));
      }
      setRevealKey((key) => key + 1);
    }
  });

  if (sentRef !== undefined)
    return (
      <div role="status" className="space-y-4">
        <p className="text-lg font-semibold text-slate-900">
          <Trans>Your claim has been received.</Trans>
        </p>
        <p className="text-slate-700">
          <Trans>
            Your claim reference is <strong className="font-mono text-slate-900">{sentRef}</strong>. We have
            sent it to you by SMS and will tell you each time its status changes.
          </Trans>
        </p>
        <button type="button" className={primaryButton} onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    );

  const choose = (added: File[]) => {
    const next = [...photos, ...added.map((file) => ({ file, url: URL.createObjectURL(file) }))];
    setPhotos(next);
    setPhotosError(photosMessage(next.map(({ file }) => file)));
  };

  return (
    <SpecForm form={form} onSubmit={submit} className="space-y-5">
      <DangerBanner message={banner.message} revealKey={revealKey} onClear={banner.clear} />
      <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextField
          name="incident_date"
          label={t`Date of the incident`}
          type="date"
          min={policy.commencement_date}
          max={lastDay}
        />
        <SelectField
          name="category"
          label={t`Category`}
          placeholder={t`Choose…`}
          options={CLAIM_CATEGORIES.map((value) => ({
            value,
            label: translate(CLAIM_CATEGORY_LABELS[value]),
          }))}
        />
      </div>
      <TextField name="place" label={t`Place`} autoComplete="off" />
      <TextAreaField name="description" label={t`What happened`} maxLength={MAX_DESCRIPTION} />
      <TextField
        name="estimated_amount"
        label={t`Estimated amount (Rs., optional)`}
        inputMode="decimal"
        groupDigits
      />
      <div>
        <label htmlFor={photosId} className="mb-1.5 block font-medium text-slate-900">
          <Trans>Photos (1 to 6, JPG or PNG, at most 5 MB each)</Trans>
        </label>
        <input
          id={photosId}
          name="photos"
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          aria-invalid={photosError ? true : undefined}
          aria-describedby={photosError ? `${photosId}-error` : undefined}
          onChange={(event) => {
            choose([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
          className="block w-full text-base file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-sky-800 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
        />
        {photosError && (
          <p id={`${photosId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {translate(photosError)}
          </p>
        )}
        <PhotoPreviews
          photos={photos}
          onRemove={(index) => {
            URL.revokeObjectURL(photos[index]!.url);
            const next = photos.filter((_photo, at) => at !== index);
            setPhotos(next);
            setPhotosError(next.length > 0 ? photosMessage(next.map(({ file }) => file)) : undefined);
          }}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t`Sending…` : t`Send the claim`}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </SpecForm>
  );
}
