/**
 * The entry of the PDF reader's worker thread. A worker starts with none of its parent's module hooks, so it
 * registers tsx itself (a dependency: the server runs under it) before loading the TypeScript body; this works the
 * same under `node --import tsx`, `tsx` and the test runner.
 */
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker-body.ts');
