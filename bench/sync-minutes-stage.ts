/**
 * The after-the-vote half of `npm run bench:sync`: minutes posted in the council archive (the loopback replica,
 * the first city's only minutes source) -> the meeting completed by a sync pass -> the outcome alert in the SMTP sink for
 * every subscriber who had been sent one of its items. The meeting is known by its agenda (as the listing sync
 * leaves it); the earlier alerts are recorded as the agenda fan-out records them (agenda_alert_items, sent).
 */
import type { FastifyInstance } from 'fastify';
import { scanAlerts } from '../server/alerts/meeting-alerts/alert-scan.ts';
import type { AppDatabase } from '../server/db/database.ts';
import type { IngestContext } from '../server/ingest/pipeline/ingest-file.ts';
import type { createManualClock } from '../server/lib/clock.ts';
import { runSyncPass } from '../server/sync/sync-pass.ts';
import { createMeeting } from '../server/test/factories.ts';
import { startLoopbackArchive } from '../server/test/peers/council-archive.ts';
import type { SmtpSink } from '../server/test/peers/smtp-sink.ts';

export interface MinutesStage {
  toCompleted: number;
  toFirstOutcome: number;
  toLastOutcome: number;
  outcomes: number;
  told: number;
}

export async function benchMinutesStage(
  app: FastifyInstance,
  ctx: IngestContext,
  clock: ReturnType<typeof createManualClock>,
  sink: SmtpSink,
  told: number[],
): Promise<MinutesStage> {
  const db: AppDatabase = ctx.db;
  const archive = await startLoopbackArchive([{ id: 41001, name: '25-42-2 2024-12-18 5PM Minutes', typeCode: '0', file: '25-42-2_2024-12-18_5PM_Minutes.pdf' }]);
  try {
    clock.set('2024-12-16T18:00:00.000Z');
    const meetingId = await createMeeting(db, { meeting_date: '2024-12-18T23:00:00.000Z', document_type: 'agenda', status: 'scheduled', summary: null, topics: [] }, clock.now());
    const at = clock.now().toISOString();
    for (let i = 0; i < told.length; i += 500) {
      await db
        .insertInto('agenda_alert_items')
        .values(told.slice(i, i + 500).map((id) => ({ subscription_id: id, meeting_id: meetingId, item_key: 'item-7', item_number: '7', title: 'An item of the agenda', reasons: '[]', batch_key: null, created_at: at, sent_at: at })))
        .execute();
    }
    // The minutes' topics would also reach every subscriber following them (the bench's subscribers all follow a
    // topic): dropped, so the figure is the outcome fan-out to those told, and `outcomes` can be checked exactly.
    await db.deleteFrom('subscription_topics').execute();
    clock.set('2024-12-20T18:00:00.000Z');
    const before = sink.accepted.length;
    const posted = performance.now();
    await runSyncPass(ctx, { sources: [{ kind: 'council_archive', url: archive.url }] });
    const completed = await db.selectFrom('meetings').select('document_type').where('id', '=', meetingId).executeTakeFirstOrThrow();
    if (completed.document_type !== 'minutes') throw new Error('the archive pass did not complete the meeting');
    const toCompleted = performance.now() - posted;
    await scanAlerts({ db }, clock.now());
    let toFirstOutcome = 0;
    void sink.waitForAccepted(before + 1, 600_000).then(() => (toFirstOutcome = performance.now() - posted));
    await app.jobs.runOnce();
    await sink.waitForAccepted(before + told.length, 600_000);
    return { toCompleted, toFirstOutcome, toLastOutcome: performance.now() - posted, outcomes: sink.accepted.length - before, told: told.length };
  } finally {
    await archive.close();
  }
}
