import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountCustomer } from '#domain/account/session';
import { ApiError } from '#web/api/api-error';
import { render } from '#tests/support/render';
import { EditDetails } from './profile-edit';

// Editing 'My Profile' (decision 051): the shared schema's messages as the customer types, Save only when
// they pass, and a refusal of the server shown with everything typed kept.

// A plain function, not vi.fn(): a spy also follows a rejected promise, which the test then counts as
// unhandled although the form handles it.
const server = vi.hoisted(() => ({
  sent: [] as unknown[],
  answer: (): Promise<unknown> => Promise.resolve(undefined),
}));
vi.mock('./account-calls', () => ({
  editProfile: (values: unknown) => {
    server.sent.push(values);
    return server.answer();
  },
}));

const CUSTOMER: AccountCustomer = {
  customer_id: 7,
  name_initials: 'K. Perera',
  mobile_number: '94771234567',
  nic_number: '199012345678',
  address: '12 Temple Road',
  city: null,
  email: null,
  picture: null,
};

const save = () => screen.getByRole('button', { name: 'Save details' });

beforeEach(() => {
  server.sent = [];
});

describe('EditDetails', () => {
  it('starts from the saved details, checks them by the shared schema, and saves', async () => {
    const user = userEvent.setup();
    server.answer = () => Promise.resolve(CUSTOMER);
    render(<EditDetails customer={CUSTOMER} />);
    const address = screen.getByRole('textbox', { name: 'Address' });
    const email = screen.getByRole('textbox', { name: 'Email (optional)' });
    expect(address).toHaveValue('12 Temple Road');
    expect([address, email].map((field) => field.getAttribute('name'))).toEqual(['address', 'email']);

    await user.clear(address);
    await user.type(address, 'Rd 1');
    await user.type(email, 'nimal@');
    await user.tab();
    expect(screen.getByText('Address must have at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Email is not valid')).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.type(address, '0, Kandy');
    await user.type(email, 'example.lk');
    await user.type(screen.getByRole('textbox', { name: 'City (optional)' }), 'Kandy');
    await user.click(save());
    expect(server.sent).toEqual([
      {
        address: 'Rd 10, Kandy',
        email: 'nimal@example.lk',
        city: 'Kandy',
      },
    ]);
    expect(await screen.findByText('Your details are saved.')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = userEvent.setup();
    server.answer = () =>
      Promise.reject(
        new ApiError({
          message: 'Please correct the fields',
          httpStatus: 422,
          fieldErrors: { email: ['Email is not valid'] },
        }),
      );
    render(<EditDetails customer={CUSTOMER} />);
    await user.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'a@b.lk');
    await user.click(save());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Email is not valid'));
    expect(screen.getByRole('textbox', { name: 'Email (optional)' })).toHaveValue('a@b.lk');
    expect(screen.queryByText('Your details are saved.')).not.toBeInTheDocument();
  });
});
