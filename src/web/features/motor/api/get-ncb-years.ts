import { useQuery } from '@tanstack/react-query';
import type { NcbYear } from '#domain/motor/reference-calls';
import { referenceListOptions } from './reference-list';

// GET {sys}/v1/vehicle/ncb_years: no-claims-bonus years; the entry 'No' has id 0 (motor section 2.1).

export const useNcbYears = () => useQuery(referenceListOptions<NcbYear>('/v1/vehicle/ncb_years'));
