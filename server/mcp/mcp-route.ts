/**
 * `POST /api/v1/mcp`: the Model Context Protocol over Streamable HTTP, stateless (no session id: each request
 * gets a new server and transport, closed with the response), read-only. GET (a server-to-client stream) and
 * DELETE (ending a session) have nothing to do without sessions and answer 405, as the protocol allows. Errors of
 * the protocol itself (a body that is not one JSON-RPC message) and a foreign Origin answer in JSON-RPC's shape.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { mcpErrorMessageSchema, mcpMessageSchema } from '#contract/mcp.ts';
import { AppError } from '../lib/app-error.ts';
import { mcpCitiesOf } from './mcp-cities.ts';
import { MCP_RATE_LIMITED, mcpRefusal, mcpRefusalMessage } from './mcp-limits.ts';

/**
 * The MCP SDK and our server on it, imported at the first MCP request: they are about 1 s of imports that no other
 * request (and no test file but the MCP ones) needs. Kept once loaded.
 */
let mcpModules: Promise<[typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js'), typeof import('./mcp-server.ts')]> | undefined;
function loadMcp() {
  mcpModules ??= Promise.all([import('@modelcontextprotocol/sdk/server/streamableHttp.js'), import('./mcp-server.ts')]);
  return mcpModules;
}

/** Whether the Accept header names both types the transport may answer in (the protocol requires both). */
function acceptsBoth(accept: string | undefined): boolean {
  const types = (accept ?? '').split(',').map((t) => t.split(';')[0]!.trim().toLowerCase());
  return types.includes('application/json') && types.includes('text/event-stream');
}

/** JSON-RPC's own error codes (JSON-RPC 2.0, section 5.1). */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
/** A server error (the range JSON-RPC leaves to servers), as the SDK's own transport answers a foreign Origin. */
const FORBIDDEN = -32000;

/** A JSON-RPC error; with no id (null) when the request could not be read far enough to know one. */
function sendJsonRpcError(reply: FastifyReply, status: number, code: number, message: string, id: string | number | null = null, data?: unknown): FastifyReply {
  return reply.code(status).type('application/json').send({ jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } });
}

/** The id of a message that has one (a request), for an error that answers it. */
function messageId(message: unknown): string | number | null {
  const id = (message as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/**
 * Protocol errors in the protocol's shape (issue 34): a body that is not JSON is a Parse error; a batch, a message
 * that is not JSON-RPC, or text with a NUL or a lone surrogate is an Invalid Request. Anything else (too large,
 * a fault of ours) goes on to the API's error handler.
 */
function mcpErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code = error.code;
  if (code?.startsWith('FST_ERR_CTP_') && code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return sendJsonRpcError(reply, 400, PARSE_ERROR, 'Parse error: the body is not JSON.');
  if (error instanceof SyntaxError) return sendJsonRpcError(reply, 400, PARSE_ERROR, 'Parse error: the body is not JSON.');
  if (error.validation || (error instanceof AppError && error.code === 'validation_failed')) {
    return sendJsonRpcError(reply, 400, INVALID_REQUEST, 'Invalid Request: send one JSON-RPC 2.0 message (no batches), with text free of NUL and unpaired surrogates.');
  }
  throw error;
}

export const mcpRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only our own site's pages may call the endpoint from a browser (the Streamable HTTP transport's MUST, against
  // DNS rebinding: a hostile page whose name now points at a local server would otherwise read through it).
  // Clients outside a browser send no Origin and are served.
  const ownOrigin = new URL(app.config.PUBLIC_URL).origin;
  const checkOrigin = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== ownOrigin) {
      sendJsonRpcError(reply, 403, FORBIDDEN, `Forbidden: requests from the origin ${String(origin).slice(0, 100)} are not accepted.`);
      return;
    }
    done();
  };

  app.post(
    '/',
    {
      onRequest: checkOrigin,
      errorHandler: mcpErrorHandler,
      // The transport writes its own response (JSON or an event stream); compressing it would hold events back.
      config: { compress: false },
      schema: {
        tags: ['mcp'],
        operationId: 'postMcpMessage',
        summary: 'Model Context Protocol (Streamable HTTP, stateless): tools list_cities, search_meetings, get_meeting, councilor_votes, item_history',
        security: [],
        description:
          'A stateless, read-only MCP server: POST JSON-RPC messages with `Accept: application/json, text/event-stream`. It knows every city the deployment serves: `list_cities` names them, and every other tool takes an optional `city` (this endpoint\'s city without it). There are no sessions, so GET (a server stream) and DELETE (ending a session) answer 405.',
        body: mcpMessageSchema,
        response: {
          200: z.unknown().meta({ description: 'A JSON-RPC response, as application/json or text/event-stream (see the MCP specification)' }),
          202: z.null().describe('A notification or response was accepted'),
          400: mcpErrorMessageSchema.describe('A JSON-RPC error: Parse error (-32700) or Invalid Request (-32600)'),
          403: mcpErrorMessageSchema.describe('A browser page of another origin (the Origin header) may not call the endpoint'),
          406: errorResponseSchema,
          429: mcpErrorMessageSchema.describe(
            `A JSON-RPC error (${MCP_RATE_LIMITED}) answering the message's id, with Retry-After: too many messages from one network, or too many calls of one tool (search_meetings and councilor_votes have stricter limits)`,
          ),
        },
      },
    },
    async (request, reply) => {
      // In the protocol's shape, answering the message's id, so the client knows which call was refused and why.
      const refusal = await mcpRefusal(app.rateLimiter, reply, request.ip, request.body);
      if (refusal) return sendJsonRpcError(reply, 429, MCP_RATE_LIMITED, mcpRefusalMessage(refusal), messageId(request.body), refusal);
      // Checked here, so the refusal has the API's error shape rather than the transport's JSON-RPC one.
      if (!acceptsBoth(request.headers.accept)) {
        throw new AppError(406, 'bad_request', { message: 'An MCP client must accept both application/json and text/event-stream.' });
      }
      const [{ StreamableHTTPServerTransport }, { createMcpServer }] = await loadMcp();
      // Every served city's record, this app's own the default (decision 150).
      const server = createMcpServer(mcpCitiesOf(app));
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      // The transport answers on the raw response itself: what Fastify would have sent with the reply (the security
      // headers of every answer, no-store on personal ones) goes onto the raw response first, or it is lost (issue 35).
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
      reply.hijack();
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  );

  // Protocol answers rather than API operations: left out of the OpenAPI document, named in POST's description.
  const notAllowed = { schema: { hide: true, response: { 405: errorResponseSchema } } };
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/',
      ...notAllowed,
      handler: async (_request, reply) => {
        reply.header('Allow', 'POST');
        throw new AppError(405, 'method_not_allowed');
      },
    });
  }
};
