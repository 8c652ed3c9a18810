import { act, screen } from '@testing-library/react';
import { render } from '#tests/support/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { FieldErrorMap } from '#domain/errors';
import { ChoiceField, SelectField, TextField } from './fields';
import { FormActions } from './form-actions';
import { lazyResolver } from './lazy-resolver';
import { SpecForm } from './spec-form';
import { tidyMobile } from './tidy-mobile';
import { showServerFieldErrors, useSpecForm } from './use-spec-form';

// The spec's form rules as a visitor meets them (motor sections 2.1 and 5), on a form of the shared
// fields: the error after the first blur, typing clears it, server errors under their inputs.

const NAME_MESSAGE = 'Please enter your name';
const MOBILE_MESSAGE = 'Please enter a valid mobile number';

const schema = z.object({
  cx_name: z.string().min(1, NAME_MESSAGE),
  cx_mobile: z.string().regex(/^7\d{8}$/, MOBILE_MESSAGE),
  cx_surname: z.string(),
  is_renewal: z.string(),
});
type Values = z.infer<typeof schema>;

const DEFAULTS: Values = { cx_name: '', cx_mobile: '', cx_surname: 'Mr.', is_renewal: '0' };

interface ContactFormProps {
  /** The server's answer to a submit: its field errors, or none. */
  serverErrors?: FieldErrorMap;
  onSent?: (values: Values, elsewhere: string[]) => void;
  titlesLoading?: boolean;
  /** Hands the form to the test, to act on it as the page or as a browser would. */
  onForm?: (form: UseFormReturn<Values>) => void;
}

function ContactForm({ serverErrors, onSent = () => {}, titlesLoading = false, onForm }: ContactFormProps) {
  const form = useSpecForm<Values>({
    defaultValues: DEFAULTS,
    resolver: lazyResolver(async (values) => ({ schema, input: values })),
  });
  onForm?.(form);
  const onSubmit = form.handleSubmit(async (values) => {
    onSent(values, serverErrors ? showServerFieldErrors(form, serverErrors, ['cx_name', 'cx_mobile']) : []);
  });
  return (
    <SpecForm form={form} onSubmit={onSubmit}>
      <SelectField
        name="cx_surname"
        label="Title"
        loading={titlesLoading}
        options={[
          { value: 'Mr.', label: 'Mr.' },
          { value: 'Ms.', label: 'Ms.' },
        ]}
      />
      <TextField name="cx_name" label="Name" hint="As on your NIC." />
      <TextField name="cx_mobile" label="Mobile number" prefix="94" tidy={tidyMobile} />
      <ChoiceField
        name="is_renewal"
        legend="Is this a new policy or a renewal?"
        options={[
          { value: '0', label: 'New policy' },
          { value: '1', label: 'Renewal' },
        ]}
      />
      <FormActions submitting={form.formState.isSubmitting} onClear={() => form.reset()} />
    </SpecForm>
  );
}

describe('the shared form fields', () => {
  it('label each control, name it after its field and read its hint with it', () => {
    render(<ContactForm />);
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('name', 'cx_name');
    expect(name).toHaveAccessibleDescription('As on your NIC.');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('name', 'cx_mobile');
    expect(screen.getByText('94')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveValue('Mr.');
    const choice = screen.getByRole('group', { name: 'Is this a new policy or a renewal?' });
    expect(choice).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'New policy' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Renewal' })).toHaveAttribute('name', 'is_renewal');
  });

  it('say that a select is loading, keeping its value, and let nobody change it meanwhile', () => {
    render(<ContactForm titlesLoading />);
    const title = screen.getByRole('combobox', { name: 'Title' });
    expect(title).toBeDisabled();
    expect(title).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('option', { name: 'Loading…' })).toHaveValue('Mr.');
  });

  it('tidy a typed mobile when the box is left', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    const mobile = screen.getByLabelText('Mobile number');
    await user.type(mobile, '077 123 4567');
    await user.tab();
    expect(mobile).toHaveValue('771234567');
  });
});

describe('the spec form rules', () => {
  it('show no error until a field is left, then the rule of that field only', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    const name = screen.getByLabelText('Name');
    await user.click(name);
    expect(screen.queryByText(NAME_MESSAGE)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(NAME_MESSAGE)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(`As on your NIC. ${NAME_MESSAGE}`);
    expect(screen.queryByText(MOBILE_MESSAGE)).not.toBeInTheDocument();
  });

  it("clear a field's error as soon as the visitor types in it", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    const name = screen.getByLabelText('Name');
    await user.click(name);
    await user.tab();
    await screen.findByText(NAME_MESSAGE);
    await user.type(name, 'A');
    expect(screen.queryByText(NAME_MESSAGE)).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  // The built site runs on Preact, whose onChange is the browser's input event rather than React's 'change'.
  it("clear a field's error on a change the browser reports as an input event, but not on a value the page sets", async () => {
    const user = userEvent.setup();
    let form: UseFormReturn<Values> | undefined;
    render(<ContactForm onForm={(made) => (form = made)} />);
    const name = screen.getByLabelText('Name');
    await user.click(name);
    await user.tab();
    await screen.findByText(NAME_MESSAGE);
    act(() => form!.setValue('cx_name', 'Set by the page'));
    expect(screen.getByText(NAME_MESSAGE)).toBeInTheDocument();
    await act(() =>
      form!.register('cx_name').onChange({ target: { name: 'cx_name', value: 'A' }, type: 'input' }),
    );
    expect(screen.queryByText(NAME_MESSAGE)).not.toBeInTheDocument();
  });

  it('show every broken rule on Submit and send nothing', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    render(<ContactForm onSent={onSent} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(NAME_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(MOBILE_MESSAGE)).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
  });

  it("put the server's errors under their inputs, over what the browser thought, and hand back the rest", async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    const serverErrors = {
      cx_mobile: ['This number cannot receive SMS', 'A second message'],
      unq_hash: ['The quote has expired'],
    };
    render(<ContactForm serverErrors={serverErrors} onSent={onSent} />);
    await user.type(screen.getByLabelText('Name'), 'Amal Perera');
    await user.type(screen.getByLabelText('Mobile number'), '771234567');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This number cannot receive SMS')).toBeInTheDocument();
    expect(screen.queryByText('A second message')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(onSent).toHaveBeenCalledWith(
      { cx_name: 'Amal Perera', cx_mobile: '771234567', cx_surname: 'Mr.', is_renewal: '0' },
      ['The quote has expired'],
    );
  });

  it('empty the form on Clear', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    const name = screen.getByLabelText('Name');
    await user.type(name, 'Amal');
    await user.click(screen.getByRole('radio', { name: 'Renewal' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(name).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'New policy' })).toBeChecked();
  });
});

describe('the form actions', () => {
  it('keep Submit focusable but marked disabled while sending, with the label the form gives', () => {
    render(<FormActions submitting submitLabel="Upload Document" />);
    const submit = screen.getByRole('button', { name: 'Upload Document' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });
});
