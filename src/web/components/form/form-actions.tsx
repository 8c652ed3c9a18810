import { LoaderCircle } from 'lucide-react';
import { primaryButton, secondaryButton } from '../ui/buttons';

/**
 * The Clear and Submit buttons of the spec's forms. Submit stays focusable while sending (aria-disabled,
 * not disabled), so a keyboard user's focus is not thrown out of the form.
 */
export function FormActions({
  submitting,
  onClear,
  className = '',
}: {
  submitting: boolean;
  onClear: () => void;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:justify-end ${className}`}>
      <button type="button" onClick={onClear} className={secondaryButton}>
        Clear
      </button>
      <button type="submit" aria-disabled={submitting} className={primaryButton}>
        {submitting && <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />}
        Submit
      </button>
    </div>
  );
}
