import { screen } from '@testing-library/react';
import { render } from '#tests/support/render';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { RegistrationFields } from './registration-fields';

// The registration fields of the third-party quote (motor section 2.1) and of the proposal (section 2.6).

function Fields({ registered, format = 'WP ABC-1234' }: { registered?: boolean; format?: string }) {
  const form = useForm({
    defaultValues: {
      veh_reg_format: format,
      veh_reg_format_1: '',
      veh_reg_format_2: '',
      veh_reg_format_3: '',
      engine_no: '',
      chassis_no: '',
    },
  });
  return (
    <FormProvider {...form}>
      <form>
        <RegistrationFields registered={registered} />
      </form>
    </FormProvider>
  );
}

describe('the registration fields', () => {
  it('name each box as the calls do, with the format as the example of its parts', () => {
    render(<Fields />);
    expect(screen.getByLabelText('Registration format')).toHaveAttribute('name', 'veh_reg_format');
    expect(screen.getByLabelText('Province')).toHaveAttribute('name', 'veh_reg_format_1');
    const letters = screen.getByLabelText('Letters');
    expect(letters).toHaveAttribute('name', 'veh_reg_format_2');
    expect(letters).toHaveAttribute('placeholder', 'ABC');
    expect(letters).toHaveAttribute('maxLength', '3');
    expect(screen.getByLabelText('Number')).toHaveAttribute('name', 'veh_reg_format_3');
    expect(screen.getByLabelText('Engine number')).toHaveAttribute('name', 'engine_no');
    expect(screen.getByLabelText('Chassis number')).toHaveAttribute('name', 'chassis_no');
  });

  it('show the registration number once every part is there', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    await user.selectOptions(screen.getByLabelText('Province'), 'WP');
    await user.type(screen.getByLabelText('Letters'), 'cab');
    expect(screen.queryByText('Registration number:')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Number'), '1234');
    expect(screen.getByRole('status')).toHaveTextContent('WP-CAB-1234');
  });

  it("keep the fixed series of '10-SRI-1234' between two numbers, and no province", async () => {
    const user = userEvent.setup();
    render(<Fields format="10-SRI-1234" />);
    expect(screen.queryByLabelText('Province')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Series, fixed: SRI')).toBeDisabled();
    await user.type(screen.getByLabelText('First number'), '10');
    await user.type(screen.getByLabelText('Second number'), '1234');
    expect(screen.getByRole('status')).toHaveTextContent('10-SRI-1234');
  });

  it('ask a vehicle not yet registered for its engine and chassis numbers only', () => {
    render(<Fields registered={false} />);
    expect(screen.queryByLabelText('Registration format')).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'engine_no',
      'chassis_no',
    ]);
  });
});
