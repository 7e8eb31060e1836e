/**
 * `POST /api/v1/mcp`: the Model Context Protocol over Streamable HTTP, stateless (no session id: each request
 * gets a new server and transport, closed with the response), read-only. GET (a server-to-client stream) and
 * DELETE (ending a session) have nothing to do without sessions and answer 405, as the protocol allows.
 */
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../contract/errors.ts';
import { mcpMessageSchema } from '../../contract/mcp.ts';
import { AppError } from '../lib/app-error.ts';
import { createMcpServer } from './mcp-server.ts';

/** Whether the Accept header names both types the transport may answer in (the protocol requires both). */
function acceptsBoth(accept: string | undefined): boolean {
  const types = (accept ?? '').split(',').map((t) => t.split(';')[0]!.trim().toLowerCase());
  return types.includes('application/json') && types.includes('text/event-stream');
}

export const mcpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      // The transport writes its own response (JSON or an event stream); compressing it would hold events back.
      config: { compress: false },
      schema: {
        tags: ['mcp'],
        operationId: 'postMcpMessage',
        summary: 'Model Context Protocol (Streamable HTTP, stateless): tools search_meetings, get_meeting, councilor_votes, item_history',
        description:
          'A stateless, read-only MCP server: POST JSON-RPC messages with `Accept: application/json, text/event-stream`. There are no sessions, so GET (a server stream) and DELETE (ending a session) answer 405.',
        body: mcpMessageSchema,
        response: {
          200: z.unknown().meta({ description: 'A JSON-RPC response, as application/json or text/event-stream (see the MCP specification)' }),
          202: z.null().describe('A notification or response was accepted'),
          400: errorResponseSchema,
          406: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Checked here, so the refusal has the API's error shape rather than the transport's JSON-RPC one.
      if (!acceptsBoth(request.headers.accept)) {
        throw new AppError(406, 'bad_request', { message: 'An MCP client must accept both application/json and text/event-stream.' });
      }
      const server = createMcpServer({ db: app.db, publicUrl: app.config.PUBLIC_URL, dataDir: app.config.DATA_DIR, now: () => app.clock.now() });
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
