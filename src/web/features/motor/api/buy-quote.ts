import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PurchaseInput, purchasedSchema } from '../../../../domain/motor/purchase';
import { VERIFIED_TOKEN_HEADER } from '../../../../domain/otp';
import { apiClient } from '../../../api/client';

// POST /v2/quote/buy (cover type C) or /v3/quote/buy (third party) with the verified mobile's token:
// the application for the chosen quotation (motor sections 2.5, 4 and 7). Its pay_sec_hash names the
// document uploader's page. 409 when the quotation expired or has no premium.

export type Purchased = z.infer<typeof purchasedSchema>;

export interface BuyRequest {
  coverType: 'C' | 'T';
  body: PurchaseInput;
  token: string;
}

export const buyPath = (coverType: 'C' | 'T') => (coverType === 'C' ? '/v2/quote/buy' : '/v3/quote/buy');

export const buyQuote = ({ coverType, body, token }: BuyRequest) =>
  apiClient().request<Purchased>({
    host: 'motor',
    path: buyPath(coverType),
    method: 'POST',
    body,
    headers: { [VERIFIED_TOKEN_HEADER]: token },
  });

export const useBuyQuote = () => useMutation({ mutationFn: buyQuote });
