// The login modal's forms (content section 2, "Login modal"): RequestOTP takes the mobile number,
// VerifyOTP the code. Each step validates its own field so its button enables on its own.
import { z } from 'zod';
import { loginOtpCode } from '../otp';
import { loginMobile } from './mobile';

export const loginRequestSchema = z.object({ mobileNumber: loginMobile });
export const loginVerifySchema = z.object({ OTPcode: loginOtpCode });
/** Both fields together (the spec's "Login form: mobileNumber, OTPcode"). */
export const loginSchema = z.object({ ...loginRequestSchema.shape, ...loginVerifySchema.shape });

export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;
