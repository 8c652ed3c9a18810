// What a cover note says, worked out from the rows of its application: its number and period, the
// vehicle as the quote saved it, the PDF's facts, the e-mail's notice and the answer of the calls.
import { randomInt } from 'node:crypto';
import type { I18n } from '@lingui/core';
import { DEFAULT_LOCALE, translateText } from '#domain/i18n';
import { breakdownLines } from '#domain/motor/breakdown-lines';
import { coverNoteFilePath, verifyPath } from '#domain/motor/cover-note';
import { COVER_ROWS } from '#domain/motor/covers';
import type { CoverPeriod } from '#domain/motor/cover-period';
import type { CoverNote } from '#domain/motor/proposal-calls';
import { translator } from '#server/i18n';
import type { ApplicationRow, ApplicationVehicle } from '../application/application-summary';
import { quotedApplication } from '../application/application-summary';
import type { CoverNoteFacts } from './cover-note-pdf';
import type { CoverNoteNotice } from './cover-note-messages';
import type { StoredCoverNote } from './proposal.repository';

// Crockford's base 32: no I, L, O or U, so a number read out or typed in is not mistaken.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'CN-2026-7K3M9Q2X': the year of issue and 40 random bits. */
export function newCoverNoteNo(issuedOn: string) {
  const random = Array.from({ length: 8 }, () => CROCKFORD[randomInt(CROCKFORD.length)]).join('');
  return `CN-${issuedOn.slice(0, 4)}-${random}`;
}

/**
 * What the vehicle may be used for, by the quote's purpose of use, in the words Sri Lankan motor policies
 * use. Racing, speed testing and the motor trade are excluded from every use.
 */
const EXCLUDED_USES =
  /*i18n*/ 'It does not cover use for racing, pace-making, reliability trials or speed testing, nor use in connection with the motor trade.';
const USES: Record<string, string> = {
  private:
    /*i18n*/ "Use only for social, domestic and pleasure purposes and for the insured's business. It does not cover use for hire or reward or the carriage of goods for reward.",
  hiring:
    /*i18n*/ 'Use for the carriage of passengers for hire or reward, and for social, domestic and pleasure purposes.',
  rent: /*i18n*/ 'Use while let on hire to a hirer who drives it, under a written rental agreement, and for social, domestic and pleasure purposes.',
};
/** In `i18n`'s language (English by default); each use and the exclusions are sentences of their own. */
export function limitationsAsToUse(purposeOfUse: string, i18n: I18n = translator(DEFAULT_LOCALE)) {
  const purpose = purposeOfUse.toLowerCase();
  const use = USES[purpose];
  const uses =
    use === undefined
      ? i18n._(/*i18n*/ 'Use for {purpose} purposes, as declared in the proposal.', { purpose })
      : i18n._(use);
  return `${uses} ${i18n._(EXCLUDED_USES)}`;
}

export const PERSONS_ENTITLED_TO_DRIVE =
  /*i18n*/ "The insured, and any person driving on the insured's order or with the insured's permission, provided that the person driving holds a licence to drive the vehicle, or has held one and is not disqualified from holding or obtaining it.";

/** The links of a cover note on our site. */
export const linksOf = (site: string, coverNote: { coverNoteNo: string; downloadKey: string }) => ({
  fileUrl: site + coverNoteFilePath(coverNote.downloadKey),
  verifyUrl: site + verifyPath(coverNote.coverNoteNo),
});

/** The proposal's vehicle numbers, as the cover note and its e-mail name the vehicle. */
interface VehicleNumbers {
  vehRegistrationNo: string | null;
  engineNo: string;
  chassisNo: string;
}

/** The included covers (TRUE, or a limit such as 'Rs. 50,000'), in the comparison table's order. */
function includedCovers(details: Record<string, string>, i18n: I18n) {
  return COVER_ROWS.flatMap(({ code, label }) => {
    const value = details[code];
    if (value === undefined || value === 'FALSE' || value === '') return [];
    return [{ label: translateText(label, i18n), limit: value === 'TRUE' ? null : value }];
  });
}

