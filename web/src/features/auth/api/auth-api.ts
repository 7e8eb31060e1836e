/** Calls of the auth endpoints (spec §7 auth rows). */
import type { RegisterInput, TokenResponse, User } from '../../../../../contract/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function loginWithEmail(email: string, password: string, rememberMe: boolean): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/auth/login/email', {
    method: 'POST',
    body: { email, password, remember_me: rememberMe },
  });
}

export function registerAccount(input: RegisterInput): Promise<User> {
  return apiRequest<User>('/auth/register', { method: 'POST', body: input });
}

export function fetchMe(signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('/auth/me', { signal });
}

export function logoutOnServer(): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST' });
}
