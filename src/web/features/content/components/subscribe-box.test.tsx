import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '#tests/support/render';
import { ApiError } from '#web/api/api-error';
import { SubscribeBox } from './subscribe-box';

// A plain function, not vi.fn(): a spy also follows a rejected promise, which the test then counts as
// unhandled although the box handles it.
const server = vi.hoisted(() => ({
  sent: [] as unknown[],
  answer: (): Promise<unknown> => Promise.resolve({ outcome: 'sent' }),
}));
vi.mock('../api/subscriptions', () => ({
  postSubscription: (email: string, lang: string) => {
    server.sent.push({ email, lang });
    return server.answer();
  },
}));

// The featured-articles page's Subscribe box (content section 2): its presence check, said under the
// field and cleared by typing, the format check, and what it says once the letter is sent.

const BLANK = 'Please enter your e-mail address';

function box() {
  const user = userEvent.setup();
  render(<SubscribeBox />);
  return {
    user,
    input: screen.getByLabelText('E-mail address'),
    subscribe: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

beforeEach(() => {
  server.sent = [];
  server.answer = () => Promise.resolve({ outcome: 'sent' });
});

describe('SubscribeBox', () => {
  it('has an e-mail input named email, labelled, and the Subscribe button', () => {
    const { input } = box();
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('type', 'email');
  });

  it('says the address is missing under the field, sends nothing, and clears the message on typing', async () => {
    const { user, input, subscribe } = box();
    await user.click(subscribe);
    const message = await screen.findByText(BLANK);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(message.closest('[id]')!.id);
    expect(server.sent).toEqual([]);

    await user.type(input, 'n');
    expect(screen.queryByText(BLANK)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says a mistyped address is not valid once the field is left', async () => {
    const { user, input } = box();
    await user.type(input, 'nimal@example');
    await user.tab();
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
  });

  it('sends the address with the page’s language, then says where the confirmation went', async () => {
    const { user, input, subscribe } = box();
    await user.type(input, ' nimal@example.lk ');
    await user.click(subscribe);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent a confirmation e-mail to nimal@example.lk.',
    );
    expect(server.sent).toEqual([{ email: 'nimal@example.lk', lang: 'en' }]);
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal (the hourly limit) and keeps the form', async () => {
    const limit =
      'We have sent this address as many confirmation e-mails as we send in an hour. Please look for the last one in your inbox and spam folder, or try again in an hour.';
    server.answer = () => Promise.reject(new ApiError({ message: limit, httpStatus: 429 }));
    const { user, input, subscribe } = box();
    await user.type(input, 'nimal@example.lk');
    await user.click(subscribe);
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    await waitFor(() => expect(subscribe).not.toHaveAttribute('aria-disabled', 'true'));
  });
});
