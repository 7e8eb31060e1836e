/** `/robots.txt` and `/sitemap.xml`, outside the API: where crawlers look for them. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isNotModified, sendNotModified, weakEtagOf } from '../lib/conditional-get.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

/** Sends `body` with its ETag (weak: it is compressed on the way), or 304 when the client already has it. */
function sendWithEtag(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  reply.header('Cache-Control', 'public, max-age=3600').type(type);
  if (isNotModified(request, reply, { etag: weakEtagOf(body) })) return sendNotModified(reply);
  return reply.send(body);
}

export async function registerCrawlerRoutes(app: FastifyInstance): Promise<void> {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    sendWithEtag(request, reply, 'text/plain; charset=utf-8', robotsTxt(app.config.PUBLIC_URL)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendWithEtag(request, reply, 'application/xml; charset=utf-8', sitemapXml(app.config.PUBLIC_URL, await sitemapEntries(app.db))),
  );
}
