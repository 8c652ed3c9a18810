import { useQuery } from '@tanstack/react-query';
import type { VehicleTypeCode } from '#domain/motor/vehicle-types';
import type { Option } from '#domain/motor/reference-calls';
import { referenceListOptions } from './reference-list';

// GET {sys}/v1/vehicle/usage?type=: the purposes of use of a vehicle type.

export const useUsages = (vehicleType: VehicleTypeCode) =>
  useQuery(referenceListOptions<Option>('/v1/vehicle/usage', { type: vehicleType }));
