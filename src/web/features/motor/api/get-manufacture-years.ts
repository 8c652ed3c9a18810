import { useQuery } from '@tanstack/react-query';
import type { Option } from '#domain/motor/reference-calls';
import { referenceListOptions } from './reference-list';

// GET {sys}/v1/vehicle/manufacture_years: newest first.

export const useManufactureYears = () =>
  useQuery(referenceListOptions<Option>('/v1/vehicle/manufacture_years'));
