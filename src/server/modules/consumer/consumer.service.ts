// The consumer calls of motor section 7. A customer record belongs to the mobile number a one-time code
// proved (the `User-Key` token), so every call works on the caller's own record only: a record of another
// number is refused, and asked for by id it is 'Not found' like an unknown id, so ids cannot be probed.
import type { ProfileEdit, ProfileField } from '#domain/account/profile';
import { PROFILE_MESSAGES } from '#domain/account/profile';
import type { Locale } from '#domain/i18n';
import { DEFAULT_LOCALE, isLocale } from '#domain/i18n';
import type { Consumer, ConsumerLookup, ConsumerUpdate } from '#domain/people/consumer';
import { CONSUMER_MESSAGES } from '#domain/people/consumer';
import { toNinetyFour } from '#domain/people/mobile';
import { parseNic } from '#domain/people/nic';
import type { PersonalInfo } from '#domain/people/personal-info';
import type { Signup } from '#domain/people/signup';
import type { Db } from '#server/db/client';
import { ApiError, notFound } from '#server/http/envelope';
import type { CustomerChanges, NewCustomer } from './consumer.repository';
import { consumerRepository } from './consumer.repository';

export type ConsumerService = ReturnType<typeof consumerService>;

/** Refuses a form whose mobile number (9 digits) is not the one the token proves. */
export function assertOwnNumber(formMobile: string, verified: string) {
  if (toNinetyFour(formMobile) !== verified) throw new ApiError(403, CONSUMER_MESSAGES.notYours);
}

/** The customer must be the caller's own (the mobile number the token proves); an unknown id is 'Not found'. */
export async function assertOwnCustomer(db: Db, customerId: number, mobile: string) {
  const owner = await consumerRepository(db).mobileOf(customerId);
  if (owner === undefined) throw notFound();
  if (owner !== mobile) throw new ApiError(403, CONSUMER_MESSAGES.notYours);
}

/**
 * How customer `id`, which a stored row names, is written to: their verified mobile number in the '94'
 * form, and the language they last used the site in (issue 21).
 */
export async function contactOfCustomer(db: Db, id: number): Promise<{ mobile: string; locale: Locale }> {
  const contact = await consumerRepository(db).contactOf(id);
  if (contact === undefined) throw new Error(`Customer ${id} is named by a row but does not exist.`);
  return { mobile: contact.mobile, locale: isLocale(contact.locale) ? contact.locale : DEFAULT_LOCALE };
}

/** From now on customer `id` is written to in `locale` (the language of their last register, update or buy). */
export async function setCustomerLocale(db: Db, id: number, locale: Locale): Promise<void> {
  await consumerRepository(db).setLocale(id, locale);
}

/** The customer of `mobile` ('94' form, proved by a one-time code): whoever bought or signed up with it. */
export const customerIdOfMobile = (db: Db, mobile: string) => consumerRepository(db).idOfMobile(mobile);

/**
 * Makes the customer of `mobile` from the login modal's SignUp form (issue 23): the full name is the name
 * the customer is addressed by (`name_initials`, which the profile shows as Full Name); a number that reads
 * as a NIC is the NIC, any other the passport; the address is the first street line. Title, e-mail and city
 * stay empty until a purchase's personal form gives them. 409 when the number has a customer already.
 */
export async function signUpCustomer(db: Db, mobile: string, form: Signup, locale: Locale): Promise<number> {
  const isNic = parseNic(form.nicOrPassportNumber).ok;
  const id = await consumerRepository(db).insert({
    mobile,
    locale,
    nameInitials: form.fullName,
    identifyType: isNic ? 'nic_number' : 'passport_number',
    nicNumber: isNic ? form.nicOrPassportNumber.toUpperCase() : null,
    passportNumber: isNic ? null : form.nicOrPassportNumber,
    streetOne: form.address,
  });
  if (id === undefined) throw new ApiError(409, CONSUMER_MESSAGES.alreadyRegistered);
  return id;
}

/**
 * Customer `id` as their own account shows them: the address's parts joined, the NIC or else the passport
 * number; undefined for an unknown id.
 */
export async function accountOfCustomer(db: Db, id: number) {
  const row = await consumerRepository(db).accountOf(id);
  if (row === undefined) return undefined;
  const address = [row.addressNo, row.streetOne, row.streetTwo, row.streetThree].filter(Boolean).join(', ');
  return {
    customer_id: row.id,
    name_initials: row.nameInitials,
    mobile_number: row.mobile,
    nic_number: row.nicNumber ?? row.passportNumber,
    address,
    city: row.city,
    email: row.email,
    picture_key: row.pictureKey,
  };
}

type Account = NonNullable<Awaited<ReturnType<typeof accountOfCustomer>>>;

/** Customer `id`'s own account, or an error: a session names only customers that exist. */
async function ownAccount(db: Db, id: number): Promise<Account> {
  const account = await accountOfCustomer(db, id);
  if (account === undefined) throw new Error(`Customer ${id} is signed in but does not exist.`);
  return account;
}

/**
 * Customer `id` changes their own details (decision 051), each change kept in their change history in the
 * same transaction. The address is one text, as the profile shows it: it becomes the first street line and
 * the other parts of a purchase's address are cleared. The picture's storage key is set by `setPicture`.
 */
async function changeOwn(
  db: Db,
  id: number,
  changes: { field: ProfileField; before: string | null; after: string | null; columns: CustomerChanges }[],
) {
  const changed = changes.filter(({ before, after }) => before !== after);
  await db.transaction(async (tx) => {
    const repository = consumerRepository(tx);
    for (const { columns } of changed) await repository.change(id, columns);
    await repository.recordChanges(
      id,
      changed.map(({ field, before, after }) => ({ field, before, after })),
    );
  });
}

