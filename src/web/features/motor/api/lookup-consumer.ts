import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Consumer } from '#domain/people/consumer';
import { CONSUMER_LOOKUP_PATH } from '#domain/people/consumer';
import { VERIFIED_TOKEN_HEADER } from '#domain/otp';
import { ApiError } from '#web/api/api-error';
import { apiClient } from '#web/api/client';

// GET /consumer-api/v3/lookup?mobile_number=&mode=3 with the verified mobile's token (motor sections 2.5
// and 7). No record (404) is an answer, not a failure: the page then asks for the details instead.

export interface Verification {
  /** The verified number in the '94' form. */
  mobileNumber: string;
  token: string;
}

export const lookupConsumer = async (
  { mobileNumber, token }: Verification,
  signal?: AbortSignal,
): Promise<Consumer | null> => {
  try {
    return await apiClient().request<Consumer>({
      host: 'web-api',
      path: CONSUMER_LOOKUP_PATH,
      query: { mobile_number: mobileNumber, mode: 3 },
      headers: { [VERIFIED_TOKEN_HEADER]: token },
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return null;
    throw error;
  }
};

export const consumerQueryOptions = (verification: Verification) =>
  queryOptions({
    queryKey: ['consumer', verification.mobileNumber, verification.token],
    queryFn: ({ signal }) => lookupConsumer(verification, signal),
    staleTime: Infinity,
  });

export const useConsumer = (verification: Verification | undefined) =>
  useQuery({
    ...consumerQueryOptions(verification ?? { mobileNumber: '', token: '' }),
    enabled: verification !== undefined,
  });
