import { useMutation } from '@tanstack/react-query';
import type { Consumer, ConsumerUpdateInput } from '#domain/people/consumer';
import { VERIFIED_TOKEN_HEADER } from '#domain/otp';
import { apiClient } from '#web/api/client';

// POST /consumer-api/v3/update with the verified mobile's token: a known customer's record takes the
// details just typed (motor section 7, sent as POST per the architecture's rulings).

export const updateConsumer = ({ body, token }: { body: ConsumerUpdateInput; token: string }) =>
  apiClient().request<Consumer>({
    host: 'web-api',
    path: '/consumer-api/v3/update',
    method: 'POST',
    body,
    headers: { [VERIFIED_TOKEN_HEADER]: token },
  });

export const useUpdateConsumer = () => useMutation({ mutationFn: updateConsumer });
