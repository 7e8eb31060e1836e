import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { routeBudgets } from './route-budgets.ts';

/** Incompressible code of about `kb` KB gzipped. */
const code = (kb: number) => randomBytes(kb * 1024).toString('base64');

function bundle(routeKb: number) {
  const chunk = (fileName: string, extra: object) => ({ type: 'chunk', fileName, code: '', imports: [], moduleIds: [], isEntry: false, isDynamicEntry: false, ...extra });
  return {
    'index.js': chunk('index.js', { code: code(10), isEntry: true, imports: ['shared.js'], viteMetadata: { importedCss: new Set(['index.css']) } }),
    'shared.js': chunk('shared.js', { code: code(5) }),
    'meetings.js': chunk('meetings.js', {
      code: code(routeKb),
      isDynamicEntry: true,
      imports: ['shared.js', 'list.js'],
      moduleIds: ['/repo/web/src/features/x.ts', '/repo/web/src/app/routes/meetings.tsx'],
      viteMetadata: { importedCss: new Set(['meetings.css']) },
    }),
    'list.js': chunk('list.js', { code: code(3) }),
    'index.css': { type: 'asset', fileName: 'index.css', source: 'body{margin:0}' },
    'meetings.css': { type: 'asset', fileName: 'meetings.css', source: 'a{color:red}' },
  };
}

function run(routeKb: number, budget: number) {
  const plugin = routeBudgets({ js: 20, css: 1 }, { meetings: { js: budget, css: 1 } }, { js: 1, css: 1 });
  const generate = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
  const report = process.env.BUDGET_REPORT;
  process.env.BUDGET_REPORT = '0';
  try {
    generate.call({ error: (message: string) => { throw new Error(message); } }, {}, bundle(routeKb));
  } finally {
    if (report === undefined) delete process.env.BUDGET_REPORT;
    else process.env.BUDGET_REPORT = report;
  }
}

describe('page-weight budgets', () => {
  it('count what a route adds beyond the entry (its own code and what only it imports) against its budget', () => {
    // 6 KB of its own and 3 KB only it imports: 9 KB (+ gzip overhead) fits 12, not 8. The shared 5 KB is the entry's.
    expect(() => run(6, 12)).not.toThrow();
    expect(() => run(6, 8)).toThrow(/meetings\s+JS\s+\d+\.\d \/\s+8 KB.*OVER/);
  });
});
