import { describe, expect, it } from 'vitest';
import { APP_MODULES_ID, deferAppScripts, HYDRATE_AFTER_PAINT } from './defer-app-scripts.ts';

const page = `<!doctype html>
<html lang="en">
  <head>
    <title>A meeting</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
    <link rel="modulepreload" crossorigin href="/assets/meetings-D.js">
  </head>
  <body><div id="root"><h1>A meeting</h1></div></body>
</html>`;

describe('the app modules of a server-rendered page', () => {
  it('are listed for after the first paint, the entry first, and no longer fetched by the head', () => {
    const html = deferAppScripts(page);
    expect(html).not.toMatch(/<script type="module" crossorigin|rel="modulepreload"/);
    const listed = new RegExp(`<script type="application/json" id="${APP_MODULES_ID}">(.*?)</script>`).exec(html);
    expect(JSON.parse(listed![1]!)).toEqual(['/assets/index-A.js', '/assets/chunk-B.js', '/assets/meetings-D.js']);
    expect(html).toContain(`<script type="module" src="${HYDRATE_AFTER_PAINT}"></script>`);
    // The stylesheets stay where they were: the page must be styled when it first paints.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
    expect(html).toContain('<div id="root"><h1>A meeting</h1></div>');
  });

  it('leaves a page without the built entry (a development shell) as it is', () => {
    const shell = '<html><head><script type="module" src="/src/main.tsx"></script></head><body></body></html>';
    expect(deferAppScripts(shell)).toBe(shell);
  });
});
