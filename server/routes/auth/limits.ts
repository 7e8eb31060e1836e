/**
 * Abuse limits of the account endpoints. Fixed windows per client address (`enforce`), and, per account,
 * delays that grow with each wrong password instead of a lockout (server/auth/attempt-throttle.ts).
 */
export const AUTH_RATE_LIMITS = {
  loginPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  resetPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  resetPerAccount: { limit: 3, windowMs: 60 * 60 * 1000 },
  /** Each try at a reset link; a person needs one or two, and each good one hashes a password. */
  resetConfirmPerIp: { limit: 10, windowMs: 15 * 60 * 1000 },
  /** Endpoints that check the signed-in user's current password (and hash it), per address. */
  currentPasswordPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
} as const;