/** Customer `id`'s address, e-mail and city from the profile's form; blank e-mail or city clears it. */
export async function editCustomerProfile(db: Db, id: number, edit: ProfileEdit): Promise<void> {
  const account = await ownAccount(db, id);
  const email = edit.email ?? null;
  const city = edit.city ?? null;
  await changeOwn(db, id, [
    {
      field: 'address',
      before: account.address,
      after: edit.address,
      columns: { addressNo: null, streetOne: edit.address, streetTwo: null, streetThree: null },
    },
    { field: 'email', before: account.email, after: email, columns: { email } },
    { field: 'city', before: account.city, after: city, columns: { city } },
  ]);
}

/** Customer `id`'s NIC or passport number, which a code to their own mobile confirmed. */
export async function changeCustomerNic(db: Db, id: number, nicOrPassportNumber: string): Promise<void> {
  const account = await ownAccount(db, id);
  const isNic = parseNic(nicOrPassportNumber).ok;
  const after = isNic ? nicOrPassportNumber.toUpperCase() : nicOrPassportNumber;
  await changeOwn(db, id, [
    {
      field: 'nic',
      before: account.nic_number,
      after,
      columns: {
        identifyType: isNic ? 'nic_number' : 'passport_number',
        nicNumber: isNic ? after : null,
        passportNumber: isNic ? null : after,
      },
    },
  ]);
}

/** Customer `id`'s mobile number becomes `mobile` ('94' form, proved by a code sent to it); 409 when taken. */
export async function changeCustomerMobile(db: Db, id: number, mobile: string): Promise<void> {
  const account = await ownAccount(db, id);
  if (account.mobile_number === mobile) throw new ApiError(409, PROFILE_MESSAGES.sameMobile);
  await db.transaction(async (tx) => {
    const repository = consumerRepository(tx);
    if (!(await repository.changeMobile(id, mobile))) throw new ApiError(409, PROFILE_MESSAGES.mobileTaken);
    await repository.recordChanges(id, [{ field: 'mobile', before: account.mobile_number, after: mobile }]);
  });
}

/** Customer `id`'s picture is now the one under `key` (null: none); answers the key it replaced. */
export async function setCustomerPicture(db: Db, id: number, key: string | null): Promise<string | null> {
  const { picture_key: before } = await ownAccount(db, id);
  await changeOwn(db, id, [{ field: 'picture', before, after: key, columns: { pictureKey: key } }]);
  return before;
}

function newCustomer(mobile: string, info: PersonalInfo, locale: Locale): NewCustomer {
  return {
    mobile,
    locale,
    title: info.title,
    nameInitials: info.name_initials,
    firstName: info.first_name,
    lastName: info.last_name,
    dateOfBirth: info.date_of_birth,
    identifyType: info.identify_type,
    nicNumber: info.nic_number,
    passportNumber: info.passport_number,
    email: info.email,
    homeNumber: info.home_number,
    addressNo: info.address_no,
    streetOne: info.street_one,
    streetTwo: info.street_two,
    streetThree: info.street_three,
    city: info.city,
    country: info.country,
    occupation: info.occupation,
    employeeId: info.employee_id,
    fkCompanyId: info.fk_company_id,
  };
}

// An optional field left out of the body is left as it is (undefined is not written): the page sends
// only some of the fields update takes, and must not wipe the others.
function changesOf(update: ConsumerUpdate, locale: Locale): CustomerChanges {
  return {
    locale,
    title: update.title,
    nameInitials: update.name_initials,
    email: update.email,
    identifyType: update.identify_type,
    nicNumber: update.nic_number,
    passportNumber: update.passport_number,
    addressNo: update.address_no,
    streetOne: update.street_one,
    streetTwo: update.street_two,
    streetThree: update.street_three,
    city: update.city,
    homeNumber: update.home_number,
  };
}

/**
 * `mobile` is always the number the caller's token proves, in the '94' form; `locale` the language of the
 * caller's request, which becomes the customer's.
 */
export function consumerService(db: Db) {
  const repository = consumerRepository(db);
  return {
    /** The signed-in customer's number, for a lookup made with the session instead of a User-Key. */
    mobileOfCustomer: async (customerId: number) => (await contactOfCustomer(db, customerId)).mobile,

    async lookup(mobile: string, by: ConsumerLookup): Promise<Consumer> {
      if (by.mobile_number !== undefined && by.mobile_number !== mobile)
        throw new ApiError(403, CONSUMER_MESSAGES.notYours);
      if (by.customer_id !== undefined) {
        const record = await repository.byIdOf(by.customer_id, mobile);
        if (record === undefined) throw notFound();
        return record;
      }
      const record = await repository.byMobile(mobile);
      if (record === undefined) throw notFound(CONSUMER_MESSAGES.notFound);
      return record;
    },

    async register(
      mobile: string,
      info: PersonalInfo,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<{ customer_id: number }> {
      assertOwnNumber(info.mobile_number, mobile);
      // One statement, so two registrations at once cannot both pass a check made before the insert.
      const id = await repository.insert(newCustomer(mobile, info, locale));
      if (id === undefined) throw new ApiError(409, CONSUMER_MESSAGES.alreadyRegistered);
      return { customer_id: id };
    },

    async update(mobile: string, update: ConsumerUpdate, locale: Locale = DEFAULT_LOCALE): Promise<Consumer> {
      const record = await repository.update(update.customer_id, mobile, changesOf(update, locale));
      if (record === undefined) throw notFound();
      return record;
    },
  };
}
