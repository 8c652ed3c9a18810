import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { NewPromotionInput, Preview, Promotion } from '#domain/console/tariffs';
import { newPromotionSchema } from '#domain/console/tariffs';
import { formatIsoDate, today } from '#domain/dates';
import type { Channel } from '#domain/motor/channel-codes';
import { CHANNELS } from '#domain/motor/channel-codes';
import { fieldGrid, SelectField, TextField } from '#web/components/form/fields';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { SpecForm } from '#web/components/form/spec-form';
import { useSpecForm } from '#web/components/form/use-spec-form';
import { primaryButton, quietButton, secondaryButton } from '#web/components/ui/buttons';
import { problemOf } from '../api/console-call';
import { useAddPromotion, useEndPromotion, usePreviewPromotion } from '../api/change-tariffs';
import { usePromotions } from '../api/get-tariffs';
import { DataTable } from '../console-table';
import { Notice, Problem } from '../console-notices';
import { PreviewTable } from './preview-table';
import { Badge, COVER_NAMES } from './promotion-badge';
import { PromotionsUpload } from './promotions-upload';
import { useRefusal } from './refusal';

// An insurer's promotions (decision 046): current, scheduled and ended, a page at a time; one ended now
// (its last day yesterday); a new one previewed on the sample vehicles, in the sale it is for, and added;
// or many from a CSV file (promotions-upload.tsx).

const yesterday = () => formatIsoDate(new Date(Date.now() - 86_400_000));

function EndPromotion({ promotion }: { promotion: Promotion }) {
  const end = useEndPromotion();
  if (promotion.state === 'ended') return null;
  return (
    <div>
      <button
        type="button"
        onClick={() => !end.isPending && end.mutate({ id: promotion.id, last_day: yesterday() })}
        aria-disabled={end.isPending}
        className={`${quietButton} whitespace-nowrap`}
      >
        End now<span className="sr-only"> {promotion.status}</span>
      </button>
      {end.error && <Problem message={problemOf(end.error)} />}
    </div>
  );
}

const column = createColumnHelper<Promotion>();
const COLUMNS = [
  column.display({ id: 'badge', header: 'Badge', cell: (cell) => <Badge promotion={cell.row.original} /> }),
  column.accessor('discount_bp', {
    header: 'Discount',
    cell: (cell) => {
      const bp = cell.getValue();
      return bp === null ? 'None' : `${bp / 100}%`;
    },
  }),
  column.accessor('channel', { header: 'Channel', cell: (cell) => cell.getValue() ?? 'Any' }),
  column.accessor('promo_code', { header: 'Promo code', cell: (cell) => cell.getValue() ?? 'Any' }),
  column.accessor('cover_type', {
    header: 'Cover',
    cell: (cell) => {
      const cover = cell.getValue();
      return cover === null ? 'Both' : COVER_NAMES[cover];
    },
  }),
  column.accessor('starts_on', { header: 'Starts' }),
  column.accessor('ends_on', { header: 'Last day', cell: (cell) => cell.getValue() ?? 'Open-ended' }),
  column.accessor('state', { header: 'State' }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: (cell) => <EndPromotion promotion={cell.row.original} />,
  }),
];

export function PromotionsSection({
  companyId,
  name,
  query,
  change,
}: {
  companyId: number;
  name: string;
  query: { page: number; size: number };
  change: (changes: { page?: string | number; size?: string | number }) => void;
}) {
  const promotions = usePromotions({ company_id: companyId, ...query });
  return (
    <section aria-labelledby="promotions" className="mt-10">
      <h2 id="promotions" className="mb-3 text-xl font-semibold text-slate-900">
        Promotions
      </h2>
      <DataTable<Promotion>
        caption={`Promotions of ${name}, the latest start first`}
        columns={COLUMNS}
        result={promotions}
        query={query}
        change={change}
        empty="No promotions"
      />
      <PromotionForm companyId={companyId} />
      <PromotionsUpload companyId={companyId} />
    </section>
  );
}

