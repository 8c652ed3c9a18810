import { Trans } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { readPromo } from '#domain/motor/channel-codes';
import { formatRupees, rupeesToCents } from '#domain/money';
import { publicConfig } from '#web/config';
import { RENEWAL_OF } from './renewal-form';

/**
 * The quotation form opened by a renewal (its promo carries the renewal key): which policy filled it, that
 * the vehicle's value needs checking, and the saving the renewal gets (docs/decisions/049).
 */
export function RenewalNotice({ query }: { query: URLSearchParams }) {
  const policy = query.get(RENEWAL_OF);
  if (!policy || readPromo(query.get('promo') ?? undefined).kind !== 'renewal') return null;
  const saving = formatRupees(rupeesToCents(publicConfig().renewalSaving));
  return (
    <div
      role="status"
      className="mt-6 flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sky-950"
    >
      <RotateCcw aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-800" />
      <div className="space-y-1">
        <p className="font-semibold">
          <Trans>Filled in from your policy {policy}.</Trans>
        </p>
        <p>
          <Trans>
            Please check your vehicle&apos;s market value: a vehicle loses value every year. Renewing with
            full insurance saves you {saving} on every insurer&apos;s premium.
          </Trans>
        </p>
      </div>
    </div>
  );
}
