import { VEHICLE_TYPES } from '../../../domain/motor/vehicle-types';
import type { Db } from '../client';
import {
  companies,
  homeTiles,
  ncbYears,
  seedHistory,
  vehicleMakes,
  vehicleModels,
  vehicleOptions,
  vehicleTypes,
} from '../schema';
import { INSURERS, LEASING_COMPANIES } from './data/companies';
import { HOME_TILES } from './data/content';
import { FUEL_TYPES, NCB_YEARS, USAGES, VEHICLE_CATALOGUE } from './data/vehicles';

// Bump when the seed data changes; every insert skips rows that exist, so a new version only adds.
export const SEED_VERSION = '2026-11-21.1';

/** Seeds the reference data once per version; a second start finds the version and does nothing. */
export async function seed(db: Db): Promise<'seeded' | 'already seeded'> {
  return db.transaction(async (tx) => {
    const done = await tx
      .insert(seedHistory)
      .values({ version: SEED_VERSION })
      .onConflictDoNothing()
      .returning();
    if (done.length === 0) return 'already seeded';

    await tx
      .insert(vehicleTypes)
      .values(VEHICLE_TYPES.map((type, sort) => ({ code: type.code, label: type.label, sort })))
      .onConflictDoNothing();

    await tx
      .insert(vehicleMakes)
      .values(VEHICLE_CATALOGUE.map((entry) => ({ name: entry.make })))
      .onConflictDoNothing();
    const makeIds = new Map((await tx.select().from(vehicleMakes)).map((make) => [make.name, make.id]));
    const models = VEHICLE_CATALOGUE.flatMap((entry) =>
      Object.entries(entry.models).flatMap(([vehicleType, names]) =>
        (names ?? []).map((name) => ({ makeId: makeIds.get(entry.make)!, vehicleType, name })),
      ),
    );
    await tx.insert(vehicleModels).values(models).onConflictDoNothing();

    const options = (['fuel_type', 'usage'] as const).flatMap((list) =>
      Object.entries(list === 'fuel_type' ? FUEL_TYPES : USAGES).flatMap(([vehicleType, entries]) =>
        entries.map((option, sort) => ({
          list,
          vehicleType,
          value: option.value,
          label: option.label,
          sort,
        })),
      ),
    );
    await tx.insert(vehicleOptions).values(options).onConflictDoNothing();

    await tx
      .insert(ncbYears)
      .values([...NCB_YEARS])
      .onConflictDoNothing();

    const companyRows = [
      ...INSURERS.map((company) => ({ type: 'I' as const, company })),
      ...LEASING_COMPANIES.map((company) => ({ type: 'F' as const, company })),
    ].map(({ type, company }) => ({
      type,
      code: company.company_code,
      name: company.company_name,
      website: company.website,
    }));
    await tx.insert(companies).values(companyRows).onConflictDoNothing();

    if ((await tx.select({ id: homeTiles.id }).from(homeTiles).limit(1)).length === 0) {
      await tx.insert(homeTiles).values(HOME_TILES.map((tile, sort) => ({ ...tile, sort })));
    }
    return 'seeded';
  });
}
