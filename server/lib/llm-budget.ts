/**
 * Budgets for work that costs money per call (the LLM email drafter and the speak-up draft, the assistant, the
 * meeting summaries): per client network, per signed-in account and for the whole site, each per hour, and one
 * ceiling on every model call of the site together (issue 51). A spent budget never fails the request: the caller
 * falls back to its offline engine, and the answer says so (`engine: 'offline'`, `summaryBy: 'extractive'`).
 * Counted in the rate-limit store, so shared across processes with Redis.
 */
import type { FastifyRequest } from 'fastify';
import { clientNetwork } from './client-network.ts';
import type { RateLimitStore } from './rate-limiter.ts';

export interface LlmBudget {
  perNetworkPerHour: number;
  /** Counted besides the network's when the request is signed in: one account cannot spend from many networks. */
  perAccountPerHour: number;
  globalPerHour: number;
}

const HOUR_MS = 60 * 60 * 1000;

export const LLM_BUDGETS = {
  /** A resident drafts a few letters; 20 an hour from one network is generous, 1,000 for the site caps the bill. */
  drafter: { perNetworkPerHour: 20, perAccountPerHour: 20, globalPerHour: 1000 },
  /**
   * The assistant calls the model only for in-scope answers with records (greetings, refusals and "not found"
   * never reach it). 60 an hour is a long conversation; the chat route's own limits (20 a minute, 200 an hour
   * per network) still bound the offline answers, which cost no money.
   */
  assistant: { perNetworkPerHour: 60, perAccountPerHour: 60, globalPerHour: 2000 },
} as const satisfies Record<string, LlmBudget>;

/**
 * Calls no resident asks for, with no network to count: the abstractive summary of each new minutes (the sync,
 * the clerk's upload, the admin ingest). A first sync of a long backlog stops asking after 300 in an hour; the
 * rest keep their extractive summary.
 */
export const SITE_LLM_BUDGETS = { summaries: 300 } as const;

/** Every model call of the site in an hour, whatever asked for it: the bill's ceiling. */
export const ALL_LLM_CALLS_PER_HOUR = 3000;

/** Counts one LLM call for `kind` and says whether it is within budget; a store outage allows it (logged there). */
export async function spendLlmBudget(
  store: RateLimitStore,
  request: FastifyRequest,
  kind: keyof typeof LLM_BUDGETS,
): Promise<boolean> {
  const budget = LLM_BUDGETS[kind];
  try {
    const network = await store.hit(`llm:${kind}:net:${clientNetwork(request.ip)}`, HOUR_MS);
    if (network.count > budget.perNetworkPerHour) return false;
    if (request.user) {
      const account = await store.hit(`llm:${kind}:user:${request.user.id}`, HOUR_MS);
      if (account.count > budget.perAccountPerHour) return false;
    }
    // The site-wide count only takes calls that passed the network budget, so one network cannot spend it alone.
    const global = await store.hit(`llm:${kind}:all`, HOUR_MS);
    if (global.count > budget.globalPerHour) return false;
    return await withinAllCalls(store);
  } catch {
    return true;
  }
}

/** Counts one call for `kind` of the site's own work and says whether it is within budget. */
export async function spendSiteLlmBudget(store: RateLimitStore, kind: keyof typeof SITE_LLM_BUDGETS): Promise<boolean> {
  try {
    const site = await store.hit(`llm:${kind}:all`, HOUR_MS);
    if (site.count > SITE_LLM_BUDGETS[kind]) return false;
    return await withinAllCalls(store);
  } catch {
    return true;
  }
}

async function withinAllCalls(store: RateLimitStore): Promise<boolean> {
  return (await store.hit('llm:any:all', HOUR_MS)).count <= ALL_LLM_CALLS_PER_HOUR;
}
