/**
 * Serves the built web app from the same origin. Hashed assets are cached for a year; index.html is never
 * cached, so a deploy is picked up on the next visit. Unknown API paths answer JSON 404s; any other GET that
 * wants HTML gets index.html and the client router takes over (the SPA fallback).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const relative = path.relative(distDir, filePath);
        res.setHeader('Cache-Control', relative.startsWith('assets') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    throw new AppError(404, 'route_not_found', { values: { method: request.method, path: pathname } });
  });
}
