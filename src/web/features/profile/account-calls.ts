import { useQuery } from '@tanstack/react-query';
import type { AccountCustomer, CustomerPolicy } from '#domain/account/session';
import { ACCOUNT_API } from '#domain/account/session';
import { apiClient } from '#web/api/client';

// The signed-in customer's calls (decision 047): their details and their policies (who is signed in is
// #web/api/customer-session's). The
// session is an HttpOnly cookie the page's own fetch carries; the ids must be the session's own.

/** POST lookup_customer: the profile's details. */
export const useAccountCustomer = (customerId: number) =>
  useQuery({
    queryKey: ['customer', customerId, 'details'],
    queryFn: ({ signal }) =>
      apiClient().request<AccountCustomer>({
        host: 'web-api',
        method: 'POST',
        path: `${ACCOUNT_API}/lookup_customer`,
        body: { customer_id: customerId },
        signal,
      }),
  });

export type PolicyKind = 'motor' | 'perDay';
const POLICY_PATHS: Record<PolicyKind, string> = {
  motor: 'get_customerPolicies',
  perDay: 'perday_policies',
};

/** GET get_customerPolicies/{id} (motor) or perday_policies/{id} (per-day motor). */
export const usePolicies = (kind: PolicyKind, customerId: number) =>
  useQuery({
    queryKey: ['customer', customerId, 'policies', kind],
    queryFn: ({ signal }) =>
      apiClient().request<CustomerPolicy[]>({
        host: 'web-api',
        path: `${ACCOUNT_API}/${POLICY_PATHS[kind]}/${customerId}`,
        signal,
      }),
  });
