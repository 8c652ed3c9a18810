import { useQuery } from '@tanstack/react-query';
import type { Model } from '#domain/motor/reference-calls';
import type { VehicleTypeCode } from '#domain/motor/vehicle-types';
import { referenceListOptions } from './reference-list';

// GET {sys}/v1/vehicle/model?type=&id=: the models of one make for a vehicle type. Section 4: models load
// only for a make of the makes list, so an unknown make (no id) asks nothing.

export const useModels = (vehicleType: VehicleTypeCode, makeId: number | undefined) =>
  useQuery({
    ...referenceListOptions<Model>('/v1/vehicle/model', { type: vehicleType, id: makeId ?? 0 }),
    enabled: makeId !== undefined,
  });
