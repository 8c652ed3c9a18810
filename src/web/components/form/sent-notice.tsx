import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** The thank-you that takes a contact form's place once it is sent (content section 4). */
export function SentNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-start gap-3 rounded-xl bg-green-50 p-4 text-lg text-green-900">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
      {children}
    </p>
  );
}
