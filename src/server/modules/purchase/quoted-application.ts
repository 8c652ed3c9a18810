// What the uploader, the payment page and the proposal show of an application: the quotation as the customer chose
// it (insurer, cover, number) and the customer's name as the personal form gave it.
import type { QuotationItem } from '#domain/motor/quote-answers';
import { TYPE_OF_COVER } from '#domain/motor/vehicle-types';
import type { PersonalInfo } from '#domain/people/personal-info';
import type { Db } from '#server/db/client';
import { notFound } from '#server/http/envelope';
import { purchaseRepository } from './purchase.repository';

export interface ApplicationRow {
  coverType: 'C' | 'T';
  qotNumber: string;
  quotation: unknown;
  personalInfo: unknown;
}

export const personalInfoOf = (row: ApplicationRow) => row.personalInfo as PersonalInfo;

export function quotedApplication(row: ApplicationRow) {
  const quotation = row.quotation as QuotationItem;
  const person = personalInfoOf(row);
  return {
    insurer: quotation.company_name,
    company_code: quotation.company_code,
    company_logo: quotation.company_logo,
    cover_type: row.coverType,
    type_of_cover: TYPE_OF_COVER[row.coverType],
    qot_number: row.qotNumber,
    // 'Name with initials' holds the surname already ('K M Perera').
    customer_name: `${person.title} ${person.name_initials}`,
  };
}

/** The application of a pay_sec_hash (the documents' and the payment's key); 'Not found' when none. */
export async function applicationByHash(db: Db, paySecHash: string) {
  const application = await purchaseRepository(db).applicationByHash(paySecHash);
  if (application === undefined) throw notFound();
  return application;
}

export type HashedApplication = Awaited<ReturnType<typeof applicationByHash>>;
