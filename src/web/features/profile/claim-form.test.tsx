import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerPolicy } from '#domain/account/session';
import { CLAIM_MESSAGES } from '#domain/claims/claims';
import { ApiError } from '#web/api/api-error';
import { render } from '#tests/support/render';
import { ClaimForm } from './claim-form';

// The claim intimation form: every field's rule under its field, the photos' previews and rule, what is
// sent, the reference once sent, and a refusal from the server that keeps everything typed and chosen.

const send = vi.fn();
vi.mock('./account-calls', () => ({ useIntimateClaim: () => ({ mutateAsync: send }) }));

const POLICY: CustomerPolicy = {
  policy_number: 'CN-2026-ABCD2345',
  cover_note_url: '/v3/cover-note/file/abc',
  commencement_date: '2026-01-01',
  exp_data: '2026-12-31',
  total_cover: '3500000.00',
  premium: '48250.50',
  claims: [],
  renewable: true,
  renewal_saving: true,
};
const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'front.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  send.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Date of the incident'), '2026-03-14');
  await user.selectOptions(screen.getByLabelText('Category'), 'theft');
  await user.type(screen.getByLabelText('Place'), 'Kandy town');
  await user.type(screen.getByLabelText('What happened'), 'The car was taken from the car park overnight.');
  await user.type(screen.getByLabelText('Estimated amount (Rs., optional)'), '250000');
  await user.upload(screen.getByLabelText(/^Photos/), photo);
}

describe('the claim form', () => {
  it('names its fields as the call does and says what is wrong under each field, sending nothing', async () => {
    const user = userEvent.setup();
    render(<ClaimForm customerId={7} policy={POLICY} onClose={() => {}} />);
    for (const name of ['incident_date', 'category', 'place', 'description', 'estimated_amount', 'photos'])
      expect(document.querySelector(`[name="${name}"]`)).not.toBeNull();
    await user.type(screen.getByLabelText('Place'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send the claim' }));
    expect(await screen.findByText(CLAIM_MESSAGES.placeLength)).toBeInTheDocument();
    expect(screen.getByLabelText('What happened')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('asks for a photo, shows the chosen photos, sends the form and shows the reference at once', async () => {
    const user = userEvent.setup();
    send.mockResolvedValue({ id: 1, claim_ref: 'CL-7KQ2M-X9D4T' });
    render(<ClaimForm customerId={7} policy={POLICY} onClose={() => {}} />);
    await fill(user);
    expect(screen.getByRole('img', { name: 'front.jpg' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Remove front.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Send the claim' }));
    expect(await screen.findByText(CLAIM_MESSAGES.photosRequired)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText(/^Photos/), photo);
    await user.click(screen.getByRole('button', { name: 'Send the claim' }));
    expect(await screen.findByRole('status')).toHaveTextContent('CL-7KQ2M-X9D4T');
    expect(send).toHaveBeenCalledWith({
      fields: {
        policy_number: POLICY.policy_number,
        incident_date: '2026-03-14',
        category: 'theft',
        place: 'Kandy town',
        description: 'The car was taken from the car park overnight.',
        estimated_amount: '250,000',
      },
      photos: [photo],
    });
  });

  it("shows the server's refusal under its field and keeps everything typed and chosen", async () => {
    const user = userEvent.setup();
    send.mockRejectedValue(
      new ApiError({
        message: 'fields',
        httpStatus: 422,
        fieldErrors: { incident_date: [CLAIM_MESSAGES.outsideCover] },
      }),
    );
    render(<ClaimForm customerId={7} policy={POLICY} onClose={() => {}} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send the claim' }));
    expect(await screen.findByText(CLAIM_MESSAGES.outsideCover)).toBeInTheDocument();
    expect(screen.getByLabelText('Place')).toHaveValue('Kandy town');
    expect(screen.getByLabelText('Estimated amount (Rs., optional)')).toHaveValue('250,000');
    expect(screen.getByRole('img', { name: 'front.jpg' })).toBeInTheDocument();
  });
});
