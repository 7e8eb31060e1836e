/**
 * Speak-up cannot become a relay to the council (issue 51): many verified accounts behind one client network
 * send no more than the network's cap of messages, nor of addresses, in an hour; the site as a whole no more than
 * its own; a refused send takes no place; another network still writes. Real app, real SQLite, no SMTP needed
 * (a send queues its messages; the caps hold before anything is queued).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEAK_UP_SEND_LIMITS as LIMITS } from '#contract/speak-up.ts';
import { bearer } from '../test/auth-helpers.ts';
import { createMeeting, createResident, type CreatedResident } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let ctx: TestApp;
let meetingId: number;
let itemIds: number[];
const ITEMS = 5;

beforeAll(async () => {
  ctx = await createTestApp();
  meetingId = await createMeeting(ctx.db, {
    title: 'Regular Council Meeting',
    meeting_date: '2026-11-25T23:00:00.000Z',
    status: 'scheduled',
    agenda_items: Array.from({ length: ITEMS }, (_, i) => ({ item_number: `7.${'abcde'[i]}.`, title: `Contract number ${i + 1} for street lighting`, item_type: 'motion' as const })),
  }, ctx.clock.now());
  itemIds = (await ctx.db.selectFrom('agenda_items').select('id').where('meeting_id', '=', meetingId).orderBy('id').execute()).map((r) => r.id);
  const councilors = Array.from({ length: 9 }, (_, i) => ({
    name: `Councilor Name ${i + 1}`, position: `Councilor, District ${i + 1}`, district: i + 1, email: `dist${i + 1}@tulsacouncil.org`,
    phone: null, term_start: null, term_end: null, ocd_division_id: null,
  }));
  await ctx.db.insertInto('officials').values(councilors).execute();
});
afterAll(() => ctx.close());

async function residents(n: number, label: string): Promise<CreatedResident[]> {
  const made: CreatedResident[] = [];
  for (let i = 0; i < n; i++) made.push(await createResident(ctx.db, { label: `${label}${i}` }));
  await ctx.db.updateTable('users').set({ email_verified_at: ctx.clock.now().toISOString() }).where('id', 'in', made.map((r) => r.id)).execute();
  return made;
}

const send = (who: CreatedResident, remoteAddress: string, item: number, extra: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/meetings/${meetingId}/items/${item}/speak-up/send`,
    headers: bearer(who.token),
    remoteAddress,
    payload: { stance: 'oppose', district: 4, subject: 'Buy now', body: 'Visit https://spam.example today.', ...extra },
  });

/** Every resident sends one message about `item`, each from another address of `prefix`'s /64. */
async function sendAll(people: CreatedResident[], prefix: string, item: number, extra: object = {}) {
  const answers = [];
  for (const [i, who] of people.entries()) answers.push(await send(who, `${prefix}:${(i + 1).toString(16)}:${i.toString(16)}:7:1`, item, extra));
  return answers;
}

describe('speak up is no relay', () => {
  it(`lets one IPv6 /64 send at most ${LIMITS.perNetwork} messages to the council in an hour, whoever is signed in`, async () => {
    ctx.clock.set('2026-11-18T20:00:00.000Z');
    const crowd = await residents(LIMITS.perNetwork + 10, 'crowd');
    const answers = await sendAll(crowd, '2001:db8:51:1', itemIds[0]!);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(LIMITS.perNetwork);
    expect(codes.slice(LIMITS.perNetwork).every((c) => c === 429)).toBe(true);
    const refused = answers.at(-1)!;
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.message).toBe('Many messages have been sent from your network in the last hour. You can write again today at 3:00 PM.');
    const kept = await ctx.db.selectFrom('speak_up_receipts').select('id').where('user_id', 'in', crowd.map((r) => r.id)).execute();
    expect(kept).toHaveLength(LIMITS.perNetwork);
    // Another /64 is another client; the hour over, the first one writes again.
    const [elsewhere] = await residents(1, 'elsewhere');
    expect((await send(elsewhere!, '2001:db8:51:2::9', itemIds[0]!)).statusCode).toBe(201);
    ctx.clock.advance(LIMITS.perHourWindowMs);
    expect((await send(crowd.at(-1)!, '2001:db8:51:1::5', itemIds[1]!)).statusCode).toBe(201);
  });

  it(`lets one network write to at most ${LIMITS.recipientsPerNetwork} addresses an hour, and a refused send takes no place`, async () => {
    ctx.clock.set('2026-11-19T20:00:00.000Z');
    const each = 10; // nine councilors and the Council Secretary
    const senders = await residents(LIMITS.recipientsPerNetwork / each + 2, 'wide');
    const answers = await sendAll(senders, '2001:db8:51:3', itemIds[0]!, { all_councilors: true });
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(LIMITS.recipientsPerNetwork / each);
    expect(codes.slice(LIMITS.recipientsPerNetwork / each).every((c) => c === 429)).toBe(true);
    for (const a of answers.filter((x) => x.statusCode === 201)) expect(a.json().recipients).toHaveLength(each);
    // The refused sends took no message places: the network's messages are the ten sent, not twelve.
    const places = await ctx.app.rateLimiter.store.reserve(`speak-up:net:2001:db8:51:3::/64:messages`, LIMITS.perNetwork, LIMITS.perHourWindowMs);
    expect(places.admitted).toBe(true);
  });

  it(`sends at most ${LIMITS.perSite} messages an hour from the whole site, from however many networks`, async () => {
    ctx.clock.set('2026-11-20T20:00:00.000Z');
    // Each resident may send 10 an hour, 2 per item: 30 residents, each from an IPv4 address of their own.
    const people = await residents(LIMITS.perSite / LIMITS.perResident + 1, 'site');
    let sent = 0;
    let refused = 0;
    for (const [i, who] of people.entries()) {
      for (let n = 0; n < LIMITS.perResident; n++) {
        const res = await send(who, `198.18.51.${i + 1}`, itemIds[Math.floor(n / LIMITS.perItem)]!, { all_councilors: false, district: null });
        if (res.statusCode === 201) sent++;
        else {
          expect(res.statusCode).toBe(429);
          expect(res.json().error.message).toMatch(/^Many residents are writing to the council right now/);
          refused++;
        }
      }
    }
    expect(sent).toBe(LIMITS.perSite);
    expect(refused).toBe(LIMITS.perResident);
  });
});
