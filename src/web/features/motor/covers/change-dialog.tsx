import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { formatRupees } from '#domain/money';
import { DialogCloseButton, ModalDialog } from '#web/components/ui/modal-dialog';
import { InsurerLogoImage } from '../insurer-heading';
import { priceToPay } from '../quotation-parts';

interface ChangeDialogProps {
  /** The quotation being replaced; null while the dialog is shut. */
  current: QuotationItem | null;
  /** The quote's other quotations; undefined while the premium list loads. */
  options: QuotationItem[] | undefined;
  onChoose: (item: QuotationItem) => void;
  onClose: () => void;
}

/**
 * Section 2.4's Change modal: the other insurers' quotations of this quote, to swap into one column.
 * Closing it hands focus back to the Change button that opened it.
 */
export function ChangeDialog({ current, options, onChoose, onClose }: ChangeDialogProps) {
  const { t } = useLingui();
  const headingId = useId();
  const companyName = current?.company_name;

  return (
    <ModalDialog
      open={current !== null}
      onClose={onClose}
      labelledBy={headingId}
      className="max-h-[85dvh] w-[calc(100%-2rem)] max-w-md p-0 text-slate-800"
    >
      {current && (
        <div className="p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 id={headingId} className="text-lg font-bold text-slate-900">
              <Trans>Change {companyName}</Trans>
            </h2>
            <DialogCloseButton onClick={onClose} className="-my-1.5" />
          </div>
          <p className="mt-1 text-sm text-slate-700">
            <Trans>Choose another insurer to compare in its place.</Trans>
          </p>
          {options ? (
            <ul className="mt-4 space-y-2">
              {options.map((item) => {
                const price = priceToPay(item);
                return (
                  <li key={item.qot_number}>
                    <button
                      type="button"
                      onClick={() => onChoose(item)}
                      className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 text-left hover:border-brand-600 hover:bg-brand-50"
                    >
                      {item.company_logo && (
                        <InsurerLogoImage src={item.company_logo} className="w-16 rounded" />
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold text-slate-900">{item.company_name}</span>
                        <span className="block text-sm text-slate-700 tabular-nums">
                          {price === null ? t`No online price` : formatRupees(price)}
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p role="status" className="mt-4 text-slate-700">
              <Trans>Loading the other quotations…</Trans>
            </p>
          )}
        </div>
      )}
    </ModalDialog>
  );
}
