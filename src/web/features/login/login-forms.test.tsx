import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '#tests/support/render';
import { RequestOtpForm, SignUpForm, VerifyOtpForm } from './login-forms';

// The login page's three forms (content sections 2 and 5): each button is enabled only when its form
// passes the shared schema, a field's message shows once it was left, and a server refusal shows in the
// alert.

const button = (name: string) => screen.getByRole('button', { name });

describe('RequestOTP', () => {
  it('enables Request OTP only for 10 numbers starting 07, and sends the number as typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<RequestOtpForm busy={false} error={undefined} onSubmit={onSubmit} />);
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(mobile).toHaveAttribute('name', 'mobileNumber');
    expect(button('Request OTP')).toBeDisabled();

    await user.type(mobile, '07712345');
    await user.tab();
    expect(screen.getByText('Mobile number must have 10 numbers')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(button('Request OTP')).toBeDisabled();

    await user.clear(mobile);
    await user.type(mobile, '0812345678');
    expect(screen.getByText('Mobile number should start with 07')).toBeInTheDocument();
    expect(button('Request OTP')).toBeDisabled();

    await user.clear(mobile);
    await user.type(mobile, '0771234567');
    expect(screen.queryByText(/Mobile number (must|should)/)).not.toBeInTheDocument();
    await user.click(button('Request OTP'));
    expect(onSubmit).toHaveBeenCalledWith('0771234567');
  });

  it("shows the server's refusal in the alert", () => {
    render(
      <RequestOtpForm
        busy={false}
        error="Too many codes were sent to this number. Please try again in 12 minutes."
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many codes were sent to this number');
  });
});

describe('VerifyOTP', () => {
  const props = {
    busy: false,
    error: undefined,
    mobileNumber: '0771234567',
    canResend: true,
    resending: false,
    onResend: vi.fn(),
    onChangeNumber: vi.fn(),
  };

  it('enables Verify OTP only for 6 numbers', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<VerifyOtpForm {...props} onSubmit={onSubmit} />);
    const code = screen.getByRole('textbox', { name: 'OTP code' });
    expect(code).toHaveAttribute('name', 'OTPcode');
    expect(button('Verify OTP')).toBeDisabled();
    await user.type(code, '12a45');
    await user.tab();
    expect(screen.getByText('OTP code must have 6 numbers')).toBeInTheDocument();
    expect(button('Verify OTP')).toBeDisabled();
    await user.clear(code);
    await user.type(code, '123456');
    expect(button('Verify OTP')).toBeEnabled();
    await user.click(button('Verify OTP'));
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('offers Resend OTP when allowed, and shows a wrong code refusal', async () => {
    const user = userEvent.setup();
    const onResend = vi.fn();
    const { rerender } = render(
      <VerifyOtpForm
        {...props}
        onResend={onResend}
        onSubmit={vi.fn()}
        error="That code is not correct. 4 tries left."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That code is not correct. 4 tries left.');
    await user.click(button('Resend OTP'));
    expect(onResend).toHaveBeenCalled();
    rerender(<VerifyOtpForm {...props} canResend={false} onSubmit={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
  });
});

describe('SignUp', () => {
  it("enables Sign Up only with no field errors, with the spec's messages", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SignUpForm busy={false} error={undefined} onSubmit={onSubmit} />);
    const name = screen.getByRole('textbox', { name: 'Full name' });
    const nic = screen.getByRole('textbox', { name: 'NIC or passport number' });
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect([name, nic, address].map((field) => field.getAttribute('name'))).toEqual([
      'fullName',
      'nicOrPassportNumber',
      'address',
    ]);
    expect(button('Sign Up')).toBeDisabled();

    await user.type(name, 'Ka1');
    await user.type(nic, '1234');
    await user.type(address, 'No 1');
    await user.tab();
    expect(screen.getByText('can only contain a-z')).toBeInTheDocument();
    expect(screen.getByText('NIC or passport number must have at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Address must have at least 5 characters')).toBeInTheDocument();
    expect(button('Sign Up')).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'Kamala Perera');
    await user.type(nic, '5');
    await user.type(address, '2, Galle Road');
    expect(button('Sign Up')).toBeEnabled();
    await user.click(button('Sign Up'));
    expect(onSubmit).toHaveBeenCalledWith({
      form: { fullName: 'Kamala Perera', nicOrPassportNumber: '12345', address: 'No 12, Galle Road' },
      picture: undefined,
    });
  });

  it('takes an optional PNG picture by its first bytes, with a preview, and refuses a JPEG named .png', async () => {
    // A picker's file types are a suggestion: the browser lets 'All files' be chosen.
    const user = userEvent.setup({ applyAccept: false });
    const onSubmit = vi.fn();
    render(<SignUpForm busy={false} error={undefined} onSubmit={onSubmit} />);
    const picker = screen.getByLabelText('Profile picture (optional)');
    expect(picker).toHaveAttribute('name', 'profilePicture');

    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], 'me.png', {
      type: 'image/png',
    });
    await user.upload(picker, jpeg);
    expect(await screen.findByText('The profile picture must be a PNG image')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'me.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(picker, png);
    await waitFor(() => expect(document.querySelector('img')).not.toBeNull());
    expect(screen.queryByText('The profile picture must be a PNG image')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Kamala Perera');
    await user.type(screen.getByRole('textbox', { name: 'NIC or passport number' }), '199012345678');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '2, Galle Road');
    await user.click(button('Sign Up'));
    expect(onSubmit).toHaveBeenCalledWith({ form: expect.any(Object), picture: png });
  });
});
