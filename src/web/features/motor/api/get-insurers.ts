import { useQuery } from '@tanstack/react-query';
import type { Company } from '#domain/motor/reference-calls';
import { referenceListOptions } from './reference-list';

// GET {sys}/v1/company/get?type=I: the insurers, for a renewal's existing insurer (motor section 7).

export type Insurer = Company;

export const useInsurers = (enabled = true) =>
  useQuery({ ...referenceListOptions<Insurer>('/v1/company/get', { type: 'I' }), enabled });
