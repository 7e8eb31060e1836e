/**
 * Refusals every route that takes a body can answer before its handler runs: 400 for a body that is not JSON
 * or not of the declared shape, 413 for one over the size limit. Declared here on each such route's own schema,
 * so the OpenAPI document says what the error handler answers (issue 35 found them undeclared on every route).
 */
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '#contract/errors.ts';

/** Must run before any route is registered: a hook only sees routes added after it. */
export function declareBodyRefusals(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { body?: unknown; response?: Record<string, unknown> } | undefined;
    if (!schema?.body || !schema.response) return;
    // A route's own declaration of either status (a form's page, a narrower code) is kept.
    schema.response = { 400: errorResponseSchema, 413: errorResponseSchema, ...schema.response };
  });
}
