import { Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { primaryButton } from '#web/components/ui/buttons';
import { MAX_COMPARE, MIN_COMPARE } from '#domain/motor/compare';

/**
 * Compare Now with its count badge (section 2.3), kept in view at the foot of the list (its place is
 * sticky) while the visitor scrolls. Below 2 chosen it is a disabled button that says why; from 2 on, a link to the comparison.
 * `notice` (who left at a fourth tick) sits on top of it. The cards keep a bottom scroll margin taller
 * than the bar, so a BUY NOW reached by Tab or scrolled to is never left under it.
 */
export function CompareBar({ count, href, notice }: { count: number; href: string; notice: ReactNode }) {
  const { t } = useLingui();
  const ready = count >= MIN_COMPARE;
  const max = MAX_COMPARE;
  const remaining = MIN_COMPARE - count;
  const label = (
    <>
      <Scale aria-hidden="true" className="size-5" />
      <Trans>Compare Now</Trans>
      <span
        aria-hidden="true"
        className="ml-1 inline-flex size-6 items-center justify-center rounded-full bg-white text-sm font-bold text-brand-900"
      >
        {count}
      </span>
      <span className="sr-only">
        <Trans>({count} selected)</Trans>
      </span>
    </>
  );
  return (
    <div className="-mx-4 border-t border-slate-200 bg-white/95 px-4 py-1.5 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:py-3">
      {notice}
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm">
          <span className="block font-semibold text-slate-900">
            <Trans>
              {count} of {max} selected
            </Trans>
          </span>
          <span className="block text-slate-700">
            {ready ? t`Ready to compare.` : t`Tick ${remaining} more to compare.`}
          </span>
        </p>
        {ready ? (
          <Link to={href} className={`${primaryButton} shrink-0`}>
            {label}
          </Link>
        ) : (
          <button
            type="button"
            disabled
            className={`${primaryButton} shrink-0 disabled:cursor-not-allowed disabled:bg-slate-500`}
          >
            {label}
          </button>
        )}
      </div>
    </div>
  );
}
