import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import type { Staff, StaffChangeInput } from '#domain/console/calls';
import { staffChangeSchema } from '#domain/console/calls';
import { TextField } from '#web/components/form/fields';
import { FormActions } from '#web/components/form/form-actions';
import { SpecForm } from '#web/components/form/spec-form';
import { useSpecForm } from '#web/components/form/use-spec-form';
import { quietButton } from '#web/components/ui/buttons';
import { DialogCloseButton, ModalDialog } from '#web/components/ui/modal-dialog';
import { problemOf } from '../api/console-call';
import { useChangeStaff } from '../api/change-staff';
import { useConsoleSubmit } from '../console-form';
import { Problem } from '../console-notices';

// A staff account's actions in its row: activate or deactivate it, or give it a new password.

export function StaffActions({ staff }: { staff: Staff }) {
  const change = useChangeStaff();
  const [resetting, setResetting] = useState(false);
  return (
    <div className="flex flex-wrap gap-1">
      <button
        type="button"
        onClick={() => !change.isPending && change.mutate({ id: staff.id, active: !staff.active })}
        aria-disabled={change.isPending}
        className={`${quietButton} whitespace-nowrap`}
      >
        {staff.active ? 'Deactivate' : 'Activate'}
        <span className="sr-only"> {staff.name}</span>
      </button>
      <button type="button" onClick={() => setResetting(true)} className={`${quietButton} whitespace-nowrap`}>
        Reset password<span className="sr-only"> of {staff.name}</span>
      </button>
      {change.error && <Problem message={problemOf(change.error)} className="w-full" />}
      <ModalDialog
        open={resetting}
        onClose={() => setResetting(false)}
        label={`New password for ${staff.name}`}
        className="w-[28rem] max-w-[calc(100vw-2rem)] p-5"
      >
        {resetting && <PasswordForm staff={staff} onDone={() => setResetting(false)} />}
      </ModalDialog>
    </div>
  );
}

function PasswordForm({ staff, onDone }: { staff: Staff; onDone: () => void }) {
  const headingId = useId();
  const change = useChangeStaff();
  const form = useSpecForm<StaffChangeInput>({
    defaultValues: { password: '' },
    resolver: zodResolver(staffChangeSchema),
  });
  const { onSubmit, problem } = useConsoleSubmit(form, ['password'], async ({ password }) => {
    await change.mutateAsync({ id: staff.id, password });
    onDone();
  });
  return (
    <SpecForm form={form} onSubmit={onSubmit} className="space-y-4">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          New password for {staff.name}
        </h2>
        <DialogCloseButton onClick={onDone} />
      </div>
      <Problem message={problem} />
      <TextField
        name="password"
        label="New password"
        hint="At least 12 characters. Give it to them in person or by phone."
        type="password"
        autoComplete="new-password"
      />
      <FormActions submitting={form.formState.isSubmitting} submitLabel="Set password" />
    </SpecForm>
  );
}
