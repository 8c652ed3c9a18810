import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SandboxCardInput, SandboxPaid, SandboxPayInput } from '#domain/motor/payment-calls';
import type { Checkout } from '#domain/motor/payment-calls';
import { apiClient } from '#web/api/client';
import { paymentSummaryKey } from './get-payment-summary';

// The built-in sandbox gateway's own call (architecture, Integrations): the checkout's signed fields and
// the card go to the checkout's address, as a real gateway's page would post them. It stands for the
// gateway's host, so it takes no auth_key. The answer says where the browser goes next.

export interface SandboxPayRequest {
  checkout: Checkout;
  card: SandboxCardInput;
}

export const sandboxPay = ({ checkout, card }: SandboxPayRequest) =>
  apiClient().request<SandboxPaid>({
    host: 'motor',
    path: checkout.action,
    method: 'POST',
    auth: false,
    body: { ...checkout.fields, ...card } as SandboxPayInput,
  });

/**
 * Once the gateway has had the card, every summary held from before is out of date: the result page must
 * not say 'not confirmed yet' from the payment page's copy of a moment ago.
 */
export function useSandboxPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sandboxPay,
    onSettled: () => queryClient.removeQueries({ queryKey: paymentSummaryKey() }),
  });
}
