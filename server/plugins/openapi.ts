/** The OpenAPI document, generated from the same zod schemas that validate requests, and its browsable UI. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { declareParamsAndResponses } from './openapi-describe.ts';
import { NOT_MODIFIED_DESCRIPTION, takesJsonEtag } from './json-etag.ts';
import { describeOperation } from './openapi-media.ts';

/**
 * A public read needs no sign-in: it says so (`security: []`; issue 50 counted public operations without a
 * `security` entry). A public JSON read also answers 304 to a current If-None-Match (json-etag.ts): declared
 * beside its 200.
 */
function withNotModified(schema: Record<string, unknown>, method: string, url: string): Record<string, unknown> {
  if (!takesJsonEtag(method, url, schema)) return schema;
  const open = schema.security === undefined ? { ...schema, security: [] } : schema;
  const response = open.response as Record<string, { contentMediaType?: unknown } | undefined> | undefined;
  const ok = response?.['200'];
  if (!response || !ok || ok.contentMediaType !== undefined || response['304']) return open;
  return { ...open, response: { ...response, '304': { type: 'null', description: NOT_MODIFIED_DESCRIPTION } } };
}

/** zod's converter leaves `__SCHEMA__PLACEHOLDER__` as the title of a schema it met before (issue 50: a form body's). */
const PLACEHOLDER = '__SCHEMA__PLACEHOLDER__';
function withoutPlaceholderTitles<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withoutPlaceholderTitles) as T;
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).filter(([key, value]) => !(key === 'title' && value === PLACEHOLDER)).map(([key, value]) => [key, withoutPlaceholderTitles(value)])) as T;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Civic Commons API',
        description:
          'Council meetings, votes, organizations, campaigns, alerts and representatives. Errors always have ' +
          'the shape {"error": {"code", "message", "details"}}.',
        version: '1.0.0',
      },
      // Where the paths are served (issue 50: the document named no server, so a client generator had no base URL).
      servers: [{ url: app.config.PUBLIC_URL, description: 'This deployment' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The access_token from sign-in' },
          // Every operation states its security (issue 50); these two name the credentials that are not a sign-in.
          manageLink: { type: 'apiKey', in: 'query', name: 'token', description: "The token of a subscription's manage link (from its emails)" },
          twilioSignature: { type: 'apiKey', in: 'header', name: 'X-Twilio-Signature', description: "The SMS provider's signature of the request" },
        },
      },
    },
    transformObject: (document) => withoutPlaceholderTitles('openapiObject' in document ? document.openapiObject : document.swaggerObject),
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      const method = [input.route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
      // A hidden route stays hidden: it has no operation to name.
      if ((result.schema as { hide?: boolean } | undefined)?.hide) return result;
      const schema = withNotModified((result.schema ?? {}) as Record<string, unknown>, method, input.url);
      return { ...result, schema: declareParamsAndResponses(describeOperation(schema, method, input.url), method) };
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles itself; allow them on the docs page only, never in the app.
    transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
    uiConfig: { url: '/api/openapi.json', docExpansion: 'list', deepLinking: true },
  });
}
