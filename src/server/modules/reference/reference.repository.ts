import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { firstRow } from '#server/db/rows';
import {
  companies,
  marketValues,
  ncbYears,
  vehicleMakes,
  vehicleModels,
  vehicleOptions,
  vehicleTypes,
} from '#server/db/schema';

export function referenceRepository(db: Db) {
  return {
    vehicleTypes: () =>
      db
        .select({ vehicle_type: vehicleTypes.code, label: vehicleTypes.label })
        .from(vehicleTypes)
        .orderBy(asc(vehicleTypes.sort)),

    ncbYears: () =>
      db.select({ year: ncbYears.year, id: ncbYears.id }).from(ncbYears).orderBy(asc(ncbYears.id)),

    options: (list: 'fuel_type' | 'usage', vehicleType: string) =>
      db
        .select({ label: vehicleOptions.label, value: vehicleOptions.value })
        .from(vehicleOptions)
        .where(and(eq(vehicleOptions.list, list), eq(vehicleOptions.vehicleType, vehicleType)))
        .orderBy(asc(vehicleOptions.sort)),

    makes: (vehicleType: string) =>
      db
        .select({ id: vehicleMakes.id, make: vehicleMakes.name })
        .from(vehicleMakes)
        .where(
          inArray(
            vehicleMakes.id,
            db
              .select({ id: vehicleModels.makeId })
              .from(vehicleModels)
              .where(eq(vehicleModels.vehicleType, vehicleType)),
          ),
        )
        .orderBy(sql`lower(${vehicleMakes.name})`),

    models: (vehicleType: string, makeId: number) =>
      db
        .select({ id: vehicleModels.id, model: vehicleModels.name })
        .from(vehicleModels)
        .where(and(eq(vehicleModels.vehicleType, vehicleType), eq(vehicleModels.makeId, makeId)))
        .orderBy(sql`lower(${vehicleModels.name})`),

    /** Every make and model under its vehicle type, for checking a quote against the lists. */
    allModels: () =>
      db
        .select({
          vehicleType: vehicleModels.vehicleType,
          make: vehicleMakes.name,
          model: vehicleModels.name,
        })
        .from(vehicleModels)
        .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId)),

    allOptions: () =>
      db
        .select({
          list: vehicleOptions.list,
          vehicleType: vehicleOptions.vehicleType,
          value: vehicleOptions.value,
        })
        .from(vehicleOptions),

    /** What the model costs new, in whole rupees; names in any case. */
    newPrice: async (vehicleType: string, make: string, model: string) =>
      (
        await firstRow(
          db
            .select({ newPrice: marketValues.newPrice })
            .from(marketValues)
            .innerJoin(vehicleModels, eq(vehicleModels.id, marketValues.modelId))
            .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
            .where(
              and(
                eq(vehicleModels.vehicleType, vehicleType),
                eq(sql`lower(${vehicleMakes.name})`, make.toLowerCase()),
                eq(sql`lower(${vehicleModels.name})`, model.toLowerCase()),
              ),
            ),
        )
      )?.newPrice,

    /** Whether `id` is an insurer's (type I). */
    isInsurer: async (id: number) =>
      (
        await db
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.id, id), eq(companies.type, 'I')))
      ).length > 0,

    /** The name of the company of `id`, undefined when there is none. */
    companyName: async (id: number) =>
      (await firstRow(db.select({ name: companies.name }).from(companies).where(eq(companies.id, id))))?.name,

    /** The bank or leasing company (type F) of this name, in any case. */
    financialCompanyNamed: (name: string) =>
      firstRow(
        db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(and(eq(companies.type, 'F'), sql`lower(${companies.name}) = lower(${name.trim()})`)),
      ),

    /** Every insurer with its facts, or only the one of `id`. */
    insurerFacts: (id?: number) =>
      db
        .select({
          id: companies.id,
          company_name: companies.name,
          company_code: companies.code,
          website: companies.website,
          claims_hotline: companies.claimsHotline,
          address: companies.address,
          excess: companies.excess,
          agency_repair: companies.agencyRepair,
        })
        .from(companies)
        .where(and(eq(companies.type, 'I'), id === undefined ? undefined : eq(companies.id, id)))
        .orderBy(sql`lower(${companies.name})`),

    companies: (type: 'I' | 'F') =>
      db
        .select({ id: companies.id, company_name: companies.name, company_code: companies.code })
        .from(companies)
        .where(eq(companies.type, type))
        .orderBy(sql`lower(${companies.name})`),
  };
}
