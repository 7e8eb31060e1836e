/**
 * The app serving its pages as in production, for the tests of what a page's head and status say: a built-like
 * index.html (one description, one title, the root) in a temporary web build folder. Usage: `pages = await
 * startPageApp({ PUBLIC_URL }); ... afterAll(() => pages.close())`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './test-app.ts';

/** The shell a build writes, reduced to what the server replaces or keeps. */
export const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Civic Commons: generic." />
    <title>Civic Commons</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

export interface PageApp {
  ctx: TestApp;
  close(): Promise<void>;
}

/** Boots the app on a fresh database with `env` and a web build folder holding BUILT_INDEX_HTML. */
export async function startPageApp(env: Record<string, string>): Promise<PageApp> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-pages-'));
  try {
    fs.writeFileSync(path.join(dist, 'index.html'), BUILT_INDEX_HTML);
    const ctx = await createTestApp({ WEB_DIST_DIR: dist, ...env });
    return {
      ctx,
      async close() {
        await ctx.close();
        fs.rmSync(dist, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dist, { recursive: true, force: true });
    throw error;
  }
}

/** The first group `pattern` captures in `html`: a tag's attribute or text. */
export const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
