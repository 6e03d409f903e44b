import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { SendOtpBody, SendOtpResult } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** spec §7: POST /auth/send-otp {phone}; also used by 'Resend OTP'. */
export async function postSendOtp(body: SendOtpBody): Promise<SendOtpResult> {
  return api.post<SendOtpResult>('/auth/send-otp', body);
}

export const sendOtpMutationOptions = () => mutationOptions({ mutationFn: postSendOtp });

export function useSendOtp() {
  return useMutation(sendOtpMutationOptions());
}
