import { useMutation } from '@tanstack/react-query';
import type { PurchaseInput, Purchased } from '#domain/motor/purchase';
import type { CoverType } from '#domain/motor/purchase-paths';
import { BUY_PATHS } from '#domain/motor/purchase-paths';
import { VERIFIED_TOKEN_HEADER } from '#domain/otp';
import { apiClient } from '#web/api/client';

// POST /v2/quote/buy (cover type C) or /v3/quote/buy (third party) with the verified mobile's token:
// the application for the chosen quotation (motor sections 2.5, 4 and 7). Its pay_sec_hash names the
// document uploader's page. 409 when the quotation expired or has no premium.

export interface BuyRequest {
  coverType: CoverType;
  body: PurchaseInput;
  token: string;
}

export const buyQuote = ({ coverType, body, token }: BuyRequest) =>
  apiClient().request<Purchased>({
    host: 'motor',
    path: BUY_PATHS[coverType],
    method: 'POST',
    body,
    headers: { [VERIFIED_TOKEN_HEADER]: token },
  });

export const useBuyQuote = () => useMutation({ mutationFn: buyQuote });
