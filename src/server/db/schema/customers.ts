import { date, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Customers (consumer calls of motor section 7), one per verified mobile number ('94' form). */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull().unique(),
  title: text('title').notNull(),
  nameInitials: text('name_initials').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  dateOfBirth: date('date_of_birth'),
  identifyType: text('identify_type').notNull(),
  nicNumber: text('nic_number'),
  passportNumber: text('passport_number'),
  email: text('email').notNull(),
  homeNumber: text('home_number'),
  addressNo: text('address_no'),
  streetOne: text('street_one').notNull(),
  streetTwo: text('street_two'),
  streetThree: text('street_three'),
  city: text('city').notNull(),
  country: text('country'),
  occupation: text('occupation'),
  employeeId: text('employee_id'),
  fkCompanyId: text('fk_company_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
