import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApplicationInProgress, CustomerPayment, DocumentCategory } from '#domain/account/dashboard';
import { DASHBOARD_PATHS } from '#domain/account/dashboard';
import type { IntimatedClaim } from '#domain/claims/claims';
import { CLAIMS_API, PHOTOS_FIELD } from '#domain/claims/claims';
import type { NicChangeInput, ProfileEditInput } from '#domain/account/profile';
import { PICTURE_PART } from '#domain/account/profile';
import type { AccountCustomer, CustomerPolicy } from '#domain/account/session';
import { ACCOUNT_API, CUSTOMER_API } from '#domain/account/session';
import { VERIFIED_TOKEN_HEADER } from '#domain/otp';
import { apiClient } from '#web/api/client';
import { CUSTOMER_SESSION_KEY } from '#web/api/customer-session';
import { queryClient } from '#web/api/query-client';

// The signed-in customer's calls (decision 047): their details and their policies (who is signed in is
// #web/api/customer-session's). The
// session is an HttpOnly cookie the page's own fetch carries; the ids must be the session's own.

const detailsKey = (customerId: number) => ['customer', customerId, 'details'];

/** POST lookup_customer: the profile's details. */
export const useAccountCustomer = (customerId: number) =>
  useQuery({
    queryKey: detailsKey(customerId),
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

/** GET one of the dashboard's calls (decision 050) for the signed-in customer `customerId`. */
const useOwn = <T>(customerId: number, name: string, path: string) =>
  useQuery({
    queryKey: ['customer', customerId, name],
    queryFn: ({ signal }) =>
      apiClient().request<T>({ host: 'web-api', path: `${path}/${customerId}`, signal }),
  });

export const useCustomerDocuments = (customerId: number) =>
  useOwn<DocumentCategory[]>(customerId, 'documents', DASHBOARD_PATHS.documents);
export const useCustomerPayments = (customerId: number) =>
  useOwn<CustomerPayment[]>(customerId, 'payments', DASHBOARD_PATHS.payments);
export const useApplicationsInProgress = (customerId: number) =>
  useOwn<ApplicationInProgress[]>(customerId, 'applications', DASHBOARD_PATHS.applications);

/** Uploads `file` to the customer's missing or rejected document `id`; answers their documents. */
export const uploadDocument = (id: number, file: File) =>
  apiClient().upload<DocumentCategory[]>({
    host: 'web-api',
    path: DASHBOARD_PATHS.upload,
    fields: { id: String(id) },
    fileField: 'asset',
    file,
  });

/** POST the claim intimation, multipart: the form's fields and its photos; the policies reload after it. */
export function useIntimateClaim(customerId: number) {
  return useMutation({
    mutationFn: ({ fields, photos }: { fields: Record<string, string>; photos: File[] }) =>
      apiClient().upload<IntimatedClaim>({
        host: 'web-api',
        path: CLAIMS_API,
        fields,
        fileField: PHOTOS_FIELD,
        file: photos,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer', customerId, 'policies'] }),
  });
}

/** A change's answer is the customer's details: the profile shows them, the header asks who again. */
async function changed(change: Promise<AccountCustomer>): Promise<AccountCustomer> {
  const customer = await change;
  queryClient.setQueryData(detailsKey(customer.customer_id), customer);
  await queryClient.invalidateQueries({ queryKey: CUSTOMER_SESSION_KEY });
  return customer;
}

const change = (path: string, init: { body?: unknown; verifiedToken?: string; method?: 'POST' | 'DELETE' }) =>
  changed(
    apiClient().request<AccountCustomer>({
      host: 'web-api',
      method: init.method ?? 'POST',
      path: `${CUSTOMER_API}/${path}`,
      body: init.body,
      headers: init.verifiedToken === undefined ? undefined : { [VERIFIED_TOKEN_HEADER]: init.verifiedToken },
    }),
  );

/** POST profile: address, e-mail and city. */
export const editProfile = (body: ProfileEditInput) => change('profile', { body });

/** POST nic: the NIC or passport number, with the token of a code sent to the customer's own mobile. */
export const changeNic = (body: NicChangeInput, verifiedToken: string) =>
  change('nic', { body, verifiedToken });

/** POST mobile: the number the token's code proved becomes the customer's. */
export const changeMobile = (verifiedToken: string) => change('mobile', { verifiedToken });

/** POST picture: a PNG, which the server checks, resizes and keeps. */
export const uploadPicture = (file: File) =>
  changed(
    apiClient().upload<AccountCustomer>({
      host: 'web-api',
      path: `${CUSTOMER_API}/picture`,
      fields: {},
      fileField: PICTURE_PART,
      file,
    }),
  );

/** DELETE picture: back to the initials. */
export const removePicture = () => change('picture', { method: 'DELETE' });
