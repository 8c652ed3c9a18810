import { LoaderCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { primaryButton, quietButton } from '../ui/buttons';

/**
 * The Clear and Submit buttons of the spec's forms. Submit stays focusable while sending (aria-disabled,
 * not disabled), so a keyboard user's focus is not thrown out of the form. A form without Clear leaves
 * out onClear; a form whose submit the spec names otherwise ('Upload Document') gives submitLabel.
 */
export function FormActions({
  submitting,
  onClear,
  submitLabel,
  className = '',
}: {
  submitting: boolean;
  onClear?: () => void;
  submitLabel?: string;
  className?: string;
}) {
  const { t } = useLingui();
  // Clear is the lesser action (decision 031): text only, after Submit.
  return (
    <div className={`flex flex-col items-center gap-3 sm:flex-row sm:justify-end ${className}`}>
      <button type="submit" aria-disabled={submitting} className={`${primaryButton} w-full sm:w-auto`}>
        {submitting && <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />}
        {submitLabel ?? t`Submit`}
      </button>
      {onClear && (
        <button type="button" onClick={onClear} className={quietButton}>
          <Trans>Clear</Trans>
        </button>
      )}
    </div>
  );
}
