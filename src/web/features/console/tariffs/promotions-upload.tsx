import { useState } from 'react';
import type { PromotionFilePreview } from '#domain/console/tariffs';
import {
  MAX_PROMOTION_ROWS,
  PROMOTION_COLUMNS,
  promotionFileSchema,
  TARIFF_MESSAGES,
} from '#domain/console/tariffs';
import { primaryButton, secondaryButton } from '#web/components/ui/buttons';
import { usePreviewPromotionFile, useUploadPromotions } from '../api/change-tariffs';
import { promotionsFileUrl } from '../api/get-tariffs';
import { Notice, Problem } from '../console-notices';
import { FileField, tooLarge } from './file-field';
import { PreviewTable } from './preview-table';
import { Badge, COVER_NAMES } from './promotion-badge';
import { useRefusal } from './refusal';

// Promotions of the insurer from a CSV file (decision 046): the current and scheduled ones downloaded in
// the same format, a file checked by the server row by row with the add form's schema (every fault named
// by row and column), each promotion previewed alone on the sample vehicles, then all added at once.

type Previewed = PromotionFilePreview['promotions'][number];

/** A promotion of the file in a line: its discount, its sale and its days. */
function saleOf({ promotion }: Previewed): string {
  return [
    promotion.discount_bp === null ? 'no discount' : `${promotion.discount_bp / 100}% off full insurance`,
    promotion.cover_type === null
      ? 'either cover'
      : `${COVER_NAMES[promotion.cover_type].toLowerCase()} only`,
    promotion.channel ?? 'any channel',
    promotion.promo_code === null ? 'any promo code' : `code ${promotion.promo_code}`,
    `from ${promotion.starts_on}${promotion.ends_on === null ? ', open-ended' : ` to ${promotion.ends_on}`}`,
  ].join(', ');
}

export function PromotionsUpload({ companyId }: { companyId: number }) {
  const [fileName, setFileName] = useState<string>();
  const [content, setContent] = useState('');
  const [fileKey, setFileKey] = useState(0);
  const [preview, setPreview] = useState<PromotionFilePreview>();
  const [done, setDone] = useState<string>();
  const previewCall = usePreviewPromotionFile();
  const upload = useUploadPromotions();
  const { faults, problem, clear, refused } = useRefusal();

  async function choose(chosen: File | undefined) {
    clear();
    setPreview(undefined);
    setDone(undefined);
    setFileName(chosen?.name);
    setContent('');
    if (chosen === undefined) return;
    if (!chosen.name.toLowerCase().endsWith('.csv')) return refused.content(['Choose a .csv file']);
    if (tooLarge(chosen)) return refused.content([TARIFF_MESSAGES.tooLarge]);
    setContent(await chosen.text());
  }

  /** The file checked as the server checks it (present, within bounds), then sent. */
  async function send(wanted: 'preview' | 'add') {
    clear();
    const checked = promotionFileSchema.safeParse({ company_id: companyId, content });
    if (!checked.success) return refused.content(checked.error.issues.map(({ message }) => message));
    try {
      if (wanted === 'preview') {
        setPreview(await previewCall.mutateAsync(checked.data));
        return;
      }
      const added = await upload.mutateAsync(checked.data);
      setDone(
        `${added.length} ${added.length === 1 ? 'promotion is' : 'promotions are'} added from ${fileName}.`,
      );
      setPreview(undefined);
      setContent('');
      setFileName(undefined);
      setFileKey((key) => key + 1);
    } catch (error) {
      refused.by(error);
    }
  }

  const busy = previewCall.isPending || upload.isPending;
  return (
    <section
      aria-labelledby="upload-promotions"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h3 id="upload-promotions" className="mb-4 text-lg font-semibold text-slate-900">
        Add promotions from a CSV file
      </h3>
      <Notice message={done} />
      <div className="space-y-5">
        <Problem message={problem} />
        <p className="text-slate-700">
          <a href={promotionsFileUrl(companyId)} download className="font-semibold text-brand-800 underline">
            Download the current and scheduled promotions as CSV
          </a>
          , change them or write new rows, and upload the file: every row is added as a new promotion, all of
          them or, when a row is wrong, none.
        </p>
        <FileField
          label="Promotions file (CSV)"
          accept=".csv,text/csv"
          fileName={fileName}
          faults={faults}
          resetKey={fileKey}
          onChoose={(chosen) => void choose(chosen)}
          hint={
            <>
              A header row naming the columns
              <code className="mx-1 rounded bg-slate-100 px-1 break-words">
                {PROMOTION_COLUMNS.join(',')}
              </code>
              and one promotion a row, at most {MAX_PROMOTION_ROWS}, as the form above takes them; an empty
              value is none (any channel, any code, either cover, no end, no discount).
            </>
          }
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => !busy && void send('preview')}
            aria-disabled={busy}
            className={secondaryButton}
          >
            Preview these promotions
          </button>
          <button
            type="button"
            onClick={() => !busy && void send('add')}
            aria-disabled={busy}
            className={primaryButton}
          >
            Add these promotions
          </button>
        </div>
      </div>
      {preview && (
        <div className="mt-4">
          <p className="font-semibold text-slate-900">
            {preview.promotions.length} {preview.promotions.length === 1 ? 'promotion' : 'promotions'} in{' '}
            {fileName}, each previewed alone on the sample vehicles from its start:
          </p>
          <ul className="mt-2 space-y-2">
            {preview.promotions.map((item) => (
              <li key={item.row} className="rounded-xl border border-slate-200 p-3">
                <details>
                  <summary className="cursor-pointer">
                    <span className="font-semibold text-slate-900">Row {item.row}</span>
                    <span className="mx-2 inline-block align-middle">
                      <Badge promotion={item.promotion} />
                    </span>
                    <span className="text-slate-700">{saleOf(item)}</span>
                  </summary>
                  <PreviewTable preview={item.preview} proposed={`with the promotion of row ${item.row}`} />
                </details>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
