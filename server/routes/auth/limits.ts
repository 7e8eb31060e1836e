/** Abuse limits of the account endpoints: per IP and per account, in a fixed window. */
export const AUTH_RATE_LIMITS = {
  loginPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
  loginPerAccount: { limit: 10, windowMs: 15 * 60 * 1000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  resetPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  resetPerAccount: { limit: 3, windowMs: 60 * 60 * 1000 },
} as const;