interface PromotionValues {
  channel: '' | Channel;
  promo_code: string;
  cover_type: '' | 'C' | 'T';
  starts_on: string;
  ends_on: string;
  discount_bp: string;
  status: string;
  value: string;
  color: string;
  sort: string;
}

const EMPTY = (): PromotionValues => ({
  channel: '',
  promo_code: '',
  cover_type: 'C',
  starts_on: today(),
  ends_on: '',
  discount_bp: '',
  status: '',
  value: '',
  color: '#1D4ED8',
  sort: '0',
});
const FIELDS = Object.keys(EMPTY());

const promotionInput = (values: PromotionValues, companyId: number): NewPromotionInput => ({
  ...values,
  company_id: companyId,
  channel: values.channel || null,
  cover_type: values.cover_type || null,
  ends_on: values.ends_on || null,
  discount_bp: values.discount_bp.trim() === '' ? null : values.discount_bp,
});

function PromotionForm({ companyId }: { companyId: number }) {
  const [preview, setPreview] = useState<Preview>();
  const [added, setAdded] = useState<string>();
  const previewCall = usePreviewPromotion();
  const add = useAddPromotion();
  const form = useSpecForm<PromotionValues>({
    defaultValues: EMPTY(),
    resolver: lazyResolver(async (values) => ({
      schema: newPromotionSchema,
      input: promotionInput(values, companyId) satisfies FieldValues,
    })),
    onFieldChange: () => {
      setAdded(undefined);
      setPreview(undefined);
    },
  });
  const { problem, clear, refused } = useRefusal(form, FIELDS);
  const send = (wanted: 'preview' | 'add') =>
    form.handleSubmit(async (values) => {
      clear();
      try {
        if (wanted === 'preview') {
          setPreview(await previewCall.mutateAsync(promotionInput(values, companyId)));
          return;
        }
        const promotion = await add.mutateAsync(promotionInput(values, companyId));
        setAdded(`${promotion.status} (${promotion.value}) is added from ${promotion.starts_on}.`);
        setPreview(undefined);
        form.reset(EMPTY());
      } catch (error) {
        refused.by(error);
      }
    });
  return (
    <section
      aria-labelledby="add-promotion"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h3 id="add-promotion" className="mb-4 text-lg font-semibold text-slate-900">
        Add a promotion
      </h3>
      <Notice message={added} />
      <SpecForm form={form} onSubmit={send('add')} className="space-y-5">
        <Problem message={problem} />
        <div className={fieldGrid}>
          <TextField name="status" label="Badge title" hint="For example Avurudu Offer." autoComplete="off" />
          <TextField name="value" label="Badge value" hint="For example 15% OFF." autoComplete="off" />
          <TextField
            name="discount_bp"
            label="Discount of full insurance (basis points)"
            hint="100 is 1%; 1500 is 15%. Empty: a badge without a discount."
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField
            name="color"
            label="Badge colour"
            hint="#rrggbb, dark enough for white text."
            autoComplete="off"
          />
          <SelectField
            name="cover_type"
            label="Cover"
            options={[
              { value: '', label: 'Both' },
              { value: 'C', label: COVER_NAMES.C },
              { value: 'T', label: COVER_NAMES.T },
            ]}
          />
          <SelectField
            name="channel"
            label="Sales channel"
            options={[
              { value: '', label: 'Any channel' },
              ...CHANNELS.map((channel) => ({ value: channel, label: channel })),
            ]}
          />
          <TextField
            name="promo_code"
            label="Promo code"
            hint="Empty: with or without a code."
            autoComplete="off"
          />
          <TextField name="sort" label="Order among badges" hint="0 first." inputMode="numeric" />
          <TextField name="starts_on" label="Starts on" hint="Today or later." type="date" />
          <TextField name="ends_on" label="Last day" hint="Empty: open-ended." type="date" />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => void send('preview')()}
            aria-disabled={previewCall.isPending}
            className={secondaryButton}
          >
            Preview this promotion
          </button>
          <button type="submit" aria-disabled={form.formState.isSubmitting} className={primaryButton}>
            Add promotion
          </button>
        </div>
      </SpecForm>
      {preview && <PreviewTable preview={preview} proposed="with the promotion" />}
    </section>
  );
}
