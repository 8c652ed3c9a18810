// The proposal (motor section 2.6) completes a paid application: the page loads it by req_key with the
// vehicle as the quote saved it and the payment that paid it, then saves the vehicle's numbers and its
// leasing, which issues the cover note. One cover note per application: saving again with the same
// details answers the same note; other details are refused, since the note is out already. The note is
// made under the application's row lock, so two saves at once make one; its PDF is stored, and its
// proposal, its row, the application's completion and the e-mail and SMS with its link are written in one
// transaction, so either all of them exist or none.
import { COVER_NOTE_MESSAGES, LEASING } from '#domain/motor/cover-note';
import { PAYMENT_MESSAGES } from '#domain/motor/payment';
import type {
  Proposal,
  ProposalForm,
  ProposalSuggestion,
  VehicleNumbers,
  VehicleNumbersForm,
} from '#domain/motor/proposal-calls';
import { formatIsoDate, today } from '#domain/dates';
import { coverPeriod, formatTime, startDateOf } from '#domain/motor/cover-period';
import { centsToRupees } from '#domain/money';
import type { FieldErrorMap } from '#domain/errors';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { translator } from '#server/i18n';
import { ApiError, FieldErrors } from '#server/http/envelope';
import type { AppOutbox } from '#server/integrations/integrations';
import type { Storage } from '#server/integrations/storage/storage';
import { randomToken } from '#server/random-token';
import { APPLICATION_STATUS, isPaid } from '../application/application-status';
import { quotedApplication, vehicleOf } from '../application/application-summary';
import { writeToApplicant } from '../application/applicant-messages';
import type { HashedApplication } from '../application/application.service';
import {
  applicationByHash,
  applicationByReqKey,
  applicationRecords,
  paidVehiclesOf,
} from '../application/application.service';
import { contactOfCustomer } from '../consumer/consumer.service';
import { appliedPaymentOf } from '../payments/payments.service';
import type { QuoteService } from '../quote/quote.service';
import { companyLookups } from '../reference/companies';
import { coverNoteAnswer, factsOf, linksOf, newCoverNoteNo, noticeOf } from './cover-note-facts';
import { coverNoteLetter } from './cover-note-messages';
import { renderCoverNote } from './cover-note-pdf';
import type { CoverNoteFacts } from './cover-note-pdf';
import type { StoredCoverNote, TypedVehicleNumbers } from './proposal.repository';
import { proposalRepository } from './proposal.repository';

export type ProposalService = ReturnType<typeof proposalService>;

// 144 bits each: the architecture asks for at least 128, URL-safe.
const KEY_BYTES = 18;

/** What a proposal saves; the same details saved again answer the cover note already made. */
interface ProposalDetails {
  vehRegFormat: string;
  vehRegistrationNo: string | null;
  engineNo: string;
  chassisNo: string;
  isRegistered: 'R' | 'U';
  isLeasing: boolean;
  financialCompanyId: number | null;
  financialCompanyBranch: string | null;
  leaseExpDate: string | null;
}

/** The details, and the financial interest the cover note shows. */
type CheckedProposal = { details: ProposalDetails; financialInterest: FinancialInterest };
type FinancialInterest = CoverNoteFacts['financialInterest'];

/**
 * The application of a req_key once paid, with the payment that paid it, the customer's verified mobile,
 * its quote's vehicle and the day cover starts (a renewal's date, else the quote's); 410 once its links
 * have expired.
 */
async function paidApplication(db: Db, quotes: Pick<QuoteService, 'params'>, reqKey: string) {
  const application = await applicationByReqKey(db, reqKey);
  const payment = await appliedPaymentOf(db, application.id);
  const { paidAt } = application;
  if (application.status === APPLICATION_STATUS.reversed) throw new ApiError(409, PAYMENT_MESSAGES.reversed);
  if (!isPaid(application.status) || payment === undefined || paidAt === null)
    throw new ApiError(409, PAYMENT_MESSAGES.notPaid);
  const params = await quotes.params(application.unqHash);
  return {
    ...application,
    payment,
    paidAt,
    // The customer's number and language: the cover note and its messages are written in it (issue 21).
    ...(await contactOfCustomer(db, application.customerId)),
    vehicle: vehicleOf(params),
    purposeOfUse: params.purpose_of_use,
    coverStart: startDateOf(params.cover_start_date, application.personalInfo),
  };
}
type PaidApplication = Awaited<ReturnType<typeof paidApplication>>;

