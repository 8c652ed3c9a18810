// A paid payment reversed by the gateway (a charge-back by the card's bank, or a refund), told through the
// sandbox gateway's signed notification as demo mode tells it: the payment is marked reversed, the
// application reversed for good, its cover note cancelled (the verification page says 'not in force'),
// and the customer told once by e-mail and SMS. Nothing is deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '#domain/motor/payment';
import { formatRupees } from '#domain/money';
import { ok } from '#server/http/envelope';
import { refusal } from '#server/testing/envelopes';
import type { ProposalClient } from '#server/testing/proposals';
import { proposalClient, RECIPIENT } from '#server/testing/proposals';
import { CARDS } from '#server/testing/payments';
import { createTestApp } from '#server/testing/test-app';

const HOTLINE = '+94 11 555 0100';

let context: Awaited<ReturnType<typeof createTestApp>>;
let client: ProposalClient;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000', HOTLINES: `Hotline:${HOTLINE}` });
  client = await proposalClient(context);
});
afterAll(() => context.app.close());

const REVERSED = refusal(PAYMENT_MESSAGES.reversed);

/**
 * The e-mails and SMS written to the customer so far: which messages, not how far the outbox has got with
 * them (the purchase's and the payment's own messages may still be on their way).
 */
const written = async (kind: 'mail' | 'sms', to: string) =>
  (await client.messagesTo(kind, to)).map(({ id, payload }) => ({ id, payload }));
const sent = async () => ({
  mails: await written('mail', RECIPIENT.email),
  sms: await written('sms', RECIPIENT.mobile),
});
const textOf = (message: { payload: unknown }) => message.payload as { subject?: string; text: string };

describe('a charge-back of the payment of a completed application', () => {
  it('marks the payment reversed, cancels the cover note, tells the customer once; a repeat changes nothing', async () => {
    const bought = await client.paid();
    const coverNote = (await client.generate(client.form(bought.reqKey))).body.data;
    const [paid] = await client.payments.paymentsOf(bought.applicationId);
    const before = await sent();

    expect(await client.payments.reverse(bought.checkout, 'chargedback')).toEqual({
      status: 200,
      body: ok({ status: 'chargedback', message: 'Payment charged back by the card issuer' }),
    });

    const [payment] = await client.payments.paymentsOf(bought.applicationId);
    expect(payment).toMatchObject({
      status: 'chargedback',
      statusMessage: 'Payment charged back by the card issuer',
      applied: true,
      providerPaymentId: paid!.providerPaymentId,
    });
    expect(payment!.updatedAt.getTime()).toBeGreaterThan(paid!.updatedAt.getTime());
    expect(await client.applicationOf(bought.applicationId)).toMatchObject({ status: 'reversed' });
    expect(await client.payments.paymentEventsOf(bought.applicationId)).toEqual([
      { status: 'paid', detail: { order_id: bought.checkout.order_id } },
      {
        status: 'reversed',
        detail: {
          order_id: bought.checkout.order_id,
          reversal: 'chargedback',
          cover_note_no: coverNote.cover_note_no,
        },
      },
    ]);
    const [cancelled] = await client.coverNotesOf(bought.applicationId);
    expect(cancelled).toMatchObject({ cancelReason: 'chargedback', coverNoteNo: coverNote.cover_note_no });
    expect(cancelled!.cancelledAt).toBeInstanceOf(Date);
    expect(await client.proposalsOf(bought.applicationId)).toHaveLength(1);
    expect((await client.verify(coverNote.cover_note_no)).body.data).toMatchObject({
      status: 'not_in_force',
      reason: 'cancelled',
    });

    const after = await sent();
    expect(after.mails).toHaveLength(before.mails.length + 1);
    expect(after.sms).toHaveLength(before.sms.length + 1);
    const mail = textOf(after.mails.at(-1)!);
    expect(mail.subject).toBe(`Your cover note ${coverNote.cover_note_no} has been cancelled`);
    for (const part of [
      'Dear Mr K Perera,',
      `your bank has reversed (charged back) your payment of ${formatRupees(bought.row.amountCents)} ` +
        `for your Full Insurance cover with ${bought.item.company_name}.`,
      `cover note ${coverNote.cover_note_no} for WP-CAB-1234 has been cancelled today`,
      'Your vehicle is no longer covered by this cover note',
      `call us on ${HOTLINE}`,
    ])
      expect(mail.text).toContain(part);
    expect(textOf(after.sms.at(-1)!).text).toBe(
      `Kavacha: your payment for ${bought.item.company_name} motor insurance was charged back by your bank, ` +
        `so cover note ${coverNote.cover_note_no} is cancelled and WP-CAB-1234 is no longer covered by it. ` +
        `To arrange cover, call us on ${HOTLINE}.`,
    );

    // The same notice again, and a refund after it: recorded, nothing else changes, nobody told twice.
    expect((await client.payments.reverse(bought.checkout, 'chargedback')).status).toBe(200);
    expect((await client.payments.reverse(bought.checkout, 'refunded')).status).toBe(200);
    const outcomes = (await client.payments.notificationsOf(bought.checkout.order_id)).map((n) => n.outcome);
    expect(outcomes).toEqual(['applied', 'applied', 'unchanged', 'unchanged']);
    expect(await sent()).toEqual(after);
    expect(await client.coverNotesOf(bought.applicationId)).toEqual([cancelled]);
    expect(await client.payments.paymentEventsOf(bought.applicationId)).toHaveLength(2);
  });

  it('no longer loads the proposal nor takes a new payment; the payment page shows the reversal', async () => {
    const bought = await client.paid();
    await client.generate(client.form(bought.reqKey));
    await client.payments.reverse(bought.checkout, 'chargedback');

    expect(await client.load(bought.reqKey)).toEqual({ status: 409, body: REVERSED });
    expect(await client.generate(client.form(bought.reqKey))).toEqual({ status: 409, body: REVERSED });
    expect(await client.payments.checkout(bought.paySecHash)).toEqual({ status: 409, body: REVERSED });
    expect((await client.payments.summary(bought.paySecHash)).body.data).toMatchObject({
      paid: false,
      req_key: null,
      attempt: { status: 'chargedback', message: 'Payment charged back by the card issuer' },
    });
  });
});

