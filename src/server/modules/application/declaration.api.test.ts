// The review and declaration before payment (docs/decisions/038), over real HTTP and a real database: the
// answers shown are the quote's, the checkout is refused until the buyer declares them true, a no-claim
// bonus needs the insurer it comes from, and the declaration is kept with who, when and what.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DECLARATION_MESSAGES } from '#domain/motor/declaration-words';
import { ONLINE_APP_CODE } from '#domain/motor/documents';
import { applicationDeclarations, companies } from '#server/db/schema';
import { documentClient, submittedApplication } from '#server/testing/documents';
import { fieldRefusal, refusal, refusalChecker } from '#server/testing/envelopes';
import type { PaymentClient } from '#server/testing/payments';
import { paymentClient } from '#server/testing/payments';
import type { TestContext } from '#server/testing/test-app';
import { useTestApp } from '#server/testing/use-test-app';

let context: TestContext;
let client: PaymentClient;
useTestApp(paymentClient, (made) => ({ context, client } = made));

const declarationsOf = (applicationId: number) =>
  context.database.db
    .select()
    .from(applicationDeclarations)
    .where(eq(applicationDeclarations.applicationId, applicationId));

const insurerCoded = async (code: string) =>
  (await context.database.db.select().from(companies).where(eq(companies.code, code)))[0]!;

const submitted = () => submittedApplication(context.app, context.database.db, { declared: false });

describe('the review before payment', () => {
  it("shows the quote's answers and the insurer's website for its policy wording", async () => {
    const { paySecHash, item } = await submitted();
    const { status, body } = await client.api(`/v3/applications/review?hash_code=${paySecHash}`);
    expect(status).toBe(200);
    const covers = item.breakdown!.covers.map((line) => line.label);
    expect(body.data).toEqual({
      answers: {
        vehicle: 'Toyota Axio 2018',
        purpose_of_use: 'Private',
        ncb: '2',
        market_value: '6500000.00',
        covers,
        type_of_cover: 'Full Insurance',
        insurer: item.company_name,
      },
      policy_wording_url: item.company_details.website,
      existing_insurer: null,
      declaration: null,
    });
  });

  it('refuses the checkout until the answers are declared true, and starts no payment', async () => {
    const { paySecHash, applicationId } = await submitted();
    expect(await client.checkout(paySecHash)).toEqual({
      status: 409,
      body: refusal(DECLARATION_MESSAGES.notDeclared),
    });
    expect(await client.paymentsOf(applicationId)).toEqual([]);
    expect((await client.declare(paySecHash)).status).toBe(200);
    expect((await client.checkout(paySecHash)).status).toBe(200);
  });

  it('requires the tick, and the previous insurer of a no-claim bonus; refused changes nothing', async () => {
    const { paySecHash, applicationId } = await submitted();
    const expectRefused = refusalChecker(() => declarationsOf(applicationId));
    await expectRefused(
      () => client.declare(paySecHash, { answers_true: false, previous_insurer: undefined }),
      422,
      fieldRefusal({
        answers_true: [DECLARATION_MESSAGES.answersTrue],
        previous_insurer: [DECLARATION_MESSAGES.previousInsurer],
      }),
    );
    const bank = await insurerCoded('BOC');
    await expectRefused(
      () => client.declare(paySecHash, { previous_insurer: String(bank.id) }),
      422,
      fieldRefusal({ previous_insurer: [DECLARATION_MESSAGES.previousInsurerUnknown] }),
    );
    // The bonus confirmed must be the quote's: a page showing other answers cannot declare them.
    await expectRefused(
      () => client.declare(paySecHash, { ncb: '5' }),
      409,
      refusal(DECLARATION_MESSAGES.answersChanged),
    );
  });

  it('keeps who declared, when, the answers, the previous insurer and the consent', async () => {
    const { paySecHash, applicationId } = await submitted();
    const previous = await insurerCoded('SLIC');
    const before = Date.now();
    const { status, body } = await client.declare(paySecHash, {
      previous_insurer: String(previous.id),
      contact_consent: true,
    });
    expect(status).toBe(200);
    expect(body.data.declaration).toMatchObject({
      previous_insurer: String(previous.id),
      contact_consent: true,
    });
    const [row] = await declarationsOf(applicationId);
    const application = await client.applicationOf(applicationId);
    expect(row).toMatchObject({
      customerId: application.customerId,
      ipAddress: '127.0.0.1',
      previousInsurerId: previous.id,
      contactConsent: true,
      answers: body.data.answers,
    });
    expect(row!.declaredAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('asks no previous insurer without a bonus, and keeps none', async () => {
    const documents = await documentClient(context.app, context.database.db);
    const bought = await documents.application({ ncb: '0' });
    await documents.uploadAll(bought.paySecHash);
    await documents.submit(bought.paySecHash, ONLINE_APP_CODE);
    const { status } = await client.declare(bought.paySecHash, { previous_insurer: undefined });
    expect(status).toBe(200);
    expect((await declarationsOf(bought.applicationId))[0]).toMatchObject({
      previousInsurerId: null,
      contactConsent: false,
    });
  });
});
