/** Reading a subscription's manage token, without zod: the manage page reads it before anything loads. */

/** The subscription id inside a manage token (`<id>.<expiry>.<signature>`), for the manage page; null if malformed. */
export function subscriptionIdFromToken(token: string): number | null {
  const match = /^(\d{1,10})\.\d{1,12}\.[\w-]{20,}$/.exec(token.trim());
  return match ? Number(match[1]) : null;
}