export interface Issue {
  coverNoteNo: string;
  /** yyyy-mm-dd HH:mm, Asia/Colombo. */
  issuedAt: string;
  period: CoverPeriod;
  verifyUrl: string;
}

/**
 * What the PDF shows of an application, its vehicle and its proposal; its fixed sentences and the labels
 * catalogued elsewhere (cover, covers, premium lines) in `i18n`'s language, the customer's.
 */
export function factsOf(
  application: ApplicationRow & { amountCents: number },
  vehicle: ApplicationVehicle,
  proposal: VehicleNumbers & { financialInterest: CoverNoteFacts['financialInterest'] },
  issue: Issue,
  insurer: { purposeOfUse: string; facts: CoverNoteFacts['insurerFacts'] },
  sample: boolean,
  i18n: I18n = translator(DEFAULT_LOCALE),
): CoverNoteFacts {
  const quoted = quotedApplication(application);
  const person = application.personalInfo;
  const quotation = application.quotation;
  const breakdown =
    quotation.is_promo_discount === '1' ? quotation.discounted_breakdown : quotation.breakdown;
  return {
    ...issue,
    insurer: quoted.insurer,
    insurerFacts: insurer.facts,
    limitationsAsToUse: limitationsAsToUse(insurer.purposeOfUse, i18n),
    personsEntitledToDrive: i18n._(PERSONS_ENTITLED_TO_DRIVE),
    insured: {
      name: quoted.customer_name,
      address: [person.address_no, person.street_one, person.street_two, person.city]
        .filter(Boolean)
        .join(', '),
      identity:
        person.identify_type === 'passport_number'
          ? i18n._(/*i18n*/ 'Passport {number}', { number: person.passport_number })
          : i18n._(/*i18n*/ 'NIC {number}', { number: person.nic_number }),
    },
    vehicle: {
      type: translateText(vehicle.vehicle_type, i18n),
      registration: proposal.vehRegistrationNo,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.manufacture_year,
      engineCapacity: vehicle.engine_capacity,
      engineNo: proposal.engineNo,
      chassisNo: proposal.chassisNo,
    },
    typeOfCover: translateText(quoted.type_of_cover, i18n),
    sumInsured: breakdown?.sum_insured ?? null,
    covers: includedCovers(quotation.cover_details, i18n),
    premium: breakdown
      ? breakdownLines(breakdown, i18n)
      : [{ label: translateText('Total premium', i18n), amount: application.amountCents, kind: 'total' }],
    financialInterest: proposal.financialInterest,
    sample,
  };
}

/** What the e-mail and the SMS say; `i18n` words what is not data (the customer's language). */
export function noticeOf(
  application: ApplicationRow,
  vehicle: ApplicationVehicle,
  proposal: VehicleNumbers,
  coverNote: { coverNoteNo: string; downloadKey: string; period: CoverPeriod },
  site: string,
  i18n: I18n = translator(DEFAULT_LOCALE),
): CoverNoteNotice {
  const quoted = quotedApplication(application);
  const { make, model } = vehicle;
  const registration = proposal.vehRegistrationNo;
  return {
    coverNoteNo: coverNote.coverNoteNo,
    insurer: quoted.insurer,
    typeOfCover: quoted.type_of_cover,
    // A vehicle not registered yet is named by its chassis number, in the customer's language.
    vehicle:
      registration === null
        ? i18n._(/*i18n*/ '{make} {model}, chassis number {chassisNo}', {
            make,
            model,
            chassisNo: proposal.chassisNo,
          })
        : `${make} ${model}, ${registration}`,
    period: coverNote.period,
    ...linksOf(site, coverNote),
  };
}

/** The answer of POST /v2/cover-note/gen and the proposal load's cover_note. */
export function coverNoteAnswer(coverNote: StoredCoverNote, site: string): CoverNote {
  const { fileUrl } = linksOf(site, coverNote);
  return {
    cover_note_no: coverNote.coverNoteNo,
    url: fileUrl,
    cn_url: fileUrl,
    email: coverNote.email,
    mobile_number: coverNote.mobile,
    issued_at: coverNote.issuedAt.toISOString(),
  };
}
