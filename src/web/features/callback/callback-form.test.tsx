import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '#tests/support/render';
import { ApiError } from '#web/api/api-error';
import { CallbackForm } from './callback-form';
import { INQUIRY_COOKIE, readInquiryCookie, saveInquiryCookie } from './inquiry-cookie';

// A plain function, not vi.fn(): a spy also follows a rejected promise, which the test then counts as
// unhandled although the form handles it.
const server = vi.hoisted(() => ({
  sent: [] as unknown[],
  answer: (): Promise<unknown> => Promise.resolve({ inquiry_id: 1 }),
}));
vi.mock('./api/post-callback', () => ({
  postCallback: (body: unknown) => {
    server.sent.push(body);
    return server.answer();
  },
}));

// The callback form's rules (content sections 4 and 5): the spec's names and messages, errors shown on
// leaving a field and cleared by editing it, the submitting state, the thank-you in place of the form, and
// the inquiry cookie written after it and read back; the thank-you for a page whose address names the
// inquiry.

const MOBILE_MESSAGE = 'mobile is not valid. ex: 947786...';

function form() {
  const user = userEvent.setup();
  const { container } = render(<CallbackForm />);
  const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return { user, input, submit: screen.getByRole('button', { name: 'Submit' }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, input: (name: string) => HTMLInputElement) {
  await user.type(input('cx_name'), 'Chaminda Wijesinghe');
  await user.type(input('cx_mobile'), '772345678');
  await user.type(input('cx_email'), 'chaminda@example.lk');
}

beforeEach(() => {
  server.sent = [];
});
afterEach(() => {
  document.cookie = `${INQUIRY_COOKIE}=; Max-Age=0; Path=/`;
});

describe('CallbackForm', () => {
  it('has the spec’s inputs, labelled, with the fixed 94 before the mobile', () => {
    const { input } = form();
    expect(input('cx_name')).toBe(screen.getByLabelText(/^Name/));
    expect(input('cx_email')).toBe(screen.getByLabelText('E-mail'));
    expect(input('cx_mobile')).toBe(screen.getByLabelText('Mobile number'));
    expect(input('cx_mobile').previousElementSibling).toHaveTextContent('94');
  });

  it('says each rule once a field is left, and clears a message when its field is edited', async () => {
    const { user, input, submit } = form();
    await user.click(submit);
    expect(await screen.findAllByText('required')).toHaveLength(3);
    expect(server.sent).toEqual([]);

    await user.type(input('cx_mobile'), '7723456');
    await user.type(input('cx_email'), 'chaminda@');
    await user.tab();
    expect(await screen.findByText(MOBILE_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();

    await user.type(input('cx_mobile'), '8');
    expect(screen.queryByText(MOBILE_MESSAGE)).not.toBeInTheDocument();
    expect(input('cx_mobile')).not.toHaveAttribute('aria-invalid');
  });

  it('posts the callback with the spec’s fields, shows it is sending, then thanks in place of the form', async () => {
    let answer: (created: { inquiry_id: number }) => void = () => {};
    server.answer = () => new Promise((resolve) => (answer = resolve));
    const { user, input, submit } = form();
    await fill(user, input);
    await user.click(submit);

    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    expect(server.sent).toEqual([
      {
        cx_name: 'Chaminda Wijesinghe',
        cx_email: 'chaminda@example.lk',
        cx_mobile: '94772345678',
        cx_message: 'Callback',
        inquiry_type: 'callback',
        inquiry_media: 'web',
        inquiry_code: 'callback',
        email_subject_json: { subject: 'Callback' },
        email_body_json: expect.objectContaining({
          cx_name: 'Chaminda Wijesinghe',
          inquiry_type: 'callback',
        }),
      },
    ]);
    answer({ inquiry_id: 41 });

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for submitting. We will call you back.',
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(readInquiryCookie()).toEqual({
      cx_name: 'Chaminda Wijesinghe',
      cx_mobile: '772345678',
      cx_email: 'chaminda@example.lk',
      cx_inquiry_id: '41',
    });
  });

  it('fills itself from the inquiry cookie of the last hour', () => {
    saveInquiryCookie({
      cx_name: 'Ruwani Dias',
      cx_mobile: '765554433',
      cx_email: 'ruwani@example.lk',
      cx_inquiry_id: '7',
    });
    const { input } = form();
    expect(input('cx_name')).toHaveValue('Ruwani Dias');
    expect(input('cx_mobile')).toHaveValue('765554433');
    expect(input('cx_email')).toHaveValue('ruwani@example.lk');
  });

  it.each([
    ['?cx_inquiry_id=41', true],
    ['?q=cover&cx_inquiry_id=7', true],
    ['?cx_inquiry_id=', false],
    ['?cx_inquiry_id=abc', false],
    ['?cx_inquiry_id=0', false],
    ['', false],
  ])('at %s thanks in place of the form: %s (content section 4)', (search, thanked) => {
    window.history.replaceState(null, '', `/${search}`);
    try {
      render(<CallbackForm />);
      expect(screen.queryByText('Thank you for submitting. We will call you back.') !== null).toBe(thanked);
      expect(screen.queryByRole('button', { name: 'Submit' }) === null).toBe(thanked);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('shows the server’s field errors under their inputs and keeps the form', async () => {
    const refused = new ApiError({
      message: 'inputs may not valid',
      httpStatus: 422,
      fieldErrors: { cx_mobile: [MOBILE_MESSAGE] },
    });
    server.answer = () => Promise.reject(refused);
    const { user, input, submit } = form();
    await fill(user, input);
    await user.click(submit);
    expect(await screen.findByText(MOBILE_MESSAGE)).toBeInTheDocument();
    expect(
      screen.getByText('Some details need correcting: see the messages under the fields.'),
    ).toBeInTheDocument();
    expect(readInquiryCookie()).toBeUndefined();
  });
});
