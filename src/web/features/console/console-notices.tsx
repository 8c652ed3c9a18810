import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useLocation } from 'react-router';

// What the console tells its staff in the page: a refusal (role=alert) and the confirmation a decision
// carries to the next page (role=status), through the navigation's state.

export interface NoticeState {
  notice?: string;
}

export function Problem({ message, className = '' }: { message: string | undefined; className?: string }) {
  return (
    <div role="alert" className={`empty:hidden ${className}`}>
      {message && (
        <p className="flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-3 font-medium text-red-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <span className="min-w-0 break-words">{message}</span>
        </p>
      )}
    </div>
  );
}

/** `message`, or else the one the navigation brought. */
export function Notice({ message }: { message?: string }) {
  const state = useLocation().state as NoticeState | null;
  const notice = message ?? state?.notice;
  return (
    <div role="status" className="empty:hidden">
      {notice && (
        <p className="mb-4 flex items-start gap-2 rounded-xl border border-green-300 bg-green-50 p-3 font-medium text-green-900">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          {notice}
        </p>
      )}
    </div>
  );
}
