import { describe, expect, it } from 'vitest';
import { lowerAppScriptPriority } from './app-script-priority.ts';

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
  it('stay in the head, fetched at once at low priority; the stylesheets keep theirs', () => {
    const html = lowerAppScriptPriority(page);
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-A.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/chunk-B.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/meetings-D.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
    expect(html.indexOf('index-A.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves a page without the built entry (a development shell) as it is', () => {
    const shell = '<html><head><script type="module" src="/src/main.tsx"></script></head><body></body></html>';
    expect(lowerAppScriptPriority(shell)).toBe(shell);
  });
});
