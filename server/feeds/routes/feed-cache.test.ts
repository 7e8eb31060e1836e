/** The feed cache: a repeated poll builds nothing; a meeting written in this process makes the next poll rebuild. */
import { describe, expect, it } from 'vitest';
import { bumpMeetingsVersion } from '../../meetings/meetings-version.ts';
import { createFeedCache } from './feed-cache.ts';

describe('createFeedCache', () => {
  it('builds a feed once until a meeting is written, keeping its Last-Modified', async () => {
    const cached = createFeedCache();
    let builds = 0;
    const build = async () => ({ body: `<rss>${++builds}</rss>`, lastModified: new Date('2026-11-18T20:00:00.000Z') });
    const first = await cached('meetings:{}', build);
    const second = await cached('meetings:{}', build);
    expect(second).toEqual(first);
    expect(builds).toBe(1);
    expect(second.lastModified).toBeInstanceOf(Date);

    bumpMeetingsVersion();
    expect((await cached('meetings:{}', build)).body).toBe('<rss>2</rss>');
    expect((await cached('topic:x', async () => ({ body: 'empty' }))).lastModified).toBeUndefined();
    expect((await cached('topic:x', build)).body).toBe('empty');
  });

  it('does not keep a failed build', async () => {
    const cached = createFeedCache();
    await expect(cached('item:1', async () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect((await cached('item:1', async () => ({ body: 'found' }))).body).toBe('found');
  });
});
