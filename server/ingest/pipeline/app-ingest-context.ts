/** The ingest context of a running app: the sync, the admin ingest job and the clerk's upload read alike. */
import type { FastifyInstance } from 'fastify';
import { spendSiteLlmBudget } from '../../lib/llm-budget.ts';
import { loadTopicMatchers } from '../keywords-and-topics/topics.ts';
import { llmSettingsFrom } from '../summaries/llm-summary.ts';
import type { IngestContext } from './ingest-types.ts';

export function appIngestContext(app: FastifyInstance): IngestContext {
  return {
    city: app.city,
    db: app.db,
    dataDir: app.config.DATA_DIR,
    now: () => app.clock.now(),
    topics: loadTopicMatchers(app.city),
    llm: llmSettingsFrom(app.config),
    // Summaries are model calls too: within the site's hourly budget (issue 51).
    llmBudget: () => spendSiteLlmBudget(app.rateLimiter.store, 'summaries'),
  };
}
