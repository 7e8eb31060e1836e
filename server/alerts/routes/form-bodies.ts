/**
 * The form bodies that outside systems send instead of JSON (one-click unsubscribe, the SMS provider's webhook).
 * Each plugin that takes them registers these parsers in its own scope, so the rest of the API stays JSON-only.
 */
import type { FastifyInstance } from 'fastify';

export const FORM_LIMIT = 16 * 1024;

export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // Some mail clients send the one-click POST as multipart; its only field is the fixed marker, so it is ignored.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: FORM_LIMIT }, (_req, _body, done) => {
    done(null, {});
  });
}
