import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Reference lists of the motor journey (motor document, sections 3 and 7).

export const vehicleTypes = pgTable('vehicle_types', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  sort: integer('sort').notNull(),
});

export const vehicleMakes = pgTable('vehicle_makes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: serial('id').primaryKey(),
    makeId: integer('make_id')
      .notNull()
      .references(() => vehicleMakes.id),
    vehicleType: text('vehicle_type')
      .notNull()
      .references(() => vehicleTypes.code),
    name: text('name').notNull(),
  },
  (t) => [unique().on(t.makeId, t.vehicleType, t.name), index().on(t.vehicleType, t.makeId)],
);

/** Fuel types and purposes of use per vehicle type: one table, told apart by `list`. */
export const vehicleOptions = pgTable(
  'vehicle_options',
  {
    list: text('list', { enum: ['fuel_type', 'usage'] }).notNull(),
    vehicleType: text('vehicle_type')
      .notNull()
      .references(() => vehicleTypes.code),
    value: text('value').notNull(),
    label: text('label').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.vehicleType, t.value] })],
);

export const ncbYears = pgTable('ncb_years', {
  id: integer('id').primaryKey(),
  year: text('year').notNull(),
});

/** Insurers (type I) and banks and leasing companies (type F). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['I', 'F'] }).notNull(),
    code: text('company_code').notNull(),
    name: text('company_name').notNull(),
    website: text('website'),
    logo: text('logo'),
  },
  (t) => [unique().on(t.type, t.code)],
);

export const homeTiles = pgTable('home_tiles', {
  id: serial('id').primaryKey(),
  header: text('header').notNull(),
  backgroundColor: text('background_color').notNull(),
  imageUrl: text('image_url').notNull(),
  bottomText: text('bottom_text').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull(),
});

/** Machine auth keys (POST /v2/token); only a SHA-256 of each key is kept. */
export const authKeys = pgTable(
  'auth_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    client: text('client').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/** One row per seed version applied, so a restart never seeds twice. */
export const seedHistory = pgTable('seed_history', {
  version: text('version').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * Insurers' tariffs, one row per insurer and version; rows are never changed, a new version replaces
 * an old one from its `effective_from` date. `data` is the document `src/server/rating/tariff.ts`
 * describes. Sample tariffs (made up, for demo mode) are flagged.
 */
export const tariffs = pgTable(
  'tariffs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    version: text('version').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    isSample: boolean('is_sample').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.companyId, t.version), index().on(t.companyId, t.effectiveFrom)],
);

/** Insurers' promotions by channel, promo code and dates (see src/server/rating/promotions.ts). */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    channel: text('channel'),
    promoCode: text('promo_code'),
    coverType: text('cover_type', { enum: ['C', 'T'] }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    discountBp: integer('discount_bp'),
    status: text('status').notNull(),
    value: text('value').notNull(),
    color: text('color').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index().on(t.startsOn),
    check('promotions_discount_range', sql`${t.discountBp} is null or ${t.discountBp} between 1 and 10000`),
  ],
);

/** Customers of the lifestyle partner, found by the token the partner gives them (kept as SHA-256). */
export const partnerCustomers = pgTable('partner_customers', {
  id: serial('id').primaryKey(),
  partner: text('partner').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  title: text('title').notNull(),
  name: text('name').notNull(),
  mobileNumber: text('mobile_number').notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A motor quote: the parameters as sent (validated), the channel and promo it was sold under, and its
 * quotations, one per insurer, priced and locked when the quote was made (`StoredQuotation[]`, see
 * src/server/modules/quote/stored-quotation.ts). The quotations are one value of the quote, written once
 * and always read together; a quotation's number is the quote's number plus the insurer's code, so it is
 * unique by construction.
 */
export const quotes = pgTable('quotes', {
  id: serial('id').primaryKey(),
  unqHash: text('unq_hash').notNull().unique(),
  coverType: text('cover_type', { enum: ['C', 'T'] }).notNull(),
  params: jsonb('params').notNull(),
  channel: text('channel').notNull(),
  promo: text('promo').notNull(),
  partnerCustomerId: integer('partner_customer_id').references(() => partnerCustomers.id),
  quotedOn: date('quoted_on').notNull(),
  validUntil: date('valid_until').notNull(),
  // JSON text, typed text: written once by the server, read whole, never queried inside. The database
  // neither parses it (json) nor converts it (jsonb); `quotations::json` reads it in a report.
  quotations: text('quotations').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A comparison inquiry (motor section 2.2): who asked to be called about which quote. The vehicle type,
 * insurance type, channel and promo are the quote's, copied so the inquiry reads as it was made.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id),
    title: text('title').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    insuranceType: text('insurance_type').notNull(),
    channel: text('channel').notNull(),
    promo: text('promo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.quoteId)],
);

/**
 * Messages to providers (CRM leads; SMS and mail later), written in the transaction of the change that
 * causes them and sent by the outbox worker (docs/decisions/008). Rows are never deleted: a sent message
 * keeps `sent_at`, a failing one its `attempts` and `last_error`. `locked_until` is the lease of the
 * worker sending it; `attempts`, raised by each claim, tells one claim from the next.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('outbox_status', sql`${t.status} in ('pending', 'sent')`),
  ],
);

/**
 * The built-in CRM's leads (demo mode). It stands for a system outside ours, so nothing here refers to
 * our tables; `outbox_message_id` is the idempotency key that makes a second delivery of a lead a no-op.
 * The motor fields are empty for leads that are not about a vehicle.
 */
export const crmLeads = pgTable('crm_leads', {
  id: serial('id').primaryKey(),
  outboxMessageId: integer('outbox_message_id').notNull().unique(),
  subject: text('subject').notNull(),
  reference: text('reference').notNull(),
  title: text('title').notNull(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  email: text('email').notNull(),
  vehicleType: text('vehicle_type'),
  insuranceType: text('insurance_type'),
  unqHash: text('unq_hash'),
  channel: text('channel'),
  promo: text('promo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time codes (architecture, security rules). Only hashes are kept: the challenge's token as SHA-256,
 * the code as SHA-256 of the token and the code, so the rows alone cannot be tried against the million
 * codes. A new code for a number supersedes the earlier ones; the number's sends in the last 15 minutes
 * are counted from these rows.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.mobile, t.createdAt)],
);

/** Proof that a mobile number was verified by a one-time code (the `User-Key` token), kept as SHA-256. */
export const verifiedTokens = pgTable(
  'verified_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    mobile: text('mobile').notNull(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => otpChallenges.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

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

/**
 * An application: a customer buying one quotation (architecture, "The motor purchase, as data"). The
 * quotation is copied as the customer saw it, price locked; the personal form as sent. One row per
 * quotation and customer, so buying again gives the same application. `pay_sec_hash` opens the
 * documents and payment, `req_key` the proposal; both random. Its states are `application_events`.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    paySecHash: text('pay_sec_hash').notNull().unique(),
    reqKey: text('req_key').notNull().unique(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id),
    qotNumber: text('qot_number').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    coverType: text('cover_type', { enum: ['C', 'T'] }).notNull(),
    /** The quotation item as the premium list showed it: totals, promotion, breakdown, valid until. */
    quotation: jsonb('quotation').notNull(),
    /** What the customer pays, in cents: the promotional total when there is one. */
    amountCents: integer('amount_cents').notNull(),
    personalInfo: jsonb('personal_info').notNull(),
    channel: text('channel').notNull(),
    promo: text('promo').notNull(),
    isRenewal: boolean('is_renewal').notNull(),
    existingInsurerId: integer('existing_insurer_id').references(() => companies.id),
    renewalDate: date('renewal_date'),
    /** created, then submitted (documents sent for review), then paid, then completed (cover note issued). */
    status: text('status').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.quoteId, t.companyId, t.customerId), index().on(t.customerId)],
);

/** Every state an application reaches, with its time; rows are only added. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    status: text('status').notNull(),
    detail: jsonb('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.applicationId)],
);

/**
 * The document slots of an application (motor section 2.8): one row per doc_id, made with the application.
 * `upload_id` is the file shown now; status 0 empty, 1 uploaded, 2 submitted, 3 accepted, 4 rejected.
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    docId: integer('doc_id').notNull(),
    status: integer('status').notNull().default(0),
    uploadId: integer('upload_id').references((): AnyPgColumn => documentUploads.id),
    /** Why the insurer rejected the document (status 4). */
    reason: text('reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.applicationId, t.docId),
    check('application_documents_status', sql`${t.status} between 0 and 4`),
  ],
);

/**
 * Every file uploaded to a slot, kept after it is replaced or removed (nothing is deleted). The file lies
 * in the storage under `storage_key`, random; its type was read from its content.
 */
export const documentUploads = pgTable(
  'document_uploads',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => applicationDocuments.id),
    storageKey: text('storage_key').notNull().unique(),
    fileType: text('file_type', { enum: ['jpg', 'png', 'gif', 'pdf'] }).notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileName: text('file_name').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index().on(t.documentId)],
);

/**
 * Every payment attempt: one per checkout, under a random `order_id` the gateway reports back. `applied`
 * marks the one payment that paid the application; the partial unique index lets only one be applied.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    orderId: text('order_id').notNull().unique(),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** started, pending, paid, failed, cancelled or chargedback. */
    status: text('status').notNull(),
    statusMessage: text('status_message'),
    providerPaymentId: text('provider_payment_id'),
    applied: boolean('applied').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.applicationId),
    uniqueIndex('payments_one_applied_per_application')
      .on(t.applicationId)
      .where(sql`${t.applied}`),
  ],
);

