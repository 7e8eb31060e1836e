/**
 * Who may read or change a subscription: the holder of a valid manage link for it, or the signed-in user who
 * owns it. Anyone else learns nothing (a signed-in stranger gets the same 404 as a missing id).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyManageToken } from '../subscriptions/manage-token.ts';
import { findSubscription, ownsSubscription, type SubscriptionRow } from '../subscriptions/subscription-store.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

/** The subscription `id` if the request may manage it; throws 401/403/404 otherwise. */
export async function managedSubscription(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  token: string | undefined,
): Promise<SubscriptionRow> {
  if (token) {
    const granted = verifyManageToken(await app.alerts.linkSecret(), token, app.clock.now());
    if (granted !== id) throw new AppError(403, 'invalid_token');
    const row = await findSubscription(app.db, id);
    if (!row) throw notFound('subscription');
    return row;
  }
  if (!request.user) throw new AppError(401, request.invalidToken ? 'invalid_token' : 'unauthorized');
  const row = await findSubscription(app.db, id);
  if (!row || !ownsSubscription(request.user, row)) throw notFound('subscription');
  return row;
}

/** A 409 for changes to a subscription that has ended. */
export function endedSubscription(): AppError {
  return new AppError(409, 'conflict', {
    message: 'This subscription has ended. Sign up again to get alerts.',
  });
}