const SAME_DETAILS = [
  'vehRegistrationNo',
  'engineNo',
  'chassisNo',
  'isRegistered',
  'isLeasing',
  'financialCompanyId',
  'financialCompanyBranch',
  'leaseExpDate',
] as const;

const sameDetails = (stored: StoredCoverNote['proposal'], details: ProposalDetails) =>
  SAME_DETAILS.every((field) => stored[field] === details[field]);

export interface ProposalDependencies {
  db: Db;
  quotes: Pick<QuoteService, 'params'>;
  outbox: AppOutbox;
  storage: Storage;
  /** Demo mode: every cover note says it is a sample. */
  demo: boolean;
  /** How to reach us, at the foot of the cover note's e-mail. */
  contact: Config['contact'];
}

export function proposalService({ db, quotes, outbox, storage, demo, contact }: ProposalDependencies) {
  const repository = proposalRepository(db);
  const companies = companyLookups(db);

  /**
   * What the customer's newest earlier proposal of this vehicle (same make, model and year, registered)
   * suggests; none when the vehicle is not registered, its year unknown, or the customer's earlier
   * proposals of such a vehicle name different registrations (two alike: which one is not known).
   */
  async function suggestionFor({
    id,
    customerId,
    vehicle,
  }: PaidApplication): Promise<ProposalSuggestion | null> {
    if (vehicle.is_registered !== 'R' || vehicle.manufacture_year === 0) return null;
    const same = (await paidVehiclesOf(db, customerId, id)).filter(
      (earlier) =>
        earlier.vehicle.make === vehicle.make &&
        earlier.vehicle.model === vehicle.model &&
        earlier.vehicle.manufacture_year === vehicle.manufacture_year,
    );
    const earlier = await repository.registeredProposalsOf(same.map((found) => found.applicationId));
    const [newest] = earlier;
    if (newest === undefined || new Set(earlier.map((one) => one.vehRegistrationNo)).size > 1) return null;
    const leaseRuns =
      vehicle.hire_purchase === 'YES' &&
      newest.financialCompanyId !== null &&
      newest.leaseExpDate !== null &&
      newest.leaseExpDate >= today();
    return {
      policy_from: newest.policyFrom,
      veh_reg_format: newest.vehRegFormat,
      veh_registration_no: newest.vehRegistrationNo!,
      engine_no: newest.engineNo,
      chassis_no: newest.chassisNo,
      financial_company: (leaseRuns && (await companies.companyName(newest.financialCompanyId!))) || null,
      financial_company_branch: leaseRuns ? newest.financialCompanyBranch : null,
      lease_exp_date: leaseRuns ? newest.leaseExpDate : null,
    };
  }

  /** The numbers typed at the upload (docs/decisions/039), as the calls answer them. */
  async function typedNumbersOf({ id, params }: HashedApplication): Promise<VehicleNumbers> {
    const typed = await repository.vehicleNumbersOf(id);
    return {
      is_registered: vehicleOf(params).is_registered === 'U' ? 'U' : 'R',
      veh_reg_format: typed?.vehRegFormat ?? null,
      veh_registration_no: typed?.vehRegistrationNo ?? null,
      engine_no: typed?.engineNo ?? null,
      chassis_no: typed?.chassisNo ?? null,
    };
  }

  /** The numbers typed at the upload, by the uploader's pay_sec_hash. */
  const vehicleNumbers = async (hashCode: string) => typedNumbersOf(await applicationByHash(db, hashCode));

  /**
   * Keeps the numbers typed at the upload, replacing earlier ones, until the cover note is made; a
   * vehicle not registered yet keeps no registration.
   */
  async function saveVehicleNumbers(form: VehicleNumbersForm): Promise<VehicleNumbers> {
    const application = await applicationByHash(db, form.hash_code);
    if ((await repository.coverNoteOf(application.id)) !== undefined)
      throw new ApiError(409, COVER_NOTE_MESSAGES.numbersAfterIssue);
    const registered = vehicleOf(application.params).is_registered === 'R';
    const numbers: TypedVehicleNumbers = {
      applicationId: application.id,
      vehRegFormat: registered && form.veh_registration_no !== null ? form.veh_reg_format : null,
      vehRegistrationNo: registered ? form.veh_registration_no : null,
      engineNo: form.engine_no,
      chassisNo: form.chassis_no,
    };
    await repository.saveVehicleNumbers(numbers);
    return typedNumbersOf(application);
  }

  /** `site` is our own address, for the cover note's link. */
  async function load(reqKey: string, site: string): Promise<Proposal> {
    const application = await paidApplication(db, quotes, reqKey);
    const { payment, vehicle } = application;
    const { company_code: _code, ...quoted } = quotedApplication(application);
    const coverNote = await repository.coverNoteOf(application.id);
    // What the quote does not know of the vehicle, the buyer may have typed at the upload.
    const typed = await repository.vehicleNumbersOf(application.id);
    const anyTyped = typed !== undefined && Object.values(typed).some((value) => value !== null);
    const plate =
      vehicle.veh_registration_no === null && typed?.vehRegistrationNo
        ? { veh_reg_format: typed.vehRegFormat, veh_registration_no: typed.vehRegistrationNo }
        : {};
    const numbers = {
      ...plate,
      engine_no: vehicle.engine_no ?? typed?.engineNo ?? null,
      chassis_no: vehicle.chassis_no ?? typed?.chassisNo ?? null,
    };
    return {
      ...quoted,
      ...vehicle,
      ...numbers,
      req_key: application.reqKey,
      customer_id: application.customerId,
      amount_paid: centsToRupees(payment.amountCents),
      paid_at: application.paidAt.toISOString(),
      payment_reference: payment.providerPaymentId ?? payment.orderId,
      email: application.personalInfo.email,
      mobile_number: application.mobile,
      cover_note: coverNote === undefined ? null : coverNoteAnswer(coverNote, site),
      suggested: coverNote === undefined && !anyTyped ? await suggestionFor(application) : null,
    };
  }

  /**
   * The form's details, checked against the quote they were priced by (registered, leased) and the
   * leasing company list; every refusal at once, as field errors.
   */
  async function checked(form: ProposalForm, { vehicle }: PaidApplication): Promise<CheckedProposal> {
    const errors: FieldErrorMap = {};
    if (form.is_registered !== vehicle.is_registered)
      errors.is_registered = [COVER_NOTE_MESSAGES.quoteMismatch];
    const leased = vehicle.hire_purchase === 'YES';
    if (form.is_leasing !== (leased ? LEASING.yes : LEASING.no))
      errors.is_leasing = [COVER_NOTE_MESSAGES.quoteMismatch];
    const company =
      form.financial_company === null
        ? undefined
        : await companies.financialCompanyNamed(form.financial_company);
    if (form.financial_company !== null && company === undefined)
      errors.financial_company = [COVER_NOTE_MESSAGES.leasingCompany];
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
    // The schema gives the three leasing fields exactly when is_leasing is '1', which matched the quote.
    const lease = company && {
      company: company.name,
      branch: form.financial_company_branch!,
      leaseExpiry: form.lease_exp_date!,
    };
    return {
      details: {
        vehRegFormat: form.veh_reg_format,
        vehRegistrationNo: form.veh_registration_no,
        engineNo: form.engine_no,
        chassisNo: form.chassis_no,
        isRegistered: form.is_registered,
        isLeasing: leased,
        financialCompanyId: company?.id ?? null,
        financialCompanyBranch: lease?.branch ?? null,
        leaseExpDate: lease?.leaseExpiry ?? null,
      },
      financialInterest: lease ?? null,
    };
  }

  /** Makes the application's cover note, unless another call made it first; answers the one there is. */
  const issue = (
    application: PaidApplication,
    { details, financialInterest }: CheckedProposal,
    site: string,
  ) =>
    outbox.transaction(async (tx, queue) => {
      const proposals = proposalRepository(tx);
      const applications = applicationRecords(tx);
      const { status } = await applications.lockForUpdate(application.id);
      const made = await proposals.coverNoteOf(application.id);
      if (made !== undefined) return made;
      // The payment was reversed since the application was read: no cover note for it.
      if (!isPaid(status)) throw new ApiError(409, PAYMENT_MESSAGES.reversed);

      const issuedAt = new Date();
      const issuedOn = formatIsoDate(issuedAt);
      let coverNoteNo: string;
      do coverNoteNo = newCoverNoteNo(issuedOn);
      while (await proposals.numberTaken(coverNoteNo));
      const period = coverPeriod(application.coverStart, issuedAt);
      const downloadKey = randomToken(KEY_BYTES);
      const storageKey = randomToken(KEY_BYTES);
      const { verifyUrl } = linksOf(site, { coverNoteNo, downloadKey });
      const { vehicle } = application;
      const insurer = await companyLookups(tx).insurerFacts(application.quotation.company_details.id);
      const facts = factsOf(
        application,
        vehicle,
        { ...details, financialInterest },
        { coverNoteNo, issuedAt: `${issuedOn} ${formatTime(issuedAt)}`, period, verifyUrl },
        {
          purposeOfUse: application.purposeOfUse,
          facts: {
            address: insurer?.address ?? null,
            claimsHotline: insurer?.claims_hotline ?? null,
            excess: insurer?.excess ?? null,
          },
        },
        demo,
        translator(application.locale),
      );
      await storage.put(storageKey, await renderCoverNote(facts, application.locale));

      const proposalId = await proposals.insertProposal({ applicationId: application.id, ...details });
      const coverNote = { coverNoteNo, downloadKey, period };
      const { email } = application.personalInfo;
      const { mobile, locale } = application;
      const i18n = translator(locale);
      const notice = noticeOf(application, vehicle, details, coverNote, site, i18n);
      const recipient = { name: quotedApplication(application).customer_name, email, mobile, locale };
      const letter = coverNoteLetter(notice, i18n);
      const sent = await writeToApplicant({ queue, contact }, recipient, letter);
      // The purchase requires an e-mail address, and the cover note is delivered by e-mail above all.
      if (sent.mail === undefined)
        throw new Error('the application has no e-mail address for its cover note');
      await proposals.insertCoverNote({
        coverNoteNo,
        downloadKey,
        periodFrom: period.from,
        periodFromTime: period.fromTime,
        periodTo: period.to,
        issuedAt,
        applicationId: application.id,
        proposalId,
        storageKey,
        email,
        mobile,
        mailMessageId: sent.mail,
        smsMessageId: sent.sms,
      });
      await applications.markCompleted(application.id);
      await applications.addEvent(application.id, APPLICATION_STATUS.completed, {
        cover_note_no: coverNoteNo,
      });
      return (await proposals.coverNoteOf(application.id))!;
    });

  /** POST /v2/cover-note/gen: the application's cover note, made now or answered again. */
  async function generate(form: ProposalForm, site: string) {
    const application = await paidApplication(db, quotes, form.req_key);
    const proposal = await checked(form, application);
    const coverNote =
      (await repository.coverNoteOf(application.id)) ?? (await issue(application, proposal, site));
    if (!sameDetails(coverNote.proposal, proposal.details))
      throw new ApiError(409, COVER_NOTE_MESSAGES.alreadyIssued);
    return coverNoteAnswer(coverNote, site);
  }

  return { load, generate, vehicleNumbers, saveVehicleNumbers };
}
