// The review before payment (docs/decisions/038): the answers that set the price, as the application's
// quotation and quote saved them, and the buyer's declaration that they are true, kept with who made it,
// when, from where, the previous insurer of a no-claim bonus and the consent to be contacted. The payment
// asks `isDeclared` before a checkout.
import { centsToRupees } from '#domain/money';
import type { Declaration, Review, ReviewAnswers } from '#domain/motor/declaration';
import { DECLARATION_MESSAGES } from '#domain/motor/declaration-words';
import { PAYMENT_MESSAGES } from '#domain/motor/payment';
import type { Db } from '#server/db/client';
import { ApiError, FieldErrors } from '#server/http/envelope';
import { companyLookups } from '../reference/companies';
import { APPLICATION_STATUS, isPaid } from './application-status';
import { quotedApplication, vehicleOf } from './application-summary';
import type { HashedApplication } from './application.service';
import { applicationByHash } from './application.service';
import { applicationRepository } from './application.repository';

/** The answers that set the price of `application`, as the buyer reviews and confirms them. */
function answersOf(application: HashedApplication): ReviewAnswers {
  const vehicle = vehicleOf(application.params);
  const quoted = quotedApplication(application);
  const breakdown = application.quotation.breakdown;
  const { params } = application;
  return {
    vehicle: [vehicle.make, vehicle.model, vehicle.manufacture_year || ''].join(' ').trim(),
    purpose_of_use: params.purpose_of_use,
    ncb: params.cover_type === 'C' ? params.ncb : null,
    market_value: breakdown?.sum_insured == null ? null : centsToRupees(breakdown.sum_insured),
    covers: breakdown?.covers.map((line) => line.label) ?? [],
    type_of_cover: quoted.type_of_cover,
    insurer: quoted.insurer,
  };
}

const idText = (id: number | null | undefined) => (id == null ? null : String(id));

/** Whether the application's buyer has made the declaration: the checkout's condition. */
export const isDeclared = async (db: Db, applicationId: number) =>
  (await applicationRepository(db).declarationOf(applicationId)) !== undefined;

export type DeclarationService = ReturnType<typeof declarationService>;

export function declarationService(db: Db) {
  const repository = applicationRepository(db);

  async function review(hashCode: string): Promise<Review> {
    const application = await applicationByHash(db, hashCode);
    const facts = await companyLookups(db).insurerFacts(application.companyId);
    const declaration = await repository.declarationOf(application.id);
    return {
      answers: answersOf(application),
      policy_wording_url: facts?.website ?? null,
      existing_insurer: idText(application.existingInsurerId),
      declaration:
        declaration === undefined
          ? null
          : {
              declared_at: declaration.declaredAt.toISOString(),
              previous_insurer: idText(declaration.previousInsurerId),
              contact_consent: declaration.contactConsent,
            },
    };
  }

  /** Keeps the declaration of `body`, made from `ipAddress`; refused once paid or before the documents. */
  async function declare(body: Declaration, ipAddress: string): Promise<Review> {
    const application = await applicationByHash(db, body.hash_code);
    if (application.status === APPLICATION_STATUS.created)
      throw new ApiError(409, PAYMENT_MESSAGES.documentsFirst);
    if (isPaid(application.status)) throw new ApiError(409, PAYMENT_MESSAGES.alreadyPaid);
    if (application.status === APPLICATION_STATUS.reversed)
      throw new ApiError(409, PAYMENT_MESSAGES.reversed);
    const answers = answersOf(application);
    if (answers.ncb !== body.ncb) throw new ApiError(409, DECLARATION_MESSAGES.answersChanged);
    // The previous insurer counts only with a bonus to prove.
    const previous = answers.ncb !== null && answers.ncb !== '0' ? Number(body.previous_insurer) : null;
    if (previous !== null && !(await companyLookups(db).isInsurer(previous)))
      throw new FieldErrors({ previous_insurer: [DECLARATION_MESSAGES.previousInsurerUnknown] });
    await repository.saveDeclaration({
      applicationId: application.id,
      customerId: application.customerId,
      ipAddress,
      answers,
      previousInsurerId: previous,
      contactConsent: body.contact_consent,
    });
    return review(body.hash_code);
  }

  return { review, declare };
}
