import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import type { ProfileField } from '#domain/account/profile';
import type { Consumer } from '#domain/people/consumer';
import type { Db } from '#server/db/client';
import { firstRow, isUniqueViolation } from '#server/db/rows';
import { customerChanges, customers } from '#server/db/schema';
import { canBeRowId } from '#server/row-id';

export type NewCustomer = typeof customers.$inferInsert;
export type CustomerChanges = Partial<Omit<NewCustomer, 'id' | 'mobile' | 'createdAt' | 'updatedAt'>>;

// The record as the lookup answers it, named as the calls name its fields.
const consumerColumns = {
  customer_id: customers.id,
  title: customers.title,
  name_initials: customers.nameInitials,
  first_name: customers.firstName,
  last_name: customers.lastName,
  date_of_birth: customers.dateOfBirth,
  identify_type: customers.identifyType,
  nic_number: customers.nicNumber,
  passport_number: customers.passportNumber,
  mobile_number: customers.mobile,
  email: customers.email,
  home_number: customers.homeNumber,
  address_no: customers.addressNo,
  street_one: customers.streetOne,
  street_two: customers.streetTwo,
  street_three: customers.streetThree,
  city: customers.city,
  country: customers.country,
  occupation: customers.occupation,
  fk_company_id: customers.fkCompanyId,
};

/** Customers over `db`, which may be a transaction. Every read names the mobile the caller proved. */
export function consumerRepository(db: Db) {
  return {
    byMobile: (mobile: string): Promise<Consumer | undefined> =>
      firstRow(db.select(consumerColumns).from(customers).where(eq(customers.mobile, mobile))),

    /** The customer `id`, if its record is the one of `mobile`. */
    async byIdOf(id: number, mobile: string): Promise<Consumer | undefined> {
      if (!canBeRowId(id)) return undefined;
      return firstRow(
        db
          .select(consumerColumns)
          .from(customers)
          .where(and(eq(customers.id, id), eq(customers.mobile, mobile))),
      );
    },

    /** The id of the customer of `mobile` ('94' form), whoever bought or signed up with it. */
    async idOfMobile(mobile: string): Promise<number | undefined> {
      const row = await firstRow(
        db.select({ id: customers.id }).from(customers).where(eq(customers.mobile, mobile)),
      );
      return row?.id;
    },

    /** What the customer's own account shows of customer `id`. */
    async accountOf(id: number) {
      if (!canBeRowId(id)) return undefined;
      return firstRow(
        db
          .select({
            id: customers.id,
            mobile: customers.mobile,
            nameInitials: customers.nameInitials,
            nicNumber: customers.nicNumber,
            passportNumber: customers.passportNumber,
            addressNo: customers.addressNo,
            streetOne: customers.streetOne,
            streetTwo: customers.streetTwo,
            streetThree: customers.streetThree,
            city: customers.city,
            email: customers.email,
            pictureKey: customers.pictureKey,
          })
          .from(customers)
          .where(eq(customers.id, id)),
      );
    },

    /** The mobile number of customer `id`, whoever asks. */
    async mobileOf(id: number): Promise<string | undefined> {
      if (!canBeRowId(id)) return undefined;
      const row = await firstRow(
        db.select({ mobile: customers.mobile }).from(customers).where(eq(customers.id, id)),
      );
      return row?.mobile;
    },

    /** Customer `id`'s mobile number and language, whoever asks; undefined for an unknown id. */
    async contactOf(id: number) {
      if (!canBeRowId(id)) return undefined;
      return firstRow(
        db
          .select({ mobile: customers.mobile, locale: customers.locale })
          .from(customers)
          .where(eq(customers.id, id)),
      );
    },

    /** Customer `id` is now written to in `locale`. */
    async setLocale(id: number, locale: string): Promise<void> {
      if (!canBeRowId(id)) return;
      await db.update(customers).set({ locale }).where(eq(customers.id, id));
    },

    /** The new customer's id, or undefined when the mobile number is registered already. */
    async insert(customer: NewCustomer): Promise<number | undefined> {
      const row = await firstRow(
        db
          .insert(customers)
          .values(customer)
          .onConflictDoNothing({ target: customers.mobile })
          .returning({ id: customers.id }),
      );
      return row?.id;
    },

    /** The record after the change, or undefined when customer `id` is not the one of `mobile`. */
    async update(id: number, mobile: string, changes: CustomerChanges): Promise<Consumer | undefined> {
      if (!canBeRowId(id)) return undefined;
      return firstRow(
        db
          .update(customers)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(and(eq(customers.id, id), eq(customers.mobile, mobile)))
          .returning(consumerColumns),
      );
    },

    /** Customer `id`'s own fields changed (undefined is not written). */
    async change(id: number, changes: CustomerChanges): Promise<void> {
      await db
        .update(customers)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(customers.id, id));
    },

    /** Customer `id` now has `mobile`, unless another customer has it: whether it changed. */
    async changeMobile(id: number, mobile: string): Promise<boolean> {
      const others = db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.mobile, mobile), ne(customers.id, id)));
      try {
        const row = await firstRow(
          db
            .update(customers)
            .set({ mobile, updatedAt: sql`now()` })
            .where(and(eq(customers.id, id), notExists(others)))
            .returning({ id: customers.id }),
        );
        return row !== undefined;
      } catch (error) {
        // Another customer took the number after the check, in a transaction not yet committed then.
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Adds rows to customer `id`'s change history. */
    async recordChanges(
      id: number,
      changes: { field: ProfileField; before: string | null; after: string | null }[],
    ): Promise<void> {
      if (changes.length === 0) return;
      await db.insert(customerChanges).values(changes.map((change) => ({ customerId: id, ...change })));
    },
  };
}
