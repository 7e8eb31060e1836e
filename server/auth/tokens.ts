/**
 * Opaque secrets for sessions and reset links: 256 random bits, base64url. Only their SHA-256 is stored, so a
 * leaked database does not leak usable tokens.
 */
import crypto from 'node:crypto';

export function generateToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
