// The customer's own profile through the real app (issue 23, decision 051): the PNG picture checked by its
// content, resized and served to its owner only; address, e-mail and city edits validated by the shared
// schema; NIC and mobile changes only with a fresh one-time code; a taken number refused; the change
// history kept; another customer's data untouched.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_PART, PROFILE_MESSAGES } from '#domain/account/profile';
import { ACCOUNT_MESSAGES, CUSTOMER_API } from '#domain/account/session';
import { VERIFIED_TOKEN_HEADER } from '#domain/otp';
import { CONSUMER_MESSAGES } from '#domain/people/consumer';
import { customerChanges, customers } from '#server/db/schema';
import type { AccountClient } from '#server/testing/accounts';
import { accountClient } from '#server/testing/accounts';
import type { SampleFile } from '#server/testing/documents';
import { multipart, pngOfSize, SAMPLE_FILES } from '#server/testing/documents';
import { fieldRefusal, refusalChecker, refusal } from '#server/testing/envelopes';
import type { TestContext } from '#server/testing/test-app';
import { authKeyFor, createTestApp } from '#server/testing/test-app';
import { CUSTOMER_COOKIE } from './customer-guard';

let context: TestContext;
let client: AccountClient;
let authKey: string;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await accountClient(context.app);
  authKey = await authKeyFor(context.app);
});
afterAll(() => context.app.close());

const stored = async () => ({
  customers: await context.database.db.select().from(customers).orderBy(customers.id),
  changes: (await context.database.db.select().from(customerChanges)).length,
  files: await context.storedKeys(),
});
const expectRefused = refusalChecker(stored);

async function call(
  session: string | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  { payload, headers = {} }: { payload?: object | Buffer; headers?: Record<string, string> } = {},
) {
  const response = await context.app.inject({
    method,
    url,
    ...(payload && { payload }),
    headers: { auth_key: authKey, ...headers },
    ...(session !== undefined && { cookies: { [CUSTOMER_COOKIE]: session } }),
  });
  const isPng = response.headers['content-type'] === 'image/png';
  return { status: response.statusCode, body: isPng ? response.rawPayload : response.json() };
}

async function upload(session: string, file: SampleFile) {
  const { payload, contentType } = await multipart({}, file, { fileField: PICTURE_PART });
  return call(session, 'POST', `${CUSTOMER_API}/picture`, {
    payload,
    headers: { 'content-type': contentType },
  });
}

/** A real 600×400 PNG with a text chunk (metadata) that the stored picture must not keep. */
async function photo(name: string, type: string): Promise<SampleFile> {
  const content = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366aa' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera' } } })
    .toBuffer();
  return { name, type, content };
}

const picturePath = (id: number | string) => `${CUSTOMER_API}/picture/${id}`;

describe('the profile picture', () => {
  it('takes a PNG by its content, even named .jpg, and keeps it 256×256 without metadata', async () => {
    const { session, customerId } = await client.signedIn('771500001');
    const answer = await upload(session, await photo('me.jpg', 'image/jpeg'));
    expect(answer.status).toBe(200);
    expect(answer.body.data.picture).toMatch(new RegExp(`^${picturePath(customerId)}\\?v=[\\w-]{8}$`));
    expect((await client.session(session)).body.data.picture).toBe(answer.body.data.picture);

    const served = await call(session, 'GET', picturePath(customerId));
    expect(served.status).toBe(200);
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect((served.body as Buffer).includes('Secret Camera')).toBe(false);
  });

  it('refuses a JPEG named .png, a corrupt PNG and one over 5 MB, keeping nothing', async () => {
    const { session } = await client.signedIn('771500002');
    const jpegAsPng = { ...SAMPLE_FILES.jpeg, name: 'me.png', type: 'image/png' };
    // A PNG's signature and header, cut short and followed by noise.
    const corrupt = Buffer.concat([SAMPLE_FILES.png.content.subarray(0, 24), Buffer.alloc(200, 7)]);
    await expectRefused(
      () => upload(session, jpegAsPng),
      422,
      fieldRefusal({ profilePicture: [PROFILE_MESSAGES.pictureNotPng] }),
    );
    await expectRefused(
      () => upload(session, { ...SAMPLE_FILES.png, content: corrupt }),
      422,
      fieldRefusal({ profilePicture: [PROFILE_MESSAGES.pictureUnreadable] }),
    );
    await expectRefused(
      () => upload(session, pngOfSize(6 * 1024 * 1024)),
      422,
      fieldRefusal({ profilePicture: [PROFILE_MESSAGES.pictureTooLarge] }),
    );
    await expectRefused(
      () => call(session, 'POST', `${CUSTOMER_API}/picture`, { payload: { profilePicture: 'x' } }),
      422,
      fieldRefusal({ profilePicture: [PROFILE_MESSAGES.pictureRequired] }),
    );
  });

  it("serves only one's own picture: another id is 403, no session 401", async () => {
    const owner = await client.signedIn('771500003');
    await upload(owner.session, SAMPLE_FILES.png);
    const other = await client.signedIn('771500004');
    expect(await call(other.session, 'GET', picturePath(owner.customerId))).toEqual({
      status: 403,
      body: refusal(ACCOUNT_MESSAGES.notYours),
    });
    expect((await call(other.session, 'GET', picturePath('4294967296'))).status).toBe(403);
    expect((await call(undefined, 'GET', picturePath(owner.customerId))).status).toBe(401);
    expect((await call(other.session, 'GET', picturePath(other.customerId))).status).toBe(404);
  });

  it('is replaced and removed, the old file deleted each time', async () => {
    const { session } = await client.signedIn('771500005');
    const before = (await context.storedKeys()).length;
    await upload(session, SAMPLE_FILES.png);
    await upload(session, SAMPLE_FILES.png);
    expect(await context.storedKeys()).toHaveLength(before + 1);
    const removed = await call(session, 'DELETE', `${CUSTOMER_API}/picture`);
    expect(removed.body.data.picture).toBeNull();
    expect(await context.storedKeys()).toHaveLength(before);
  });
});

