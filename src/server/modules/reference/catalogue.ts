// The reference lists as one index, to check a quote's vehicle against what the form offers: a make of
// the vehicle type, a model of that make, a fuel type and a purpose of use of the type. Names match
// regardless of case and come back as the list spells them.
import type { Db } from '#server/db/client';
import { refreshing } from '#server/cache';
import { referenceRepository } from './reference.repository';

type Names = Map<string, string>;

export interface VehicleCatalogue {
  make(vehicleType: string, make: string): string | undefined;
  model(vehicleType: string, make: string, model: string): string | undefined;
  option(list: 'fuel_type' | 'usage', vehicleType: string, value: string): string | undefined;
}

const key = (...parts: string[]) => parts.map((part) => part.toLowerCase()).join('\u0000');

function add(index: Names, name: string, ...parts: string[]) {
  index.set(key(...parts), name);
}

export async function loadCatalogue(db: Db): Promise<VehicleCatalogue> {
  const repository = referenceRepository(db);
  const [models, options] = await Promise.all([repository.allModels(), repository.allOptions()]);
  const makes: Names = new Map();
  const modelNames: Names = new Map();
  const optionValues: Names = new Map();
  for (const row of models) {
    add(makes, row.make, row.vehicleType, row.make);
    add(modelNames, row.model, row.vehicleType, row.make, row.model);
  }
  for (const row of options) add(optionValues, row.value, row.list, row.vehicleType, row.value);
  return {
    make: (vehicleType, make) => makes.get(key(vehicleType, make)),
    model: (vehicleType, make, model) => modelNames.get(key(vehicleType, make, model)),
    option: (list, vehicleType, value) => optionValues.get(key(list, vehicleType, value)),
  };
}

/** The catalogue, read again at most every `reloadMs` so an operator's additions show up. */
export const cachedCatalogue = (db: Db, reloadMs: number) =>
  refreshing<void, VehicleCatalogue>(() => loadCatalogue(db), reloadMs);
