import { useMutation } from '@tanstack/react-query';
import type { ConsumerRegistered } from '#domain/people/consumer';
import type { PersonalInfoInput } from '#domain/people/personal-info';
import { VERIFIED_TOKEN_HEADER } from '#domain/otp';
import { apiClient } from '#web/api/client';

// POST /consumer-api/v3/register with the verified mobile's token: makes the customer record the purchase
// belongs to (motor sections 2.5 and 7). 409 when the number is already registered.

export const registerConsumer = ({ body, token }: { body: PersonalInfoInput; token: string }) =>
  apiClient().request<ConsumerRegistered>({
    host: 'web-api',
    path: '/consumer-api/v3/register',
    method: 'POST',
    body,
    headers: { [VERIFIED_TOKEN_HEADER]: token },
  });

export const useRegisterConsumer = () => useMutation({ mutationFn: registerConsumer });
