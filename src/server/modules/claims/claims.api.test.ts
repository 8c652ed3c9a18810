// A customer's claims through the real app (issue 23, docs/decisions/048): intimation with photos and the
// reference at once, the policies answer's nested claims, the rules and refusals (a date outside the cover,
// another customer's policy or claim, photos checked by content, the day's limit), and the photo call.
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '#domain/account/session';
import { CLAIM_MESSAGES, CLAIMS_PER_DAY } from '#domain/claims/claims';
import { formatIsoDate } from '#domain/dates';
import { claimEvents, claimPhotos, claims } from '#server/db/schema';
import type { ClaimClient } from '#server/testing/claims';
import { claimClient, claimForm } from '#server/testing/claims';
import { SAMPLE_FILES, pngOfSize } from '#server/testing/documents';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import type { TestContext } from '#server/testing/test-app';
import { useTestApp } from '#server/testing/use-test-app';

let context: TestContext;
let client: ClaimClient;
useTestApp(claimClient, (made) => ({ context, client } = made));

let policy: Awaited<ReturnType<ClaimClient['policy']>>;
beforeAll(async () => {
  policy = await client.policy();
});

const dayBefore = (date: string) =>
  formatIsoDate(new Date(new Date(`${date}T12:00:00`).getTime() - 86_400_000));
const stored = async () => {
  const { db } = context.database;
  return {
    claims: (await db.select({ n: count() }).from(claims))[0]!.n,
    photos: (await db.select({ n: count() }).from(claimPhotos))[0]!.n,
  };
};

