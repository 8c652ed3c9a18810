import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '#domain/dates';
import { CONSUMER_MESSAGES } from '#domain/people/consumer';
import { customers, verifiedTokens } from '#server/db/schema';
import { customerClient, PERSONAL_INFO } from '#server/testing/customers';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import { createTestApp } from '#server/testing/test-app';

// A number gets 3 codes in 15 minutes, so each test verifies numbers of its own.
let context: Awaited<ReturnType<typeof createTestApp>>;
let client: Awaited<ReturnType<typeof customerClient>>;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await customerClient(context.app);
});
afterAll(() => context.app.close());

const db = () => context.database.db;
const customerCount = async () => (await db().select({ n: count() }).from(customers))[0]!.n;
const rowOf = async (id: number) => (await db().select().from(customers).where(eq(customers.id, id)))[0]!;

describe('GET /consumer-api/v3/lookup', () => {
  let kamal: Awaited<ReturnType<typeof client.customer>>;
  let nimal: Awaited<ReturnType<typeof client.customer>>;
  beforeAll(async () => {
    kamal = await client.customer('771000001');
    nimal = await client.customer('771000002', { name_initials: 'N Silva' });
  });

  it.each(['mobile_number=94771000001', 'mobile_number=771000001', 'customer_id=:id'])(
    "answers the token's own record by %s",
    async (query) => {
      const { status, body } = await client.lookup(
        kamal.token,
        query.replace(':id', String(kamal.customerId)),
      );
      expect(status).toBe(200);
      expect(body).toEqual({
        status: 200,
        success: true,
        error: null,
        data: {
          customer_id: kamal.customerId,
          title: 'Mr',
          name_initials: 'K Perera',
          first_name: 'Kamal',
          last_name: 'Perera',
          date_of_birth: '1990-01-01',
          identify_type: 'nic_number',
          nic_number: '900011234V',
          passport_number: null,
          mobile_number: '94771000001',
          email: 'kamal@example.lk',
          home_number: null,
          address_no: '12',
          street_one: 'Galle Road',
          street_two: null,
          street_three: null,
          city: 'Colombo',
          country: null,
          occupation: null,
          fk_company_id: null,
        },
      });
    },
  );

  it('answers 404 with its message when the verified number has no record', async () => {
    const token = await client.verifiedToken('771000003');
    const { status, body } = await client.lookup(token, 'mobile_number=94771000003');
    expect(status).toBe(404);
    expect(body).toEqual(refusal(CONSUMER_MESSAGES.notFound));
  });

  it("refuses another number's record with 403", async () => {
    const { status, body } = await client.lookup(kamal.token, 'mobile_number=94771000002');
    expect(status).toBe(403);
    expect(body).toEqual(refusal(CONSUMER_MESSAGES.notYours));
  });

  it("answers another customer's id as it answers an unknown one", async () => {
    const other = await client.lookup(kamal.token, `customer_id=${nimal.customerId}`);
    const unknown = await client.lookup(kamal.token, 'customer_id=999999');
    // Beyond the database's integers: still an unknown id, not a failure.
    const huge = await client.lookup(kamal.token, 'customer_id=9999999999');
    expect([other.status, unknown.status, huge.status]).toEqual([404, 404, 404]);
    expect(other.body).toEqual(refusal('Not found'));
    expect(unknown.body).toEqual(other.body);
    expect(huge.body).toEqual(other.body);
  });

  it('needs mobile_number or customer_id', async () => {
    const { status, body } = await client.lookup(kamal.token, '');
    expect(status).toBe(422);
    expect(body.error.errors).toEqual({ mobile_number: [CONSUMER_MESSAGES.lookupBy] });
  });

  it('needs a live User-Key token', async () => {
    const query = 'mobile_number=94771000002';
    for (const token of [undefined, 'not-a-token']) {
      const { status, body } = await client.lookup(token, query);
      expect(status).toBe(403);
      expect(body).toEqual(refusal(CONSUMER_MESSAGES.verifyFirst));
    }
    await db()
      .update(verifiedTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verifiedTokens.mobile, '94771000002'));
    const expired = await client.lookup(nimal.token, query);
    expect(expired.status).toBe(403);
    expect(expired.body).toEqual(refusal(CONSUMER_MESSAGES.verifyFirst));
  });
});

