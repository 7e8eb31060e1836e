/**
 * The Node version the repository names (decision 115, applied by decision 175): `.nvmrc` names the major CI
 * tests on, `engines` accepts it, and the Node running this test is one `engines` accepts. The packages of the
 * lock whose own `engines` ask for Node 22 (npm prints EBADENGINE for them on Node 20) are the two known ones:
 * both are ES modules their parents `require()`, which Node does from 20.19 on (hence engines' `>=20.19`), so
 * they run on 20.19+; a new one fails here to be looked at.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };

/** Whether `major.minor` satisfies one of `engines.node`'s alternatives, in the forms the lock uses (>=a.b, <c, ^a.b). */
function accepts(range: string, major: number, minor: number): boolean {
  return range.split('||').some((alternative) =>
    [...alternative.matchAll(/(>=|<|\^)\s*(\d+)(?:\.(\d+))?/g)].every(([, op, ma, mi]) => {
      const cmp = major - Number(ma) || minor - Number(mi ?? 0);
      if (op === '^') return major === Number(ma) && cmp >= 0;
      return op === '>=' ? cmp >= 0 : cmp < 0;
    }),
  );
}

describe('the Node version', () => {
  it('.nvmrc names a major that engines accepts, and the Node running the tests is accepted', () => {
    const nvmrc = readFileSync(new URL('.nvmrc', root), 'utf8').trim();
    expect(nvmrc).toMatch(/^\d+$/);
    // The newest release of that major: 20 is at 20.20, past engines' 20.19.
    expect(accepts(pkg.engines.node, Number(nvmrc), 19)).toBe(true);
    const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
    expect(accepts(pkg.engines.node, major, minor), process.versions.node).toBe(true);
    expect(accepts(pkg.engines.node, 20, 18)).toBe(false);
    expect(accepts(pkg.engines.node, 21, 7)).toBe(false);
  });

  it('only the two known packages of the lock ask for Node 22 (npm warns EBADENGINE on 20 for them alone)', () => {
    const asking22 = Object.entries(lock.packages)
      .filter(([, entry]) => typeof (entry.engines as { node?: string } | undefined)?.node === 'string' && !accepts((entry.engines as { node: string }).node, 20, 20))
      .map(([name, entry]) => `${name.replace(/^.*node_modules\//, '')}@${entry.version}`);
    expect(asking22.map((p) => p.replace(/@.*$/, '')).sort()).toEqual(['commander', 'cookie']);
  });
});
