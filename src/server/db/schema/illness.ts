import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DeclarationOptions, HolderOptions } from '#domain/illness/declaration';
import type { PolicyHolder, RelationshipCode } from '#domain/illness/policy-holder';

// The major illness cover (content document, sections 2 to 9; decision 063), owned by the illness module.
// The product's data (channels, companies, limits, sub-limits, illnesses, declarations, relationships) is
// seeded with SAMPLE values (seed/data/illness.ts); applications and issued policies are the sales.
// Covers are whole rupees, premiums cents.

/** What each sales channel allows on the declaration (the spec names no channel: configuration). */
export const illnessChannels = pgTable('illness_channels', {
  code: text('code').primaryKey(),
  agent: boolean('agent').notNull(),
  subQuestions: boolean('sub_questions').notNull(),
});

export const illnessCompanies = pgTable('illness_companies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull(),
});

export const illnessLimits = pgTable(
  'illness_limits',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => illnessCompanies.id),
    coverRupees: integer('cover_rupees').notNull(),
    premiumCents: bigint('premium_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex().on(t.companyId, t.coverRupees),
    check('illness_limits_cover', sql`${t.coverRupees} > 0`),
    check('illness_limits_premium', sql`${t.premiumCents} >= 0`),
  ],
);

export const illnessSublimits = pgTable(
  'illness_sublimits',
  {
    id: serial('id').primaryKey(),
    limitId: integer('limit_id')
      .notNull()
      .references(() => illnessLimits.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    limitRupees: integer('limit_rupees').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex().on(t.limitId, t.name)],
);

/** The illnesses a company's cover pays for (covered) and those it names as not covered. */
export const illnessIllnesses = pgTable(
  'illness_illnesses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => illnessCompanies.id),
    name: text('name').notNull(),
    covered: boolean('covered').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex().on(t.companyId, t.covered, t.name)],
);

export const illnessDeclarations = pgTable(
  'illness_declarations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => illnessCompanies.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    options: jsonb('options').$type<DeclarationOptions>(),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex().on(t.companyId, t.title)],
);

export const illnessRelationships = pgTable('illness_relationships', {
  id: serial('id').primaryKey(),
  code: text('code').$type<RelationshipCode>().notNull().unique(),
  description: text('description').notNull(),
  sort: integer('sort').notNull(),
});

export const ILLNESS_APPLICATION_STATUSES = ['created', 'paid', 'cancelled'] as const;

/** A purchase as Buy Cover sends it, before payment; its reference is made from its id (MI-000042). */
export const illnessApplications = pgTable(
  'illness_applications',
  {
    id: serial('id').primaryKey(),
    /** The key of the payment link: random, 144 bits. */
    payKey: text('pay_key').notNull().unique(),
    /** The main member's verified number, '94' form. */
    mainMobile: text('main_mobile').notNull(),
    channel: text('channel')
      .notNull()
      .references(() => illnessChannels.code),
    promo: text('promo'),
    agentEmail: text('agent_email'),
    status: text('status')
      .$type<(typeof ILLNESS_APPLICATION_STATUSES)[number]>()
      .notNull()
      .default('created'),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    holders: jsonb('holders').$type<PolicyHolder[]>().notNull(),
    options: jsonb('options').$type<HolderOptions[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('illness_applications_status', sql`${t.status} in ('created', 'paid', 'cancelled')`),
    check('illness_applications_total', sql`${t.totalCents} >= 0`),
  ],
);

/** One holder's cover with one company in an application, priced as the limit stood then. */
export const illnessApplicationPlans = pgTable(
  'illness_application_plans',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => illnessApplications.id),
    holderIndex: integer('holder_index').notNull(),
    /** 12-digit form (canonicalNic). */
    nic: text('nic').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => illnessCompanies.id),
    limitId: integer('limit_id')
      .notNull()
      .references(() => illnessLimits.id),
    coverRupees: integer('cover_rupees').notNull(),
    premiumCents: bigint('premium_cents', { mode: 'number' }).notNull(),
    /** Why no policy was issued for the plan when its application was paid (decision 067); null otherwise. */
    notIssued: text('not_issued'),
  },
  (t) => [uniqueIndex().on(t.applicationId, t.holderIndex, t.companyId)],
);

/** A policy issued for one plan of a paid application; its cover counts in the holder's balance. */
export const illnessPolicies = pgTable(
  'illness_policies',
  {
    id: serial('id').primaryKey(),
    policyNumber: text('policy_number').notNull().unique(),
    planId: integer('plan_id')
      .notNull()
      .unique()
      .references(() => illnessApplicationPlans.id),
    /** 12-digit form (canonicalNic). */
    nic: text('nic').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => illnessCompanies.id),
    coverRupees: integer('cover_rupees').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.nic, t.companyId),
    check('illness_policies_cover', sql`${t.coverRupees} > 0`),
    check('illness_policies_dates', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);
