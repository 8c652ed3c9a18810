import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { Preview, TariffFormat } from '#domain/console/tariffs';
import { TARIFF_MESSAGES, tariffPreviewSchema, tariffScheduleSchema } from '#domain/console/tariffs';
import { today } from '#domain/dates';
import { fieldGrid, TextField } from '#web/components/form/fields';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { SpecForm } from '#web/components/form/spec-form';
import { useSpecForm } from '#web/components/form/use-spec-form';
import { primaryButton, secondaryButton } from '#web/components/ui/buttons';
import { usePreviewTariff, useScheduleTariff } from '../api/change-tariffs';
import { Notice, Problem } from '../console-notices';
import { FileField, tooLarge } from './file-field';
import { PreviewTable } from './preview-table';
import { useRefusal } from './refusal';

// Uploads a new tariff version of the insurer: a file (JSON, the document; CSV, path,value rows), checked
// by the server against the tariff schema with each fault listed by row or path; previewed on the sample
// vehicles beside the version in force on its date; scheduled from that date under a version name.

interface UploadValues {
  version: string;
  effective_from: string;
  /** The chosen file's text and format, set when it is read. */
  content: string;
  format: TariffFormat;
}

const EMPTY = (): UploadValues => ({ version: '', effective_from: today(), content: '', format: 'json' });

const formatOf = (name: string): TariffFormat | undefined =>
  name.toLowerCase().endsWith('.csv') ? 'csv' : name.toLowerCase().endsWith('.json') ? 'json' : undefined;

export function UploadForm({ companyId }: { companyId: number }) {
  const [fileName, setFileName] = useState<string>();
  const [fileKey, setFileKey] = useState(0);
  const [preview, setPreview] = useState<Preview>();
  const [done, setDone] = useState<string>();
  const previewCall = usePreviewTariff();
  const schedule = useScheduleTariff();
  const form = useSpecForm<UploadValues>({
    defaultValues: EMPTY(),
    resolver: lazyResolver(async (values) => ({
      schema: tariffScheduleSchema,
      input: { ...values, company_id: companyId } satisfies FieldValues,
    })),
    onFieldChange: () => setDone(undefined),
  });
  const { faults, problem, clear, refused } = useRefusal(form, ['version', 'effective_from']);
  const contentError = form.formState.errors.content?.message;
  const shownFaults = faults.length > 0 ? faults : contentError ? [String(contentError)] : [];

  async function choose(chosen: File | undefined) {
    clear();
    form.clearErrors();
    setPreview(undefined);
    setDone(undefined);
    setFileName(chosen?.name);
    form.setValue('content', '');
    if (chosen === undefined) return;
    const format = formatOf(chosen.name);
    if (format === undefined) return refused.content(['Choose a .json or .csv file']);
    if (tooLarge(chosen)) return refused.content([TARIFF_MESSAGES.tooLarge]);
    form.setValue('format', format);
    form.setValue('content', await chosen.text());
  }

  /** The file priced on the sample vehicles: no version name needed, today when no date is given. */
  async function onPreview() {
    clear();
    form.clearErrors();
    const { content, format, effective_from } = form.getValues();
    const input = { company_id: companyId, content, format, effective_from: effective_from || undefined };
    const checked = tariffPreviewSchema.safeParse(input);
    if (!checked.success) {
      for (const { path, message } of checked.error.issues) {
        if (path[0] === 'effective_from') form.setError('effective_from', { message });
        else refused.content([message]);
      }
      return;
    }
    try {
      setPreview(await previewCall.mutateAsync(input));
    } catch (error) {
      refused.by(error);
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    clear();
    try {
      const version = await schedule.mutateAsync({ ...values, company_id: companyId });
      setDone(`Version ${version.version} is saved: it takes effect on ${version.effective_from}.`);
      setPreview(undefined);
      setFileName(undefined);
      setFileKey((key) => key + 1);
      form.reset(EMPTY());
    } catch (error) {
      refused.by(error);
    }
  });

  return (
    <section
      aria-labelledby="upload-tariff"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="upload-tariff" className="mb-4 text-lg font-semibold text-slate-900">
        Upload a new version
      </h2>
      <Notice message={done} />
      <SpecForm form={form} onSubmit={onSubmit} className="space-y-5">
        <Problem message={problem} />
        <FileField
          label="Tariff file (JSON or CSV)"
          accept=".json,.csv,application/json,text/csv"
          fileName={fileName}
          faults={shownFaults}
          resetKey={fileKey}
          onChoose={(chosen) => void choose(chosen)}
          hint={
            <>
              Download a version above as JSON or CSV, change its values and upload it. CSV has a header row
              <code className="mx-1 rounded bg-slate-100 px-1">path,value</code>and one row per value.
            </>
          }
        />
        <div className={fieldGrid}>
          <TextField
            name="effective_from"
            label="In force from"
            hint="Today or a later date. The preview prices on this date."
            type="date"
          />
          <TextField
            name="version"
            label="Version name"
            hint="For example 2027-1: letters, digits, dots, dashes."
            autoComplete="off"
          />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => !previewCall.isPending && void onPreview()}
            aria-disabled={previewCall.isPending}
            className={secondaryButton}
          >
            Preview this version
          </button>
          <button type="submit" aria-disabled={form.formState.isSubmitting} className={primaryButton}>
            Schedule this version
          </button>
        </div>
      </SpecForm>
      {preview && (
        <PreviewTable preview={preview} proposed={fileName ? `the file ${fileName}` : 'the file'} />
      )}
    </section>
  );
}
