/**
 * How much one client network (an IPv6 /64 counted as one) may ask of `POST /api/v1/mcp` (issue 51): every message
 * counts against the endpoint's limits, like the API's other open endpoints; a tool call also counts against its
 * tool's own, stricter where one call costs more (a full-text search ranks every matching meeting; a councilor's
 * votes read every roll call of a seat). An agent's session of tool calls stays far below; a loop does not.
 * A refusal is HTTP 429 with Retry-After and, as the body, a JSON-RPC error answering the message's own id, so an
 * MCP client can tell which call was refused, by which limit, and when to ask again.
 */
import type { FastifyReply } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { clientNetwork } from '../lib/client-network.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';

interface Window {
  limit: number;
  windowMs: number;
}
interface Limits {
  perMinute: Window;
  perHour: Window;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Every message (the handshake, a list, a call), per client network. */
export const MCP_RATE_LIMITS: Limits = {
  perMinute: { limit: 60, windowMs: MINUTE },
  perHour: { limit: 1000, windowMs: HOUR },
};

/**
 * Tool calls, per tool and per client network, beside the endpoint's limits. A tool not named here (one row read
 * by its key: a meeting, an item's history, the list of cities) has only the endpoint's.
 */
export const MCP_TOOL_LIMITS: Readonly<Record<string, Limits>> = {
  search_meetings: { perMinute: { limit: 20, windowMs: MINUTE }, perHour: { limit: 300, windowMs: HOUR } },
  councilor_votes: { perMinute: { limit: 30, windowMs: MINUTE }, perHour: { limit: 500, windowMs: HOUR } },
};

/**
 * The JSON-RPC error code of a refusal: in the range JSON-RPC 2.0 leaves to servers (-32000 to -32099), the one
 * Ethereum's JSON-RPC (EIP-1474) names "Limit exceeded", which JSON-RPC clients already know.
 */
export const MCP_RATE_LIMITED = -32005;

export interface McpRefusal {
  /** What was limited: "messages" or the tool's name. */
  limited: string;
  limit: number;
  per: 'minute' | 'hour';
  retryAfter: number;
}

/** The tool a message calls, when it is a `tools/call` naming one. */
export function calledTool(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { method, params } = message as { method?: unknown; params?: { name?: unknown } };
  if (method !== 'tools/call' || typeof params?.name !== 'string') return undefined;
  return params.name;
}

/**
 * Counts the message against its network's limits (and its tool's, for a tool call); the first limit it passes,
 * or none. A store that cannot be reached refuses nothing, as everywhere else (`enforce`).
 */
export async function mcpRefusal(limiter: RateLimiter, reply: FastifyReply, ip: string, message: unknown): Promise<McpRefusal | null> {
  const network = clientNetwork(ip);
  const tool = calledTool(message);
  const checks: [string, string, Limits][] = [['messages', `mcp:${network}`, MCP_RATE_LIMITS]];
  // Own keys only: a client names the tool, and `__proto__` or `constructor` would read Object's own (and fail).
  if (tool !== undefined && Object.hasOwn(MCP_TOOL_LIMITS, tool)) checks.push([tool, `mcp:${tool}:${network}`, MCP_TOOL_LIMITS[tool]!]);
  for (const [limited, key, limits] of checks) {
    for (const per of ['minute', 'hour'] as const) {
      const { limit, windowMs } = per === 'minute' ? limits.perMinute : limits.perHour;
      try {
        await limiter.enforce(reply, `${key}:${per}`, limit, windowMs);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
        return { limited, limit, per, retryAfter: Number(reply.getHeader('retry-after')) || 1 };
      }
    }
  }
  return null;
}

/** The refusal's sentence: what was limited, the limit, and when to ask again. */
export function mcpRefusalMessage({ limited, limit, per, retryAfter }: McpRefusal): string {
  const what = limited === 'messages' ? 'MCP messages' : `${limited} calls`;
  return `Rate limited: at most ${limit} ${what} a ${per} from one network. Try again in ${retryAfter} s.`;
}
