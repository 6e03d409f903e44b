import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { VerifyOtpBody, VerifyOtpResult } from '@shop/contracts';
import { api } from '@/lib/api-client';

/**
 * spec §7: POST /auth/verify-otp with {phone, otp} to sign in, or {phone, otp, name, email} to
 * register; data holds accessToken and user.
 */
export async function postVerifyOtp(body: VerifyOtpBody): Promise<VerifyOtpResult> {
  return api.post<VerifyOtpResult>('/auth/verify-otp', body);
}

export const verifyOtpMutationOptions = () => mutationOptions({ mutationFn: postVerifyOtp });

export function useVerifyOtp() {
  return useMutation(verifyOtpMutationOptions());
}
