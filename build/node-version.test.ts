/**
 * The Node version the repository names (decisions 115, 175, 250): `.nvmrc` names the major CI tests on, `engines`
 * accepts it, and the Node running this test is one `engines` accepts. No package of the lock asks for a Node newer
 * than the oldest `engines` accepts (20.19), so `npm install` prints no EBADENGINE warning there: the two that did
 * (`commander` 15 via `jscpd` 4.3, `cookie` 2 via `light-my-request` 6.8) are held back by the pins of decision 250.
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

  it('no package of the lock asks for a Node newer than the oldest engines accepts (no EBADENGINE warning on 20.19)', () => {
    const askingNewer = Object.entries(lock.packages)
      .filter(([, entry]) => typeof (entry.engines as { node?: string } | undefined)?.node === 'string' && !accepts((entry.engines as { node: string }).node, 20, 19))
      .map(([name, entry]) => `${name.replace(/^.*node_modules\//, '')}@${entry.version}`);
    expect(askingNewer).toEqual([]);
  });

  it('the pins that keep it so are in place while engines accepts 20 (remove both when it does not)', () => {
    const manifest = pkg as unknown as { devDependencies: Record<string, string>; overrides?: Record<string, string> };
    if (!accepts(pkg.engines.node, 20, 19)) return;
    expect(manifest.devDependencies.jscpd).toBe('4.2.0');
    expect(manifest.overrides?.['light-my-request']).toBe('6.6.0');
    const resolved = (path: string) => lock.packages[path]?.version;
    expect(resolved('node_modules/commander') ?? resolved('node_modules/jscpd/node_modules/commander')).toMatch(/^5\./);
  });
});
