/**
 * Writes each built text asset beside itself compressed once, at the best settings: `x.js.br` (Brotli quality 11)
 * and `x.js.gz` (gzip level 9), which the server sends as they are (`preCompressed` in server/plugins/web-app.ts).
 * Compressing per request has to be quick (Brotli 4-5), so the app's shell went out at 154 KB where 132 KB says the
 * same: on a phone's slow connection, a fifth of a second before the first tap works, on every first visit; and the
 * server spent that CPU again on every request. Files under 1 KB (the server's compression threshold) stay as they
 * are, as does a compressed copy that would not be smaller.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESSION_THRESHOLD_BYTES } from '../server/lib/content-encoding.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  // index.html is a template the server fills in per page, never sent as it is; .vite holds the build's manifests.
  const files = (await filesUnder(dir)).filter((f) => TEXT.test(f) && !f.includes(`${path.sep}.vite${path.sep}`));
  let bytes = 0;
  let brotliBytes = 0;
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file);
      if (body.length < COMPRESSION_THRESHOLD_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gz(body, { level: 9 }),
      ]);
      if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
      if (gzipped.length < body.length) await fs.writeFile(`${file}.gz`, gzipped);
      count++;
      bytes += body.length;
      brotliBytes += Math.min(br.length, body.length);
    }),
  );
  return { files: count, bytes, brotli: brotliBytes };
}

/** The browser's build only: the server-rendering bundle is read from disk by the server, never sent. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'civic-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      // A failed build (over a budget) wrote nothing worth compressing.
      if (error) return;
      const { files, bytes, brotli: br } = await precompressDir(outDir);
      if (process.env.BUDGET_REPORT !== '0') console.log(`Precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB, ${(br / 1024).toFixed(0)} KB as Brotli`);
    },
  };
}
