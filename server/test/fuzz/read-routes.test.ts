/**
 * Property tests for every GET operation in the OpenAPI document: generated path params and query strings,
 * valid and hostile, from anonymous, resident and admin callers, never produce a 5xx, leak internals, break the
 * error shape or write a row on a rejection.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkOperation, createFuzzContext } from './fuzz-harness.ts';

const fuzz = await createFuzzContext();
afterAll(() => fuzz.ctx.close());
const reads = fuzz.operations.filter((op) => op.method === 'GET');

describe('GET operations under generated input', () => {
  it('finds the API in the OpenAPI document', () => {
    expect(reads.length).toBeGreaterThan(25);
  });
  it.each(reads.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, op) => {
    await checkOperation(fuzz, op);
  });
});
