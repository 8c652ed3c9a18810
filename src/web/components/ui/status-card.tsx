import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslateText } from '#web/i18n/translate';

// A step of the purchase done (the payment received, the cover note issued): a green-edged card headed by
// an icon, the heading that names its region and a sentence, then the step's details.

interface StatusCardProps {
  /** The heading's id, which names the card's region. */
  headingId: string;
  icon: LucideIcon;
  heading: string;
  /** The sentence under the heading. */
  lead: ReactNode;
  children: ReactNode;
}

export function StatusCard({ headingId, icon: Icon, heading, lead, children }: StatusCardProps) {
  const translate = useTranslateText();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-green-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="size-10 shrink-0 text-green-700" strokeWidth={1.75} />
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            {heading}
          </h2>
          <p className="mt-1 wrap-anywhere text-slate-700">
            {typeof lead === 'string' ? translate(lead) : lead}
          </p>
        </div>
      </div>
      {children}
    </section>
  );
}
