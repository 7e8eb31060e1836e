/** `GET /api/v1/subscriptions/topics`: the topic catalogue, by category in the spec's order. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOPIC_CATEGORIES, type TopicCategory } from '#contract/enums.ts';
import { topicListSchema } from '#contract/subscriptions.ts';
import { spanishTopicDescriptions } from '../../plain/topic-descriptions-es.ts';
import { listTopics } from '../subscriptions/subscription-store.ts';

export const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/topics',
    { schema: { tags: ['subscriptions'], summary: 'The notification topics', security: [], response: { 200: topicListSchema } } },
    async (_request, reply) => {
      const rows = await listTopics(app.db);
      const order = (c: string) => TOPIC_CATEGORIES.indexOf(c as TopicCategory);
      rows.sort((a, b) => order(a.category) - order(b.category) || a.id - b.id);
      // The catalogue changes only with a deploy; let browsers and proxies keep it for a few minutes.
      reply.header('Cache-Control', 'public, max-age=300');
      const spanish = spanishTopicDescriptions(app.city);
      return rows.map((r) => {
        const description_es = spanish.get(r.slug);
        return { ...r, category: r.category as TopicCategory, ...(description_es ? { description_es } : {}) };
      });
    },
  );
};
