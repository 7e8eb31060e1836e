/**
 * Lost alerts (issue 23): a subscription is confirmed in the same transaction that queues its welcome and any
 * reminder already due. When the queue cannot be written, nothing is confirmed and the link still works; no
 * state exists in which the subscription is live but its messages were never queued.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationToken, seedTopics, upcomingMeeting } from '../../test/fixtures/alert-fixtures.ts';
import { ALERT_DELIVER_JOB } from '../jobs/alert-kinds.ts';
import { dialectOf } from '../../db/dialect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let topicIds: Map<string, number>;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example' });
  topicIds = await seedTopics(ctx.db, ctx.app.city);
});
afterAll(() => ctx.close());

/** Makes every insert into the job table fail, as a crash between two statements would leave it unwritten. */
async function breakJobQueue(broken: boolean) {
  if (dialectOf(ctx.db) === 'postgres') {
    if (broken) {
      await sql`create function refuse_jobs() returns trigger language plpgsql as $$ begin raise exception 'queue down'; end $$`.execute(ctx.db);
      await sql`create trigger refuse_jobs before insert on jobs for each row execute function refuse_jobs()`.execute(ctx.db);
    } else {
      await sql`drop trigger refuse_jobs on jobs`.execute(ctx.db);
      await sql`drop function refuse_jobs()`.execute(ctx.db);
    }
  } else if (broken) {
    await sql`create trigger refuse_jobs before insert on jobs begin select raise(abort, 'queue down'); end`.execute(ctx.db);
  } else {
    await sql`drop trigger refuse_jobs`.execute(ctx.db);
  }
}

describe('confirming a sign-up', () => {
  it('confirms and queues its welcome and due reminder together, or neither', async () => {
    await upcomingMeeting(ctx.db, ctx.clock.now(), 3);
    const email = 'atomic@example.org';
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/signup',
      payload: {
        full_name: 'Ava Atomic',
        email,
        interested_topics: [String(topicIds.get('city-budget'))],
        meeting_types: ['regular_council'],
        sms_notifications: false,
        email_notifications: true,
        advance_notice_hours: 24,
      },
    });
    expect(signup.statusCode).toBe(202);
    const token = await confirmationToken(ctx.app, email);
    const confirm = () => ctx.app.inject({ method: 'POST', url: '/api/v1/subscriptions/confirm', payload: { token } });
    const state = async () => ({
      confirmed: (await ctx.db.selectFrom('subscriptions').select('confirmed_at').where('email', '=', email).executeTakeFirstOrThrow()).confirmed_at !== null,
      welcome: (await ctx.db.selectFrom('jobs').select('id').where('idempotency_key', 'like', 'signup:%').execute()).length,
    });

    await breakJobQueue(true);
    expect((await confirm()).statusCode).toBeGreaterThanOrEqual(500);
    expect(await state()).toEqual({ confirmed: false, welcome: 0 });

    await breakJobQueue(false);
    expect((await confirm()).statusCode).toBe(200);
    expect(await state()).toEqual({ confirmed: true, welcome: 1 });
    const reminders = await ctx.db.selectFrom('jobs').select('payload').where('kind', '=', ALERT_DELIVER_JOB.name).execute();
    expect(reminders).toHaveLength(1);
    // A second click queues nothing more.
    expect((await confirm()).statusCode).toBe(200);
    expect((await state()).welcome).toBe(1);
  });
});
