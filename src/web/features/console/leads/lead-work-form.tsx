import { useState } from 'react';
import type { LeadAssignee, LeadChangeInput, LeadDetail, LeadStatus } from '#domain/console/leads';
import { leadChangeSchema } from '#domain/console/leads';
import { SelectField } from '#web/components/form/fields';
import { FormActions } from '#web/components/form/form-actions';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { SpecForm } from '#web/components/form/spec-form';
import { useSpecForm } from '#web/components/form/use-spec-form';
import { useChangeLead } from '../api/change-lead';
import { useAssignees } from '../api/get-assignees';
import { useConsoleSubmit } from '../console-form';
import { Notice, Problem } from '../console-notices';
import { useStaff } from '../signed-in';
import { choicesOf, STATUS_LABELS } from './lead-labels';

// A lead's status and the staff member working it (an active admin or operator, or nobody), saved
// together; the server checks the assignee again and records the change in the audit log.

interface WorkForm {
  status: LeadStatus;
  /** A staff member's id, or '' for nobody. */
  assignee_id: string;
}

const changeOf = (values: WorkForm): LeadChangeInput => ({
  status: values.status,
  assignee_id: values.assignee_id === '' ? null : Number(values.assignee_id),
});

const valuesOf = (lead: LeadDetail): WorkForm => ({
  status: lead.status,
  assignee_id: lead.assignee ? String(lead.assignee.id) : '',
});

export function LeadWorkForm({ lead }: { lead: LeadDetail }) {
  const me = useStaff();
  const change = useChangeLead(lead.id);
  const assignees = useAssignees();
  const [saved, setSaved] = useState<string>();
  const form = useSpecForm<WorkForm>({
    defaultValues: valuesOf(lead),
    resolver: lazyResolver(async (values) => ({ schema: leadChangeSchema, input: changeOf(values) })),
    onFieldChange: () => setSaved(undefined),
  });
  const { onSubmit, problem } = useConsoleSubmit(form, ['status', 'assignee_id'], async (values) => {
    const changed = await change.mutateAsync(changeOf(values));
    form.reset(valuesOf(changed));
    const assignee = changed.assignee ? `assigned to ${changed.assignee.name}` : 'assigned to nobody';
    setSaved(`Saved: ${STATUS_LABELS[changed.status]}, ${assignee}.`);
  });
  // The current assignee stays a choice even when they can no longer be assigned (deactivated).
  const people: LeadAssignee[] = assignees.data ?? [];
  const current = lead.assignee;
  const choices = current && !people.some(({ id }) => id === current.id) ? [...people, current] : people;
  const assigneeChoices = choices.map(({ id, name }) => ({
    value: String(id),
    label: id === me.id ? `${name} (me)` : name,
  }));
  return (
    <SpecForm form={form} onSubmit={onSubmit} className="mt-4 space-y-4">
      <Notice message={saved} />
      <Problem message={problem} />
      <SelectField name="status" label="Status" options={choicesOf(STATUS_LABELS)} />
      <SelectField
        name="assignee_id"
        label="Assigned to"
        placeholder="Nobody"
        loading={assignees.isPending}
        options={assigneeChoices}
      />
      <FormActions submitting={form.formState.isSubmitting} submitLabel="Save" />
    </SpecForm>
  );
}