describe('POST /api/v2/customer/claims', () => {
  it("takes a claim on the customer's own policy with its photos, answers the reference at once, and the policy shows it as Pending", async () => {
    const form = claimForm(policy.policyNumber, policy.coverNote.periodFrom);
    const answer = await client.intimate(policy.session, form, [SAMPLE_FILES.jpeg, SAMPLE_FILES.png]);
    expect(answer.status).toBe(200);
    const ref = answer.body.data.claim_ref as string;
    expect(ref).toMatch(/^CL-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);

    const [row] = await context.database.db.select().from(claims).where(eq(claims.claimRef, ref));
    expect(row).toMatchObject({
      customerId: policy.customerId,
      companyId: policy.companyId,
      policyNumber: policy.policyNumber,
      status: 'pending',
      amountCents: 8_500_000,
      category: 'accident',
    });
    const history = await context.database.db
      .select()
      .from(claimEvents)
      .where(eq(claimEvents.claimId, row!.id));
    expect(history).toMatchObject([{ status: 'pending', staffId: null, note: null }]);

    const policies = await client.accounts.policies(policy.session, policy.customerId);
    expect(policies.body.data[0].claims).toEqual([
      {
        id: row!.id,
        claim_ref: ref,
        status: 'pending',
        amount: '85000.00',
        approved: null,
        category: 'accident',
        incident_date: policy.coverNote.periodFrom,
      },
    ]);

    // Its photos, to its customer only, served as the type their content is.
    const photo = await client.photo(policy.session, ref, 2);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload).toEqual(SAMPLE_FILES.png.content);
    expect((await client.photo(policy.session, ref, 3)).statusCode).toBe(404);
    const other = await client.accounts.signedIn('771000031');
    const refused = await client.photo(other.session, ref, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal(CLAIM_MESSAGES.notYourClaim));
    expect((await client.photo(other.session, 'CL-00000-00000', 1)).statusCode).toBe(403);
  });

  it("refuses another customer's policy (403), and a caller without a session (401), storing nothing", async () => {
    const before = await stored();
    const other = await client.accounts.signedIn('771000032');
    const form = claimForm(policy.policyNumber, policy.coverNote.periodFrom);
    expect(await client.intimate(other.session, form)).toEqual({
      status: 403,
      body: refusal(CLAIM_MESSAGES.notYourPolicy),
    });
    expect(await client.intimate(undefined, form)).toEqual({
      status: 401,
      body: refusal(ACCOUNT_MESSAGES.logIn),
    });
    expect(await stored()).toEqual(before);
  });

  it("refuses a date before the cover started, and one in the future, with the field's message", async () => {
    const before = await stored();
    const early = claimForm(policy.policyNumber, dayBefore(policy.coverNote.periodFrom));
    expect(await client.intimate(policy.session, early)).toEqual({
      status: 422,
      body: fieldRefusal({ incident_date: [CLAIM_MESSAGES.outsideCover] }),
    });
    const future = claimForm(policy.policyNumber, '2999-01-01');
    expect(await client.intimate(policy.session, future)).toEqual({
      status: 422,
      body: fieldRefusal({ incident_date: [CLAIM_MESSAGES.future] }),
    });
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['no photo', [], CLAIM_MESSAGES.photosRequired],
    ['a program named photo.jpg', [SAMPLE_FILES.exe], CLAIM_MESSAGES.photoType],
    ['a GIF', [SAMPLE_FILES.gif], CLAIM_MESSAGES.photoType],
    ['a PDF', [SAMPLE_FILES.pdf], CLAIM_MESSAGES.photoType],
    ['a photo over 5 MB', [pngOfSize(5 * 1024 * 1024 + 1)], CLAIM_MESSAGES.photoTooLarge],
  ])('refuses %s by the content, storing nothing', async (_case, photos, message) => {
    const before = await stored();
    const form = claimForm(policy.policyNumber, policy.coverNote.periodFrom);
    expect(await client.intimate(policy.session, form, photos)).toEqual({
      status: 422,
      body: fieldRefusal({ photos: [message] }),
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses 7 photos, storing nothing', async () => {
    const before = await stored();
    const form = claimForm(policy.policyNumber, policy.coverNote.periodFrom);
    const answer = await client.intimate(policy.session, form, Array(7).fill(SAMPLE_FILES.jpeg));
    expect(answer).toEqual({ status: 422, body: fieldRefusal({ photos: [CLAIM_MESSAGES.tooManyPhotos] }) });
    expect(await stored()).toEqual(before);
  });

  it("refuses bad and hostile fields with each field's message", async () => {
    const before = await stored();
    const answer = await client.intimate(policy.session, {
      policy_number: policy.policyNumber,
      incident_date: '2026-02-30',
      place: 'x',
      description: 'y'.repeat(5000),
      category: 'meteor',
      estimated_amount: '-5',
    });
    expect(answer).toEqual({
      status: 422,
      body: fieldRefusal({
        incident_date: ['Enter a valid date as yyyy-mm-dd'],
        place: [CLAIM_MESSAGES.placeLength],
        description: [CLAIM_MESSAGES.descriptionLength],
        category: [CLAIM_MESSAGES.category],
        estimated_amount: [CLAIM_MESSAGES.amount],
      }),
    });
    expect(await stored()).toEqual(before);
  });

  it('keeps neither the claim nor its photos when the claim cannot be written after the photos were stored', async () => {
    const { db } = context.database;
    // A fault in the claim's transaction, after its photos were stored: its first history row fails.
    await db.execute(
      sql.raw(`create function refuse_claim_event() returns trigger language plpgsql as $$
        begin raise exception 'the database refused the claim'; end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_claim_event before insert on claim_events execute function refuse_claim_event()',
      ),
    );
    try {
      const before = { rows: await stored(), files: await context.storedKeys() };
      const form = claimForm(policy.policyNumber, policy.coverNote.periodFrom);
      const answer = await client.intimate(policy.session, form, [SAMPLE_FILES.jpeg, SAMPLE_FILES.png]);
      expect(answer.status).toBe(500);
      expect({ rows: await stored(), files: await context.storedKeys() }).toEqual(before);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_claim_event on claim_events'));
      await db.execute(sql.raw('drop function refuse_claim_event()'));
    }
  });

  it(`takes at most ${CLAIMS_PER_DAY} claims from a customer in 24 hours (429)`, async () => {
    const form = claimForm(policy.policyNumber, policy.coverNote.periodFrom);
    const made = (await stored()).claims;
    for (let n = made; n < CLAIMS_PER_DAY; n++)
      expect((await client.intimate(policy.session, form)).status).toBe(200);
    const before = await stored();
    expect(await client.intimate(policy.session, form)).toEqual({
      status: 429,
      body: refusal(CLAIM_MESSAGES.tooMany),
    });
    expect(await stored()).toEqual(before);
  });
});
