/**
 * A server-rendered page carries no render time (its ETag changes only with what it shows: issue 52), and the
 * browser treats the data it hydrates from as fetched now, so it is not refetched at once as stale.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_STATE_ID } from '#contract/pages.ts';
import { readServerState, withoutTimes } from './server-state.ts';

afterEach(() => document.getElementById(SERVER_STATE_ID)?.remove());

async function packed(at: number) {
  const client = new QueryClient();
  const realNow = Date.now;
  Date.now = () => at;
  try {
    await client.prefetchQuery({ queryKey: ['meetings', 1], queryFn: () => ({ id: 1, title: 'Regular meeting' }) });
    return withoutTimes(dehydrate(client));
  } finally {
    Date.now = realNow;
  }
}

describe('the state a page hydrates from', () => {
  it('is the same text whenever it was rendered', async () => {
    const early = JSON.stringify({ queries: await packed(1_000), router: {} });
    const late = JSON.stringify({ queries: await packed(9_000_000), router: {} });
    expect(late).toBe(early);
    expect(early).not.toContain('9000000');
  });

  it('is read in the browser as fetched now', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SERVER_STATE_ID;
    script.textContent = JSON.stringify({ queries: await packed(1_000), router: {} });
    document.body.append(script);
    const state = readServerState(42_000)!;
    expect(state.queries.queries[0]).toMatchObject({ dehydratedAt: 42_000, state: { dataUpdatedAt: 42_000, data: { id: 1, title: 'Regular meeting' } } });
  });
});
