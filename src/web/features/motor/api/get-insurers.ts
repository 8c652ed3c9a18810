import { useQuery } from '@tanstack/react-query';
import { referenceListOptions } from './reference-list';

// GET {sys}/v1/company/get?type=I: the insurers, for a renewal's existing insurer (motor section 7).

export interface Insurer {
  id: number;
  company_name: string;
  company_code: string;
}

export const useInsurers = (enabled = true) =>
  useQuery({ ...referenceListOptions<Insurer>('/v1/company/get', { type: 'I' }), enabled });
