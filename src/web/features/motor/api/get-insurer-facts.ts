import { useQuery } from '@tanstack/react-query';
import type { InsurerFacts } from '#domain/motor/reference-calls';
import { referenceListOptions } from './reference-list';

// GET {sys}/v1/company/insurer_facts: each insurer's claims hotline, address, excess and agency repair
// (decision 035), for the premium cards, the comparison and the review before payment.

export type { InsurerFacts };

/** The insurers' facts by company code. */
export const useInsurerFacts = () =>
  useQuery({
    ...referenceListOptions<InsurerFacts>('/v1/company/insurer_facts'),
    select: (list) => new Map(list.map((insurer) => [insurer.company_code, insurer])),
  });
