/** `/robots.txt` and `/sitemap.xml`, outside the API: where crawlers look for them. */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

/** Sends `body` with a strong ETag, or 304 when the client already has it. */
function sendWithEtag(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('ETag', etag).header('Cache-Control', 'public, max-age=3600').type(type);
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
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
