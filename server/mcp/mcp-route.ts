/**
 * `POST /api/v1/mcp`: the Model Context Protocol over Streamable HTTP, stateless (no session id: each request
 * gets a new server and transport, closed with the response), read-only. GET (a server-to-client stream) and
 * DELETE (ending a session) have nothing to do without sessions and answer 405, as the protocol allows.
 */
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../contract/errors.ts';
import { AppError } from '../lib/app-error.ts';
import { createMcpServer } from './mcp-server.ts';

const jsonRpcSchema = z
  .union([z.record(z.string(), z.unknown()), z.array(z.record(z.string(), z.unknown()))])
  .meta({ description: 'A JSON-RPC 2.0 message (or batch) of the Model Context Protocol' });

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
        body: jsonRpcSchema,
        response: {
          200: z.unknown().meta({ description: 'A JSON-RPC response, as application/json or text/event-stream (see the MCP specification)' }),
          202: z.null().describe('A notification or response was accepted'),
          400: errorResponseSchema,
          406: z.unknown().meta({ description: 'The client accepts neither application/json nor text/event-stream' }),
        },
      },
    },
    async (request, reply) => {
      const server = createMcpServer({ db: app.db, publicUrl: app.config.PUBLIC_URL, dataDir: app.config.DATA_DIR });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      // The transport answers on the raw response itself.
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