describe('a refund of the payment before the cover note is issued', () => {
  it('reverses the application, says no cover note will be issued, and refuses to issue one', async () => {
    const bought = await client.paid();
    const before = await sent();

    expect((await client.payments.reverse(bought.checkout, 'refunded')).body.data.status).toBe('refunded');

    expect(await client.applicationOf(bought.applicationId)).toMatchObject({ status: 'reversed' });
    expect((await client.payments.paymentEventsOf(bought.applicationId)).at(-1)).toEqual({
      status: 'reversed',
      detail: { order_id: bought.checkout.order_id, reversal: 'refunded', cover_note_no: null },
    });
    const after = await sent();
    const mail = textOf(after.mails.at(-1)!);
    expect(after.mails).toHaveLength(before.mails.length + 1);
    expect(mail.subject).toBe('Your motor insurance payment has been reversed');
    expect(mail.text).toContain(
      `your payment of ${formatRupees(bought.row.amountCents)} for your Full Insurance cover ` +
        `with ${bought.item.company_name} has been refunded to you.`,
    );
    expect(mail.text).toContain('no cover note will be issued for this application');
    expect(textOf(after.sms.at(-1)!).text).toContain(
      'has been refunded to you, so no cover note will be issued',
    );

    expect(await client.generate(client.form(bought.reqKey))).toEqual({ status: 409, body: REVERSED });
    expect(await client.coverNotesOf(bought.applicationId)).toEqual([]);
  });
});

describe('other payments of the application', () => {
  it('a refund of a duplicate payment is recorded; the application stays paid and nobody is told', async () => {
    const application = await client.payments.submitted();
    const { body: first } = await client.payments.checkout(application.paySecHash);
    const { body: second } = await client.payments.checkout(application.paySecHash);
    await client.payments.pay(first.data, CARDS.approved);
    await client.payments.pay(second.data, CARDS.approved);
    const before = await sent();

    await client.payments.reverse(second.data, 'refunded');

    expect(await client.payments.paymentsOf(application.applicationId)).toMatchObject([
      { status: 'paid', applied: true },
      { status: 'refunded', applied: false },
    ]);
    expect(await client.applicationOf(application.applicationId)).toMatchObject({ status: 'paid' });
    expect((await client.payments.paymentEventsOf(application.applicationId)).map((e) => e.status)).toEqual([
      'paid',
      'duplicate_payment',
      'refunded',
    ]);
    expect(await sent()).toEqual(before);
  });

  it('money taken by another attempt after the reversal is a duplicate to refund; the application stays reversed', async () => {
    const application = await client.payments.submitted();
    const { body: first } = await client.payments.checkout(application.paySecHash);
    const { body: second } = await client.payments.checkout(application.paySecHash);
    await client.payments.pay(first.data, CARDS.approved);
    await client.payments.reverse(first.data, 'chargedback');

    expect((await client.payments.pay(second.data, CARDS.approved)).status).toBe(200);

    expect(await client.payments.notificationsOf(second.data.order_id)).toMatchObject([
      { outcome: 'duplicate_payment' },
    ]);
    expect(await client.payments.paymentsOf(application.applicationId)).toMatchObject([
      { status: 'chargedback', applied: true },
      { status: 'paid', applied: false },
    ]);
    expect(await client.applicationOf(application.applicationId)).toMatchObject({ status: 'reversed' });
  });
});

describe('the sandbox gateway reverses only checkouts the shop signed', () => {
  it('refuses a reversal whose checkout fields do not match their signature: nothing changes', async () => {
    const bought = await client.paid();
    const before = await sent();

    expect(await client.payments.reverse(bought.checkout, 'chargedback', { amount: '1.00' })).toEqual({
      status: 400,
      body: refusal(
        'The checkout is not valid: its fields do not match their signature. Please start again.',
      ),
    });
    expect(await client.applicationOf(bought.applicationId)).toMatchObject({ status: 'paid' });
    expect(await client.payments.paymentsOf(bought.applicationId)).toMatchObject([{ status: 'paid' }]);
    expect(await sent()).toEqual(before);
  });
});
