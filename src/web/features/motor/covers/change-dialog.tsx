import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { QuotationItem } from '../../../../domain/motor/quote-answers';
import { formatRupees } from '../../../../domain/money';
import { priceToPay } from '../premiums/quotation-parts';

interface ChangeDialogProps {
  /** The quotation being replaced; null while the dialog is shut. */
  current: QuotationItem | null;
  /** The quote's other quotations; undefined while the premium list loads. */
  options: QuotationItem[] | undefined;
  onChoose: (item: QuotationItem) => void;
  onClose: () => void;
}

/**
 * Section 2.4's Change modal: the other insurers' quotations of this quote, to swap into one column. A
 * native modal <dialog> keeps focus inside, closes on Escape and hands focus back to what opened it.
 */
export function ChangeDialog({ current, options, onChoose, onClose }: ChangeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (current && !element.open) element.showModal();
    if (!current && element.open) element.close();
  }, [current]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-auto max-h-[85dvh] w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/60"
    >
      {current && (
        <div className="p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 id={headingId} className="text-lg font-bold text-slate-900">
              Change {current.company_name}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-my-1.5 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 font-semibold text-brand-800 hover:bg-brand-50"
            >
              <X aria-hidden="true" className="size-5" />
              Close
            </button>
          </div>
          <p className="mt-1 text-sm text-slate-700">Choose another insurer to compare in its place.</p>
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
                        <img
                          src={item.company_logo}
                          alt=""
                          width={160}
                          height={64}
                          className="h-auto w-16 shrink-0 rounded"
                        />
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold text-slate-900">{item.company_name}</span>
                        <span className="block text-sm text-slate-700 tabular-nums">
                          {price === null ? 'No online price' : formatRupees(price)}
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p role="status" className="mt-4 text-slate-700">
              Loading the other quotations…
            </p>
          )}
        </div>
      )}
    </dialog>
  );
}
