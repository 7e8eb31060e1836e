/** `POST /api/v1/subscriptions/signup` (spec §7): the signup form; 409 means already subscribed. */
import { useMutation } from '@tanstack/react-query';
import type { SignupInput, SignupResponse } from '../../../../../contract/subscriptions.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function signUp(input: SignupInput): Promise<SignupResponse> {
  return apiRequest<SignupResponse>('/subscriptions/signup', { method: 'POST', body: input });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
