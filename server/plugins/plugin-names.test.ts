import Fastify, { type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { nameRegisteredPlugins } from './plugin-names.ts';

async function pluginTree(named: boolean): Promise<string> {
  const inner: FastifyPluginAsync = async (app) => {
    app.get('/x', async () => 'x');
  };
  const outer: FastifyPluginAsync = async (app) => {
    await app.register(inner, { prefix: '/inner' });
  };
  const wrapped = fp(async () => {}, { name: 'wrapped-by-fp' });
  const app = Fastify();
  if (named) nameRegisteredPlugins(app);
  await app.register(outer);
  await app.register(wrapped);
  await app.register(async () => {});
  await app.ready();
  const tree = app.printPlugins().replace(/\d+ ms/g, '');
  await app.close();
  return tree;
}

describe('nameRegisteredPlugins', () => {
  it("gives the plugins the names Fastify would give them, nested and wrapped ones included", async () => {
    const tree = await pluginTree(true);
    expect(tree).toBe(await pluginTree(false));
    expect(tree).toContain('outer');
    expect(tree).toContain('inner');
    expect(tree).toContain('wrapped-by-fp');
  });

  it('names a plugin before Fastify looks for it among the loaded modules', async () => {
    const plugin: FastifyPluginAsync = async () => {};
    const app = Fastify();
    nameRegisteredPlugins(app);
    await app.register(plugin);
    expect((plugin as unknown as Record<symbol, unknown>)[Symbol.for('fastify.display-name')]).toBe('plugin');
    await app.close();
  });
});
