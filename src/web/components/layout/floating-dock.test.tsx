import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '#tests/support/render';
import { FloatingDock } from './floating-dock';

// The dock's toggles (content section 2; decision 053). Its panels stand in here as plain dialogs of the
// site's modal with a Close button; the real ones are tested in their features and in tests/e2e/dock.test.ts.
vi.mock('#web/lazy-dock-panels', async () => {
  const { ModalDialog } = await import('#web/components/ui/modal-dialog');
  const panel =
    (label: string) =>
    ({ open, onClose }: { open: boolean; onClose: () => void }) => (
      <ModalDialog open={open} onClose={onClose} label={label} className="">
        <button type="button" onClick={onClose}>
          Close {label}
        </button>
      </ModalDialog>
    );
  return {
    LazyChatPanel: panel('Chat panel'),
    LazyCallbackModal: panel('Callback panel'),
    LazyQuoteModal: panel('Quote panel'),
  };
});

const dock = () => {
  render(<FloatingDock />);
  const aside = screen.getByRole('complementary', { name: 'Quick help' });
  return {
    user: userEvent.setup(),
    chat: within(aside).getByRole('button', { name: 'Chat' }),
    callback: within(aside).getByRole('button', { name: 'Callback' }),
    quote: within(aside).getByRole('button', { name: 'Quote' }),
  };
};
/** A panel's dialog, open or closed (a closed <dialog> has no role to find it by). */
const panel = (name: string) => document.querySelector(`dialog[aria-label="${name}"]`);

describe('FloatingDock', () => {
  it('offers Chat, Callback and Quote, closed, and loads no panel before one is opened', () => {
    const { callback, quote } = dock();
    const buttons = within(screen.getByRole('complementary')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Chat', 'Callback', 'Quote']);
    expect(callback).toHaveAttribute('aria-expanded', 'false');
    expect(quote).toHaveAttribute('aria-expanded', 'false');
    expect(callback).toHaveAttribute('aria-haspopup', 'dialog');
    expect(panel('Callback panel')).toBeNull();
    expect(panel('Quote panel')).toBeNull();
    expect(panel('Chat panel')).toBeNull();
  });

  it('opens one panel at a time: opening one closes the other, and pressing it again closes it', async () => {
    const { user, callback, quote } = dock();
    await user.click(callback);
    await waitFor(() => expect(panel('Callback panel')).toHaveAttribute('open'));
    expect(callback).toHaveAttribute('aria-expanded', 'true');

    await user.click(quote);
    await waitFor(() => expect(panel('Quote panel')).toHaveAttribute('open'));
    expect(panel('Callback panel')).not.toHaveAttribute('open');
    expect(callback).toHaveAttribute('aria-expanded', 'false');
    expect(quote).toHaveAttribute('aria-expanded', 'true');

    await user.click(quote);
    await waitFor(() => expect(panel('Quote panel')).not.toHaveAttribute('open'));
    expect(quote).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens Chat as one of the three: opening another closes it', async () => {
    const { user, chat, callback } = dock();
    await user.click(chat);
    await waitFor(() => expect(panel('Chat panel')).toHaveAttribute('open'));
    expect(chat).toHaveAttribute('aria-expanded', 'true');
    await user.click(callback);
    await waitFor(() => expect(panel('Callback panel')).toHaveAttribute('open'));
    expect(panel('Chat panel')).not.toHaveAttribute('open');
    expect(chat).toHaveAttribute('aria-expanded', 'false');
    await user.click(chat);
    await waitFor(() => expect(panel('Chat panel')).toHaveAttribute('open'));
    expect(panel('Callback panel')).not.toHaveAttribute('open');
  });

  it('sets its toggle off when a panel closes itself', async () => {
    const { user, callback } = dock();
    await user.click(callback);
    await user.click(await screen.findByRole('button', { name: 'Close Callback panel' }));
    await waitFor(() => expect(panel('Callback panel')).not.toHaveAttribute('open'));
    expect(callback).toHaveAttribute('aria-expanded', 'false');
    // Open again, it opens: the toggle knows it was closed.
    await user.click(callback);
    await waitFor(() => expect(panel('Callback panel')).toHaveAttribute('open'));
  });
});
