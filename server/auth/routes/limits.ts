/**
 * Abuse limits of the account endpoints. Fixed windows per client network (`enforce`; an IPv6 /64, see
 * server/lib/client-network.ts), and, per account,
 * delays that grow with each wrong password instead of a lockout (server/auth/attempt-throttle.ts).
 */
export const AUTH_RATE_LIMITS = {
  /** Failed sign-ins from one address (any accounts); successful ones are not counted. */
  loginPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
  /**
   * Every sign-in from one address, right or wrong: a flood guard no person meets (each attempt hashes a
   * password, so a flood of correct ones must be bounded too), far above `loginPerIp`; counted per IPv6 /48.
   */
  loginAttemptsPerIp: { limit: 300, windowMs: 15 * 60 * 1000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  /**
   * Sign-ups from one IPv6 /48 (a site's allocation: 65,536 /64s), whatever /64 they come from (issue 51: 80 of 80
   * from 80 /64s of one /48 were accepted); a campus's busiest hour stays under it.
   */
  registerPerNetwork48: { limit: 30, windowMs: 60 * 60 * 1000 },
  resetPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  resetPerAccount: { limit: 3, windowMs: 60 * 60 * 1000 },
  /** Each try at a reset link; a person needs one or two, and each good one hashes a password. */
  resetConfirmPerIp: { limit: 10, windowMs: 15 * 60 * 1000 },
  /** Endpoints that check the signed-in user's current password (and hash it), per address. */
  currentPasswordPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
} as const;
