/**
 * Security headers and compression. The Content-Security-Policy allows only our own scripts and styles: the
 * built web app has one inline script, allowed by its hash, and React sets style through the DOM, which CSP does
 * not restrict.
 *
 * The headers are the same for every response, so they are written once here rather than by helmet's
 * middleware, which rebuilt them on every request (about a sixth of the CPU of a cached meetings-list answer;
 * docs/decisions/006-static-security-headers.md). The set is the one helmet sent with our options.
 */
import crypto from 'node:crypto';
import compress from '@fastify/compress';
import { COMPRESSION_THRESHOLD_BYTES } from '../lib/content-encoding.ts';
import { EARLY_TAPS_SCRIPT } from '#contract/early-taps.ts';
import type { FastifyInstance } from 'fastify';
import { registerPersonalNoStore } from './personal-no-store.ts';

const policy = (tileOrigin?: string) => [
  "default-src 'self'",
  // Our own files, and the one inline script of a server-rendered page (the early-taps recorder), by its hash.
  `script-src 'self' 'sha256-${crypto.createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`,
  "style-src 'self'",
  `img-src 'self' data: blob:${tileOrigin ? ` ${tileOrigin}` : ''}`,
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  // The minutes PDF may be shown in our own iframe; nothing else may frame us.
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join(';');

/** The headers, with the map tiles' origin allowed as images when a tile source is configured (MAP_TILE_URL). */
export function securityHeaders(tileUrl?: string): Readonly<Record<string, string>> {
  return Object.freeze({ ...SECURITY_HEADERS, 'content-security-policy': policy(tileUrl ? new URL(tileUrl).origin : undefined) });
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': policy(),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  // The legacy XSS auditors did more harm than good; 0 turns them off where they still exist.
  'x-xss-protection': '0',
});

export async function registerSecurity(app: FastifyInstance, tileUrl?: string): Promise<void> {
  const headers = tileUrl ? securityHeaders(tileUrl) : SECURITY_HEADERS;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  registerPersonalNoStore(app);
  await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD_BYTES, encodings: ['br', 'gzip', 'deflate'] });
}
