import { useMutation } from '@tanstack/react-query';
import type { OtpVerified, OtpVerifyInput } from '#domain/otp';
import { apiClient } from '#web/api/client';

// POST /otp-auth-api/v2/otp/verify: the typed code against the challenge's token (motor sections 2.5
// and 7). The answer's token proves the mobile number to the consumer and purchase calls (User-Key).

export const verifyOtp = (body: OtpVerifyInput) =>
  apiClient().request<OtpVerified>({
    host: 'auth',
    path: '/otp-auth-api/v2/otp/verify',
    method: 'POST',
    body,
  });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
