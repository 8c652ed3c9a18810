import { useState } from 'react';
import type { LeadDetail, NewLeadNoteInput } from '#domain/console/leads';
import { MAX_NOTE_LENGTH, newLeadNoteSchema } from '#domain/console/leads';
import { FormActions } from '#web/components/form/form-actions';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { SpecForm } from '#web/components/form/spec-form';
import { useSpecForm } from '#web/components/form/use-spec-form';
import { useAddLeadNote } from '../api/change-lead';
import { useConsoleSubmit } from '../console-form';
import { Notice, Problem } from '../console-notices';
import { atMinute } from '../console-table';
import { TextAreaField } from '../text-area-field';

// What the staff wrote about a lead, oldest first, and a new note. Notes are never changed or removed.

export function LeadNotes({ lead }: { lead: LeadDetail }) {
  const add = useAddLeadNote(lead.id);
  const [added, setAdded] = useState<string>();
  const form = useSpecForm<NewLeadNoteInput>({
    defaultValues: { text: '' },
    resolver: lazyResolver(async (values) => ({ schema: newLeadNoteSchema, input: values })),
    onFieldChange: () => setAdded(undefined),
  });
  const { onSubmit, problem } = useConsoleSubmit(form, ['text'], async (values) => {
    await add.mutateAsync(values);
    form.reset({ text: '' });
    setAdded('Note added.');
  });
  return (
    <section aria-labelledby="lead-notes" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="lead-notes" className="text-lg font-semibold text-slate-900">
        Notes
      </h2>
      {lead.notes.length === 0 ? (
        <p className="mt-2 text-slate-700">No notes yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100">
          {lead.notes.map((note) => (
            <li key={note.id} className="py-3">
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{note.staff_name}</span>, {atMinute(note.at)}
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <SpecForm form={form} onSubmit={onSubmit} className="mt-4 space-y-4">
        <Notice message={added} />
        <Problem message={problem} />
        <TextAreaField
          name="text"
          label="New note"
          hint={`What was said or agreed; up to ${MAX_NOTE_LENGTH} characters. Notes cannot be changed later.`}
        />
        <FormActions submitting={form.formState.isSubmitting} submitLabel="Add note" />
      </SpecForm>
    </section>
  );
}
