/**
 * `POST /api/v1/subscriptions/signup` (spec §7): the signup form. 202 means the address must open the emailed
 * link first (double opt-in); 201 means it is live (a signed-in user's confirmed email); 409, already subscribed.
 */
import { useMutation } from '@tanstack/react-query';
import type { SignupInput, SignupResponse } from '#contract/subscriptions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function signUp(input: SignupInput): Promise<SignupResponse> {
  return apiRequest<SignupResponse>('/subscriptions/signup', { method: 'POST', body: input });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

/** `POST /api/v1/subscriptions/confirm`: the link of the confirmation email. */
export function confirmSignup(token: string): Promise<{ ok: true; message: string; manage_token: string }> {
  return apiRequest('/subscriptions/confirm', { method: 'POST', body: { token } });
}

export function useConfirmSignup() {
  return useMutation({ mutationFn: confirmSignup });
}
