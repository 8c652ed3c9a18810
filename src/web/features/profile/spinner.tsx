import { LoaderCircle } from 'lucide-react';

/** A spinner while the account's data loads, announced by its label. */
export function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-slate-600">
      <LoaderCircle aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
      {label}
    </p>
  );
}