describe('POST /api/v2/customer/profile', () => {
  it('changes address, e-mail and city, keeps a change history, and leaves other customers alone', async () => {
    const other = await client.signedIn('771500006');
    const otherBefore = await client.lookup(other.session, other.customerId);
    const { session, customerId } = await client.signedIn('771500007');
    const edit = { address: '45 Lake Drive, Kandy', email: 'nimal@example.lk', city: 'Kandy' };
    const answer = await call(session, 'POST', `${CUSTOMER_API}/profile`, { payload: edit });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject(edit);
    const history = await context.database.db
      .select()
      .from(customerChanges)
      .where(eq(customerChanges.customerId, customerId));
    expect(history.map(({ field, before, after }) => [field, before, after])).toEqual([
      ['address', '12 Galle Road', edit.address],
      ['email', null, edit.email],
      ['city', null, 'Kandy'],
    ]);
    expect(await client.lookup(other.session, other.customerId)).toEqual(otherBefore);
  });

  it('refuses bad and hostile input with field errors, changing nothing', async () => {
    const { session } = await client.signedIn('771500008');
    const send = (payload: object) => () => call(session, 'POST', `${CUSTOMER_API}/profile`, { payload });
    await expectRefused(
      send({ address: 'abc', email: 'not-mail', city: 'x'.repeat(61) }),
      422,
      fieldRefusal({
        address: [PROFILE_MESSAGES.addressShort],
        email: ['Email is not valid'],
        city: [PROFILE_MESSAGES.cityLong],
      }),
    );
    expect((await send({ address: 'a'.repeat(100_000) })()).status).toBe(422);
    expect((await send({ address: ['12 Galle Road'] })()).status).toBe(422);
    expect((await call(undefined, 'POST', `${CUSTOMER_API}/profile`, { payload: {} })).status).toBe(401);
  });
});

describe('changes a one-time code confirms', () => {
  it("changes the NIC only with a code to the customer's own mobile", async () => {
    const { session, customerId } = await client.signedIn('771500009');
    const payload = { nicOrPassportNumber: '199012345678' };
    await expectRefused(
      () => call(session, 'POST', `${CUSTOMER_API}/nic`, { payload }),
      403,
      refusal(CONSUMER_MESSAGES.verifyFirst),
    );
    const strangers = await client.codes.verifiedToken('771500010');
    await expectRefused(
      () =>
        call(session, 'POST', `${CUSTOMER_API}/nic`, {
          payload,
          headers: { [VERIFIED_TOKEN_HEADER]: strangers },
        }),
      403,
      refusal(PROFILE_MESSAGES.codeForOwnMobile),
    );
    const own = await client.codes.verifiedToken('771500009');
    const answer = await call(session, 'POST', `${CUSTOMER_API}/nic`, {
      payload,
      headers: { [VERIFIED_TOKEN_HEADER]: own },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ customer_id: customerId, nic_number: '199012345678' });
  });

  it('changes the mobile to a number a code proved, and refuses one another customer has', async () => {
    const taken = await client.signedIn('771500011');
    const { session, customerId } = await client.signedIn('771500012');
    await expectRefused(
      () => call(session, 'POST', `${CUSTOMER_API}/mobile`),
      403,
      refusal(CONSUMER_MESSAGES.verifyFirst),
    );
    const takenToken = await client.codes.verifiedToken('771500011');
    await expectRefused(
      () =>
        call(session, 'POST', `${CUSTOMER_API}/mobile`, { headers: { [VERIFIED_TOKEN_HEADER]: takenToken } }),
      409,
      refusal(PROFILE_MESSAGES.mobileTaken),
    );
    const fresh = await client.codes.verifiedToken('771500013');
    const answer = await call(session, 'POST', `${CUSTOMER_API}/mobile`, {
      headers: { [VERIFIED_TOKEN_HEADER]: fresh },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ customer_id: customerId, mobile_number: '94771500013' });
    expect((await client.session(taken.session)).body.data.mobile_number).toBe('94771500011');
    // The new number logs in to the same customer.
    expect((await client.signedIn('771500013')).customerId).toBe(customerId);
  });
});
