import { useMutation } from '@tanstack/react-query';
import type { OtpChallenge, OtpGenerateInput } from '#domain/otp';
import { apiClient } from '#web/api/client';

// POST /otp-auth-api/v2/otp/generate: sends a one-time code by SMS to the mobile number (motor sections
// 2.5 and 7). The answer is the challenge's token, never the code; 429 when the number, or the client's
// address, had too many codes.

export const generateOtp = (body: OtpGenerateInput) =>
  apiClient().request<OtpChallenge>({
    host: 'auth',
    path: '/otp-auth-api/v2/otp/generate',
    method: 'POST',
    body,
  });

export const useGenerateOtp = () => useMutation({ mutationFn: generateOtp });
