/** Calls of the auth endpoints (spec §7 auth rows). */
import type { RegisterInput, TokenResponse, UpdateProfileInput, User } from '#contract/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

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

export function requestPasswordReset(email: string): Promise<{ ok: true; message: string }> {
  return apiRequest('/auth/password-reset/request', { method: 'POST', body: { email } });
}

export function confirmPasswordReset(token: string, password: string): Promise<{ ok: true }> {
  return apiRequest('/auth/password-reset/confirm', { method: 'POST', body: { token, password } });
}

export function updateProfile(input: UpdateProfileInput): Promise<User> {
  return apiRequest<User>('/auth/me', { method: 'PATCH', body: input });
}

export function changePassword(currentPassword: string, newPassword: string): Promise<{ ok: true }> {
  return apiRequest('/auth/change-password', {
    method: 'POST',
    body: { current_password: currentPassword, new_password: newPassword },
  });
}

export function deleteAccount(password: string): Promise<{ ok: true }> {
  return apiRequest('/auth/me', { method: 'DELETE', body: { password } });
}

/** Uses the link mailed to confirm the account's email (or a new email). */
export function verifyEmail(token: string): Promise<{ ok: true; message: string }> {
  return apiRequest('/auth/verify-email', { method: 'POST', body: { token } });
}

/** Mails a new confirmation link to the signed-in user's email. */
export function resendEmailVerification(): Promise<{ ok: true; message: string }> {
  return apiRequest('/auth/verify-email/resend', { method: 'POST' });
}
