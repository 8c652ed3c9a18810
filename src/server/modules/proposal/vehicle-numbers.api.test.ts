// The vehicle's numbers typed at the upload, before payment (docs/decisions/039): kept by the uploader's
// pay_sec_hash, checked by the proposal's own rules, and the proposal after payment starts from them.
// Bad numbers change nothing; once the cover note is made they are refused.
import { describe, expect, it } from 'vitest';
import { REQUIRED } from '#domain/text-rules';
import { COVER_NOTE_MESSAGES } from '#domain/motor/cover-note';
import { proposalSchema, vehicleNumbersSchema } from '#domain/motor/proposal-calls';
import { QUOTE_MESSAGES } from '#domain/motor/quote';
import { documentClient } from '#server/testing/documents';
import { proposalClient } from '#server/testing/proposals';
import type { ProposalClient } from '#server/testing/proposals';
import type { TestContext } from '#server/testing/test-app';
import { authKeyFor } from '#server/testing/test-app';
import { useTestApp } from '#server/testing/use-test-app';

let context: TestContext;
let client: ProposalClient;
useTestApp(proposalClient, (made) => ({ context, client } = made));

const NUMBERS = {
  veh_reg_format: 'WP ABC-1234',
  veh_reg_format_1: 'wp',
  veh_reg_format_2: 'cab',
  veh_reg_format_3: '1234',
  engine_no: '2NZ-7654321',
  chassis_no: 'NZE141-1234567',
};

const save = (hashCode: string, fields: object) =>
  client.api('/v3/proposal/vehicle', { hash_code: hashCode, ...fields });
const typed = async (hashCode: string) => {
  const { status, body } = await client.api(`/v3/proposal/vehicle?hash_code=${hashCode}`);
  expect(status).toBe(200);
  return vehicleNumbersSchema.parse(body.data);
};

describe('the vehicle numbers typed at the upload', () => {
  it('starts empty, keeps the numbers with the plate assembled, and replaces them when typed again', async () => {
    const { paySecHash } = await client.unpaid();
    expect(await typed(paySecHash)).toEqual({
      is_registered: 'R',
      veh_reg_format: null,
      veh_registration_no: null,
      engine_no: null,
      chassis_no: null,
    });

    const saved = await save(paySecHash, NUMBERS);
    expect(saved.status).toBe(200);
    const whole = {
      is_registered: 'R',
      veh_reg_format: 'WP ABC-1234',
      veh_registration_no: 'WP-CAB-1234',
      engine_no: '2NZ-7654321',
      chassis_no: 'NZE141-1234567',
    };
    expect(saved.body.data).toEqual(whole);
    expect(await typed(paySecHash)).toEqual(whole);

    // Each is optional: a number left blank is cleared, and only the engine number may be given.
    const engineOnly = await save(paySecHash, { engine_no: '2NZ-1111111' });
    expect(engineOnly.body.data).toEqual({
      is_registered: 'R',
      veh_reg_format: null,
      veh_registration_no: null,
      engine_no: '2NZ-1111111',
      chassis_no: null,
    });
  });

  it('refuses a part of a plate or a short number with field errors, and keeps what was saved', async () => {
    const { paySecHash } = await client.unpaid();
    await save(paySecHash, NUMBERS);
    const refused = await save(paySecHash, { veh_reg_format_2: 'cab', engine_no: 'ab' });
    expect(refused.status).toBe(422);
    expect(refused.body.success).toBe(false);
    expect(refused.body.error.errors).toEqual({
      veh_reg_format_1: [REQUIRED],
      veh_reg_format_3: [REQUIRED],
      engine_no: [QUOTE_MESSAGES.minimum3],
    });
    expect((await typed(paySecHash)).veh_registration_no).toBe('WP-CAB-1234');
  });

  it('keeps no plate for a vehicle not registered yet', async () => {
    const documents = await documentClient(context.app, context.database.db);
    const { paySecHash } = await documents.application({ is_registered: 'U' });
    const saved = await save(paySecHash, NUMBERS);
    expect(saved.body.data).toMatchObject({
      is_registered: 'U',
      veh_reg_format: null,
      veh_registration_no: null,
      engine_no: '2NZ-7654321',
    });
  });

  it('fills the proposal after payment, then is refused once the cover note is made', async () => {
    const bought = await client.paid();
    expect((await save(bought.paySecHash, NUMBERS)).status).toBe(200);
    const proposal = proposalSchema.parse((await client.load(bought.reqKey)).body.data);
    expect(proposal).toMatchObject({
      veh_reg_format: 'WP ABC-1234',
      veh_registration_no: 'WP-CAB-1234',
      engine_no: '2NZ-7654321',
      chassis_no: 'NZE141-1234567',
      suggested: null,
    });

    expect((await client.generate(client.form(bought.reqKey))).status).toBe(200);
    const late = await save(bought.paySecHash, { ...NUMBERS, engine_no: '2NZ-0000000' });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(COVER_NOTE_MESSAGES.numbersAfterIssue);
    expect((await typed(bought.paySecHash)).engine_no).toBe('2NZ-7654321');
  });

  it('refuses a null body, a NUL byte and a 1 MB number in the envelope, and keeps what was saved', async () => {
    const { paySecHash } = await client.unpaid();
    await save(paySecHash, NUMBERS);
    const raw = async (payload: string) => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/v3/proposal/vehicle',
        payload,
        headers: { auth_key: await authKeyFor(context.app), 'content-type': 'application/json' },
      });
      return { status: response.statusCode, body: response.json() };
    };
    const nothing = await raw('null');
    expect(nothing.status).toBe(422);
    expect(nothing.body).toMatchObject({ success: false, data: null });

    const nul = await save(paySecHash, { ...NUMBERS, engine_no: '2NZ\u0000765' });
    expect(nul.status).toBe(422);
    expect(Object.keys(nul.body.error.errors)).toEqual(['engine_no']);

    const huge = await raw(JSON.stringify({ hash_code: paySecHash, chassis_no: 'N'.repeat(1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ success: false, data: null });
    expect(await typed(paySecHash)).toMatchObject({ engine_no: '2NZ-7654321', chassis_no: 'NZE141-1234567' });
  });

  it('keeps one of two saves made at once, whole', async () => {
    const { paySecHash } = await client.unpaid();
    const [first, second] = await Promise.all([
      save(paySecHash, NUMBERS),
      save(paySecHash, { engine_no: '2NZ-2222222', chassis_no: 'NZE141-2222222' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.data, second.body.data]).toContainEqual(await typed(paySecHash));
  });

  it('answers 404 for a key that names no application', async () => {
    const unknown = await save('A'.repeat(24), NUMBERS);
    expect(unknown.status).toBe(404);
  });
});
