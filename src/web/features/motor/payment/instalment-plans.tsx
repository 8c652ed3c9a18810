import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InstalmentTerm } from '#domain/instalments';
import { instalmentsOf, offersFor } from '#domain/instalments';
import { centsOfRupees, formatRupees, formatRupeesOf } from '#domain/money';
import { secondaryButton } from '#web/components/ui/buttons';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { DialogCloseButton, ModalDialog } from '#web/components/ui/modal-dialog';
import { PlaceholderLines } from '#web/components/ui/summary-card';
import { useInstalmentTerms } from '../api/get-instalment-terms';

// The premium payment modal of the content document (section 2) with the banks' real terms (section 9;
// decision 054): for each bank, the plans it offers for this amount and the monthly instalment of each,
// to the cent. Information only: the customer pays the whole amount by card, and the bank converts it.

export function InstalmentPlans({ amount }: { amount: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const terms = useInstalmentTerms(open);
  const premium = formatRupeesOf(amount);
  const close = () => setOpen(false);

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={`${secondaryButton} mt-3 w-full`}>
        <CalendarClock aria-hidden="true" className="size-5" />
        <Trans>Pay in instalments</Trans>
      </button>
      <ModalDialog
        open={open}
        onClose={close}
        labelledBy={headingId}
        className="max-h-[85dvh] w-[calc(100%-2rem)] max-w-xl p-0 text-slate-800"
      >
        {open && (
          <div className="p-5 sm:p-6">
            <div className="flex items-start justify-between gap-3">
              <h2 id={headingId} className="text-xl font-bold text-slate-900">
                <Trans>Pay in instalments</Trans>
              </h2>
              <DialogCloseButton onClick={close} className="-my-1.5" />
            </div>
            <p className="mt-2 text-slate-700">
              <Trans>
                Pay {premium} by credit card here, then ask your card&apos;s bank to turn the payment into
                monthly instalments. These are the banks&apos; plans for this amount; any fee or interest is
                the bank&apos;s, so check with it before you pay.
              </Trans>
            </p>
            {terms.isError ? (
              <div className="mt-4">
                <ErrorPanel
                  title={t`We could not load the banks' instalment plans.`}
                  message={terms.error.message}
                  onRetry={() => void terms.refetch()}
                />
              </div>
            ) : !terms.data ? (
              <div role="status" className="mt-4">
                <span className="sr-only">
                  <Trans>Loading the banks&apos; instalment plans</Trans>
                </span>
                <PlaceholderLines count={6} />
              </div>
            ) : (
              <ul className="mt-4 space-y-4">
                {terms.data.terms.map((term) => (
                  <li key={term.bank}>
                    <BankPlans term={term} premiumCents={centsOfRupees(amount)} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </ModalDialog>
    </>
  );
}

function BankPlans({ term, premiumCents }: { term: InstalmentTerm; premiumCents: number }) {
  const { t } = useLingui();
  const bank = term.bank_name;
  const days = term.convert_within_days;
  const offered = offersFor(term, premiumCents);
  return (
    <section aria-label={bank} className="rounded-xl border border-slate-200 p-4" data-bank={term.bank}>
      <h3 className="font-semibold text-slate-900">{bank}</h3>
      <AmountRange term={term} />
      {offered ? (
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{t`${bank} instalment plans for this amount`}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-sm text-slate-600">
              <th scope="col" className="py-1.5 font-medium">
                <Trans>Plan</Trans>
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                <Trans>Each month</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {term.months.map((months) => {
              const { first, each } = instalmentsOf(premiumCents, months);
              const firstAmount = formatRupees(first);
              return (
                <tr key={months} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-1.5 font-normal">
                    <Trans>{months} months</Trans>
                  </th>
                  <td className="py-1.5 text-right tabular-nums">
                    <span className="font-semibold text-slate-900">{formatRupees(each)}</span>
                    {first !== each && (
                      <span className="block text-sm text-slate-600">
                        <Trans>first month {firstAmount}</Trans>
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="mt-1 font-medium text-slate-700">
          <Trans>Not offered for this amount.</Trans>
        </p>
      )}
      {days !== null && (
        <p className="mt-2 text-sm text-amber-900">
          <Trans>
            Ask {bank} to convert the payment within {days} days of paying.
          </Trans>
        </p>
      )}
    </section>
  );
}

/** The amounts a bank offers its plans for, when it limits them. */
function AmountRange({ term }: { term: InstalmentTerm }) {
  const min = formatRupeesOf(term.min_amount);
  const max = term.max_amount === null ? null : formatRupeesOf(term.max_amount);
  const limited = centsOfRupees(term.min_amount) > 0;
  if (max !== null)
    return (
      <p className="text-sm text-slate-600">
        <Trans>
          For payments from {min} to {max}
        </Trans>
      </p>
    );
  if (!limited) return null;
  return (
    <p className="text-sm text-slate-600">
      <Trans>For payments of {min} or more</Trans>
    </p>
  );
}