/** Every notification a gateway sent, as received, with what was made of it. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    orderId: text('order_id'),
    paymentId: integer('payment_id').references(() => payments.id),
    body: jsonb('body').notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    /** applied, unchanged, refused (bad signature, unknown order, wrong amount) ... */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.paymentId)],
);

/**
 * The proposal that completes a paid application (motor section 2.6): the vehicle's numbers and, when it
 * is leased, who has an interest in it. One per application; written with its cover note, never changed.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .unique()
      .references(() => applications.id),
    vehRegFormat: text('veh_reg_format').notNull(),
    /** Null for a vehicle not registered yet (is_registered 'U'). */
    vehRegistrationNo: text('veh_registration_no'),
    engineNo: text('engine_no').notNull(),
    chassisNo: text('chassis_no').notNull(),
    isRegistered: text('is_registered', { enum: ['R', 'U'] }).notNull(),
    isLeasing: boolean('is_leasing').notNull(),
    financialCompanyId: integer('financial_company_id').references(() => companies.id),
    financialCompanyBranch: text('financial_company_branch'),
    leaseExpDate: date('lease_exp_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('proposals_registration', sql`(${t.isRegistered} = 'R') = (${t.vehRegistrationNo} is not null)`),
    check(
      'proposals_leasing_details',
      sql`${t.isLeasing} = (${t.financialCompanyId} is not null and ${t.financialCompanyBranch} is not null and ${t.leaseExpDate} is not null)`,
    ),
  ],
);

/**
 * The cover note of a proposal: its number (public, on the verification page), the random key of its PDF
 * link (the only way to the file) and where the PDF is stored, the period of cover, and the e-mail and
 * SMS that carried the link, as outbox messages. One per application.
 */
export const coverNotes = pgTable('cover_notes', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .unique()
    .references(() => applications.id),
  proposalId: integer('proposal_id')
    .notNull()
    .unique()
    .references(() => proposals.id),
  coverNoteNo: text('cover_note_no').notNull().unique(),
  downloadKey: text('download_key').notNull().unique(),
  storageKey: text('storage_key').notNull().unique(),
  /** The period of cover, both days included. */
  periodFrom: date('period_from').notNull(),
  periodTo: date('period_to').notNull(),
  /** Where the cover note went: the personal form's e-mail and the verified mobile ('94' form). */
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
  mailMessageId: integer('mail_message_id')
    .notNull()
    .references(() => outbox.id),
  smsMessageId: integer('sms_message_id')
    .notNull()
    .references(() => outbox.id),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});
