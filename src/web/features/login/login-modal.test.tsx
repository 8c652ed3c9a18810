import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '#tests/support/render';
import { openSession } from './api/login-calls';
import LoginModal from './login-modal';

vi.mock('./api/login-calls', () => ({ openSession: vi.fn() }));
// The flow's own steps are tested in login-forms.test.tsx: here it hands over a token and a picture.
vi.mock('./login-flow', () => ({
  LoginFlow: ({ onToken }: { onToken: (token: string, picture: File | undefined) => void }) => (
    <button type="button" onClick={() => onToken('token', new File(['x'], 'me.png', { type: 'image/png' }))}>
      Verified
    </button>
  ),
}));

// The login modal (decision 051): named by its title, the login flow inside, Close shuts it.

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Login
      </button>
      <LoginModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<Opener />);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Login or Register With OTP' });
  expect(dialog).toHaveAttribute('open');
  return { user, dialog };
}

describe('LoginModal', () => {
  beforeEach(() => vi.mocked(openSession).mockReset());

  it('opens named by its title with the login flow, and Close shuts it', async () => {
    const { user, dialog } = await openModal();
    expect(screen.getByRole('button', { name: 'Verified' })).toBeInTheDocument();

    // Escape and the focus's return are the browser's own for a modal <dialog> (happy-dom has neither):
    // the journey tests/e2e/account-profile.test.ts checks them in Chromium.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  });

  it('closes once the session is open', async () => {
    vi.mocked(openSession).mockResolvedValue({ valid: true });
    const { user, dialog } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Verified' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(openSession).toHaveBeenCalledWith('token', expect.any(File));
  });

  it('says a refused picture before it closes: the customer is logged in without it', async () => {
    vi.mocked(openSession).mockResolvedValue({
      valid: true,
      pictureRefusal: 'The profile picture must be a PNG image',
    });
    const { user, dialog } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Verified' }));
    const notSaved = await screen.findByText(
      'You are logged in, but your profile picture could not be saved.',
    );
    const alert = notSaved.closest('[role="alert"]');
    expect(alert).toHaveTextContent('The profile picture must be a PNG image');
    expect(dialog).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  });

  it('says a refused token and stays open', async () => {
    vi.mocked(openSession).mockResolvedValue({ valid: false });
    const { user, dialog } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Verified' }));
    expect(
      await screen.findByText('This login did not work. Please try again with a new code.'),
    ).toBeVisible();
    expect(dialog).toHaveAttribute('open');
  });
});
