/** Rendered pages are reused for a few seconds, never past a change of the records' version. */
import { describe, expect, it } from 'vitest';
import { cacheRenders } from './render-cache.ts';

function counted(result: (shell: string, url: string) => string) {
  const calls: string[] = [];
  const render = async (shell: string, url: string) => {
    calls.push(url);
    return result(shell, url);
  };
  return { calls, render };
}

describe('cacheRenders', () => {
  it('renders a page once for visitors within its time, then again', async () => {
    let clock = 0;
    const { calls, render } = counted((shell, url) => `${shell}<main>${url}</main>`);
    const cached = cacheRenders(render, { version: () => 'v1', now: () => clock });
    const pages = await Promise.all([cached('<html>', '/meetings/1'), cached('<html>', '/meetings/1')]);
    expect(pages).toEqual(['<html><main>/meetings/1</main>', '<html><main>/meetings/1</main>']);
    clock = 14_999;
    await cached('<html>', '/meetings/1');
    expect(calls).toEqual(['/meetings/1']);
    // Another URL, or another shell (its head), is another page.
    await cached('<html>', '/meetings/2');
    await cached('<html lang="es">', '/meetings/1');
    expect(calls).toEqual(['/meetings/1', '/meetings/2', '/meetings/1']);
    clock = 15_000;
    await cached('<html>', '/meetings/1');
    expect(calls).toHaveLength(4);
  });

  it('renders afresh once the records have changed', async () => {
    let version = 'v1';
    const { calls, render } = counted((shell) => `${shell}<main>page</main>`);
    const cached = cacheRenders(render, { version: () => version, now: () => 0 });
    await cached('<html>', '/meetings/1');
    version = 'v2';
    await cached('<html>', '/meetings/1');
    await cached('<html>', '/meetings/1');
    expect(calls).toHaveLength(2);
  });

  it('does not keep a render that fell back to the shell, nor a failed one', async () => {
    let fallBack = true;
    const { calls, render } = counted((shell) => (fallBack ? shell : `${shell}<main>page</main>`));
    const cached = cacheRenders(render, { version: () => 'v1', now: () => 0 });
    expect(await cached('<html>', '/')).toBe('<html>');
    fallBack = false;
    expect(await cached('<html>', '/')).toBe('<html><main>page</main>');
    expect(await cached('<html>', '/')).toBe('<html><main>page</main>');
    expect(calls).toHaveLength(2);

    let attempts = 0;
    const failing = cacheRenders(async (_shell: string, _url: string) => {
      attempts++;
      throw new Error('render failed');
    }, { version: () => 'v1', now: () => 0 });
    await expect(failing('<html>', '/')).rejects.toThrow('render failed');
    await expect(failing('<html>', '/')).rejects.toThrow('render failed');
    expect(attempts).toBe(2);
  });

  it('keeps under its size limit, dropping the oldest pages first', async () => {
    const { calls, render } = counted((shell, url) => `${shell}${url}${'x'.repeat(12_000_000)}`);
    const cached = cacheRenders(render, { version: () => 'v1', now: () => 0 });
    await cached('<html>', '/a');
    await cached('<html>', '/b');
    await cached('<html>', '/a');
    expect(calls).toEqual(['/a', '/b']);
    // A third page of twelve million characters passes the limit of 32 million: the oldest goes.
    await cached('<html>', '/c');
    await cached('<html>', '/b');
    await cached('<html>', '/a');
    expect(calls).toEqual(['/a', '/b', '/c', '/a']);
  });
});
