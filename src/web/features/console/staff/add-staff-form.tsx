import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { NewStaffInput, StaffRole } from '#domain/console/calls';
import { newStaffSchema, STAFF_ROLES } from '#domain/console/calls';
import { fieldGrid, SelectField, TextField } from '#web/components/form/fields';
import { FormActions } from '#web/components/form/form-actions';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { SpecForm } from '#web/components/form/spec-form';
import { useSpecForm } from '#web/components/form/use-spec-form';
import { useAddStaff } from '../api/change-staff';
import { useInsurers } from '../api/get-insurers';
import { useConsoleSubmit } from '../console-form';
import { Notice, Problem } from '../console-notices';

// Adds a staff account: an insurer's account names its insurer (from the site's list of insurers), the
// other roles none. The admin gives the first password; its owner changes it later.

interface StaffForm {
  email: string;
  name: string;
  role: StaffRole;
  company_id: string;
  password: string;
}

const EMPTY: StaffForm = { email: '', name: '', role: 'operator', company_id: '', password: '' };
const FIELDS = Object.keys(EMPTY);

const staffInput = (values: StaffForm): NewStaffInput => ({
  ...values,
  company_id: values.role === 'insurer' && values.company_id ? Number(values.company_id) : null,
});

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: role }));

export function AddStaffForm() {
  const add = useAddStaff();
  const [added, setAdded] = useState<string>();
  const form = useSpecForm<StaffForm>({
    defaultValues: EMPTY,
    resolver: lazyResolver(async (values) => ({ schema: newStaffSchema, input: staffInput(values) })),
    onFieldChange: () => setAdded(undefined),
  });
  const insurer = useWatch({ control: form.control, name: 'role' }) === 'insurer';
  const insurers = useInsurers(insurer);
  const { onSubmit, problem } = useConsoleSubmit(form, FIELDS, async (values) => {
    const staff = await add.mutateAsync(staffInput(values));
    form.reset(EMPTY);
    setAdded(`${staff.name} (${staff.email}) can now log in.`);
  });
  return (
    <section aria-labelledby="add-staff" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="add-staff" className="mb-4 text-lg font-semibold text-slate-900">
        Add a staff account
      </h2>
      <Notice message={added} />
      <SpecForm form={form} onSubmit={onSubmit} className="space-y-5">
        <Problem message={problem} />
        <div className={fieldGrid}>
          <TextField name="name" label="Name" autoComplete="off" />
          <TextField name="email" label="Email" type="email" autoComplete="off" />
          <SelectField name="role" label="Role" options={ROLE_OPTIONS} />
          {insurer && (
            <SelectField
              name="company_id"
              label="Insurer"
              placeholder="Choose the insurer"
              loading={insurers.isPending}
              options={(insurers.data ?? []).map((company) => ({
                value: String(company.id),
                label: company.company_name,
              }))}
            />
          )}
          <TextField
            name="password"
            label="First password"
            hint="At least 12 characters."
            type="password"
            autoComplete="new-password"
          />
        </div>
        <FormActions submitting={form.formState.isSubmitting} submitLabel="Add account" />
      </SpecForm>
    </section>
  );
}
