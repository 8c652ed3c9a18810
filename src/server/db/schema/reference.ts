import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

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
/**
 * What a model costs new in Sri Lanka, in whole rupees (sample reference data): the typical market value
 * of an older one follows from it by the depreciation rule of `#domain/motor/market-value`.
 */
export const marketValues = pgTable('market_values', {
  modelId: integer('model_id')
    .primaryKey()
    .references(() => vehicleModels.id),
  newPrice: integer('new_price').notNull(),
});

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
    // An insurer's facts a buyer, a garage and a police officer need (insurers only; decision 035).
    claimsHotline: text('claims_hotline'),
    address: text('address'),
    excess: text('excess'),
    agencyRepair: text('agency_repair'),
  },
  (t) => [unique().on(t.type, t.code)],
);

/** The home page's tiles. */
/** A product tile of the home page; its words are a row per language (`homeTileTexts`, decision 064). */
export const homeTiles = pgTable('home_tiles', {
  id: serial('id').primaryKey(),
  backgroundColor: text('background_color').notNull(),
  imageUrl: text('image_url').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull(),
});

/** One row per seed version applied, so a restart never seeds twice. */
export const seedHistory = pgTable('seed_history', {
  version: text('version').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
