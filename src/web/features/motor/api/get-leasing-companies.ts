import { useQuery } from '@tanstack/react-query';
import type { Company } from '#domain/motor/reference-calls';
import { referenceListOptions } from './reference-list';

// GET {sys}/v1/company/finacial (motor sections 2.6 and 7, the spec's spelling): the leasing companies a
// leased vehicle's proposal names its financial interest from, by company_name.

export type LeasingCompany = Company;

export const leasingCompaniesQueryOptions = () =>
  referenceListOptions<LeasingCompany>('/v1/company/finacial');

export const useLeasingCompanies = (enabled = true) =>
  useQuery({ ...leasingCompaniesQueryOptions(), enabled });