describe('POST /consumer-api/v3/register', () => {
  it('makes the record once; a second registration is refused and changes nothing', async () => {
    const token = await client.verifiedToken('772000001');
    const before = await customerCount();
    const { status, body } = await client.register(token, { mobile_number: '772000001' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ customer_id: expect.any(Number) });
    expect(await customerCount()).toBe(before + 1);
    const row = await rowOf(body.data.customer_id);
    expect(row).toMatchObject({ mobile: '94772000001', nameInitials: 'K Perera', dateOfBirth: '1990-01-01' });

    const again = await client.register(token, { mobile_number: '772000001', name_initials: 'K Silva' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusal(CONSUMER_MESSAGES.alreadyRegistered));
    expect(await customerCount()).toBe(before + 1);
    expect(await rowOf(body.data.customer_id)).toEqual(row);
  });

  it("refuses a form of another number than the token's", async () => {
    const token = await client.verifiedToken('772000002');
    const before = await customerCount();
    const { status, body } = await client.register(token, { mobile_number: '772000003' });
    expect(status).toBe(403);
    expect(body).toEqual(refusal(CONSUMER_MESSAGES.notYours));
    expect(await customerCount()).toBe(before);
  });

  it('needs a User-Key token', async () => {
    const { status } = await client.register(undefined, { mobile_number: '772000009' });
    expect(status).toBe(403);
  });

  describe('field errors', () => {
    let token: string;
    beforeAll(async () => {
      token = await client.verifiedToken('772000004');
    });

    it.each([
      [{ nic_number: '12345' }, { nic_number: ['NIC is not valid '] }],
      [{ name_initials: 'K2 Perera' }, { name_initials: ['Name is not valid '] }],
      [{ date_of_birth: '1991-01-01' }, { date_of_birth: ['Date of birth does not match the NIC number'] }],
      [{ identify_type: 'passport_number', nic_number: '' }, { passport_number: ['required'] }],
      [
        { is_renewal: '1', renwal_date: '2020-01-01', existing_insurer: '1' },
        { renwal_date: ['Enter a future date'] },
      ],
      [{ is_renewal: '1', renwal_date: daysFromToday(20) }, { existing_insurer: ['required'] }],
      [
        { street_one: '', city: '' },
        { street_one: ['required'], city: ['required'] },
      ],
    ])('refuses %j with 422 and stores nothing', async (fields, errors) => {
      const before = await customerCount();
      const { status, body } = await client.register(token, { mobile_number: '772000004', ...fields });
      expect(status).toBe(422);
      expect(body).toEqual(fieldRefusal(errors));
      expect(await customerCount()).toBe(before);
    });

    it('takes a passport instead of a NIC', async () => {
      const fields = { identify_type: 'passport_number', nic_number: '', passport_number: 'N1234567' };
      const { status, body } = await client.register(token, { mobile_number: '772000004', ...fields });
      expect(status).toBe(200);
      expect(await rowOf(body.data.customer_id)).toMatchObject({
        identifyType: 'passport_number',
        nicNumber: null,
        passportNumber: 'N1234567',
      });
    });
  });
});

describe('POST /consumer-api/v3/update', () => {
  const changes = {
    title: 'Dr',
    name_initials: 'K M Perera',
    email: 'kamal.perera@example.lk',
    identify_type: 'nic_number',
    nic_number: PERSONAL_INFO.nic_number,
    street_one: 'Duplication Road',
    street_two: 'Kollupitiya',
    city: 'Colombo 3',
  };

  it("changes the token's own record and answers it", async () => {
    const kamal = await client.customer('773000001', { home_number: '112345678' });
    const before = await rowOf(kamal.customerId);
    const { status, body } = await client.update(kamal.token, { customer_id: kamal.customerId, ...changes });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      customer_id: kamal.customerId,
      mobile_number: '94773000001',
      ...changes,
      // Fields left out of the body stay as they were.
      address_no: '12',
      home_number: '112345678',
      first_name: 'Kamal',
    });
    const after = await rowOf(kamal.customerId);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(after.createdAt).toEqual(before.createdAt);
  });

  it("answers another customer's id with 404 and leaves that record alone", async () => {
    const kamal = await client.customer('773000002');
    const nimal = await client.customer('773000003');
    const before = await rowOf(nimal.customerId);
    const { status, body } = await client.update(kamal.token, { customer_id: nimal.customerId, ...changes });
    expect(status).toBe(404);
    expect(body).toEqual(refusal('Not found'));
    expect(await rowOf(nimal.customerId)).toEqual(before);
  });

  it('checks the fields with the personal form rules', async () => {
    const kamal = await client.customer('773000004');
    const before = await rowOf(kamal.customerId);
    const body = { customer_id: kamal.customerId, ...changes, email: 'kamal@', nic_number: '1234' };
    const { status, body: answer } = await client.update(kamal.token, body);
    expect(status).toBe(422);
    expect(answer.error.errors).toEqual({ email: ['Email is not valid'], nic_number: ['NIC is not valid '] });
    expect(await rowOf(kamal.customerId)).toEqual(before);
  });

  it('needs a User-Key token', async () => {
    const { status, body } = await client.update(undefined, { customer_id: 1, ...changes });
    expect(status).toBe(403);
    expect(body).toEqual(refusal(CONSUMER_MESSAGES.verifyFirst));
  });
});
