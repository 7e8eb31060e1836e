/**
 * What `POST /api/v1/mcp` accepts: one JSON-RPC 2.0 message of the Model Context Protocol (a request, a
 * notification, or a response to the server). Batches are not accepted: the protocol dropped them (2025-06-18).
 * The tools' own arguments are validated by the MCP server against each tool's input schema.
 */
import { z } from 'zod';

const jsonRpcIdSchema = z.union([z.string().max(200), z.number().int()]);
const paramsSchema = z.record(z.string(), z.unknown());

/** A call that expects an answer (`initialize`, `tools/list`, `tools/call` ...). */
export const mcpRequestSchema = z.looseObject({ jsonrpc: z.literal('2.0'), id: jsonRpcIdSchema, method: z.string().min(1).max(200), params: paramsSchema.optional() });
/** A message that expects none (`notifications/initialized` ...). */
export const mcpNotificationSchema = z.looseObject({ jsonrpc: z.literal('2.0'), method: z.string().min(1).max(200), params: paramsSchema.optional() });
/** A client's answer to a server request. */
export const mcpResponseSchema = z.looseObject({ jsonrpc: z.literal('2.0'), id: jsonRpcIdSchema, result: paramsSchema });
export const mcpErrorMessageSchema = z.looseObject({
  jsonrpc: z.literal('2.0'),
  id: jsonRpcIdSchema.nullable(),
  error: z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }),
});

export const mcpMessageSchema = z
  .union([mcpRequestSchema, mcpNotificationSchema, mcpResponseSchema, mcpErrorMessageSchema])
  .meta({ description: 'One JSON-RPC 2.0 message of the Model Context Protocol' });
