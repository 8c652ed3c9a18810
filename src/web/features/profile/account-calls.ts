import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountCustomer, CustomerPolicy, CustomerSession } from '#domain/account/session';
import { ACCOUNT_API, CUSTOMER_API } from '#domain/account/session';
import { ApiError } from '#web/api/api-error';
import { apiClient } from '#web/api/client';

// The signed-in customer's calls (decision 047): who is signed in, their details and their policies. The
// session is an HttpOnly cookie the page's own fetch carries; the ids must be the session's own.

/** GET /api/v2/customer/session: the customer, or null when nobody is signed in (401). */
export const getSession = async (signal?: AbortSignal): Promise<CustomerSession | null> => {
  try {
    return await apiClient().request<CustomerSession>({
      host: 'web-api',
      path: `${CUSTOMER_API}/session`,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 401) return null;
    throw error;
  }
};

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: ['customer', 'session'], queryFn: ({ signal }) => getSession(signal) });

export const useCustomerSession = () => useQuery(sessionQueryOptions());

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
