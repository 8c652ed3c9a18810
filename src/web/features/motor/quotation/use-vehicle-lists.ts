import type { VehicleTypeCode } from '#domain/motor/vehicle-types';
import { useFuelTypes } from '../api/get-fuel-types';
import { useMakes } from '../api/get-makes';
import { useManufactureYears } from '../api/get-manufacture-years';
import { useModels } from '../api/get-models';
import { useNcbYears } from '../api/get-ncb-years';
import { useUsages } from '../api/get-usages';

/**
 * The reference lists the quotation form offers for a vehicle type and make (motor section 2.1). Their
 * failures are the "motor" errors of the danger banner; `retry` asks again for the lists that failed.
 */
export function useVehicleLists(vehicleType: VehicleTypeCode, make: string) {
  const usages = useUsages(vehicleType);
  const fuels = useFuelTypes(vehicleType);
  const makes = useMakes(vehicleType);
  const ncbYears = useNcbYears();
  const years = useManufactureYears();
  // Models load only for a make of the makes list (section 4); no id, no request.
  const makeId = makes.data?.find((entry) => entry.make === make)?.id;
  const models = useModels(vehicleType, makeId);

  const all = [usages, fuels, makes, ncbYears, years, models];
  return {
    usages,
    fuels,
    makes,
    models,
    ncbYears,
    years,
    errors: all.map((query) => query.error),
    retry: () => all.filter((query) => query.isError).forEach((query) => void query.refetch()),
  };
}

export type VehicleLists = ReturnType<typeof useVehicleLists>;
