/**
 * The current-password check of change-password, email change and account deletion. A stolen session must not
 * become a password oracle: wrong answers slow the account's next tries (1 s, 2 s, 4 s ... up to 15 minutes)
 * and each address is limited, so guessing costs far more than one argon2 verify per request.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAttemptThrottle, SIGN_IN_DELAYS } from '../attempt-throttle.ts';
import { verifyPassword } from '../passwords.ts';
import type { UserRow } from '../user-store.ts';
import { fieldError } from '../../lib/app-error.ts';
import { AUTH_RATE_LIMITS } from './limits.ts';
import { clientNetwork } from '../../lib/client-network.ts';

export async function checkCurrentPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  password: string,
  field: string,
  message: string,
): Promise<void> {
  const { limit, windowMs } = AUTH_RATE_LIMITS.currentPasswordPerIp;
  await app.rateLimiter.enforce(reply, `current-password:ip:${clientNetwork(request.ip)}`, limit, windowMs);
  const throttle = createAttemptThrottle(app.rateLimiter.store);
  const key = `current-password:account:${user.id}`;
  // Counted before the password is checked, so concurrent guesses wait like sequential ones (issue 35).
  const attempt = await throttle.begin(reply, { delays: [[key, SIGN_IN_DELAYS.currentPassword]] });
  if (!(await verifyPassword(user.password_hash, password))) throw fieldError(field, 'wrong_password', message);
  await attempt.succeeded();
  await throttle.succeed([key]);
}
