/** What the clerk's view of speak-up shows (issue 51): the pause, how many messages, and the newest ones. */
import type { Kysely } from 'kysely';
import { SPEAK_UP_ADMIN_LIST, type SpeakUpAdmin, type SpeakUpDelivery } from '#contract/speak-up-admin.ts';
import { speakUpStanceSchema } from '#contract/speak-up.ts';
import type { Database } from '../db/schema.ts';
import { parseJsonList } from '../meetings/meeting-presenter.ts';
import { heldCount, pausedSince } from './speak-up-pause.ts';

const HOUR_MS = 60 * 60 * 1000;

async function sentSince(db: Kysely<Database>, since: Date): Promise<number> {
  const row = await db
    .selectFrom('speak_up_receipts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sent_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

interface DeliveryColumns {
  held_at: string | null;
  released_at: string | null;
  withheld_at: string | null;
}

function deliveryOf(row: DeliveryColumns): SpeakUpDelivery {
  if (row.held_at === null) return 'queued';
  if (row.withheld_at !== null) return 'withheld';
  return row.released_at === null ? 'held' : 'released';
}

export async function speakUpAdminView(db: Kysely<Database>, now: Date): Promise<SpeakUpAdmin> {
  const rows = await db
    .selectFrom('speak_up_receipts')
    .select(['id', 'meeting_id', 'item_number', 'item_title', 'stance', 'recipients', 'subject', 'body', 'sent_at', 'held_at', 'released_at', 'withheld_at'])
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SPEAK_UP_ADMIN_LIST)
    .execute();
  return {
    paused_at: await pausedSince(db),
    last_hour: await sentSince(db, new Date(now.getTime() - HOUR_MS)),
    last_day: await sentSince(db, new Date(now.getTime() - 24 * HOUR_MS)),
    held: await heldCount(db),
    messages: rows.map((row) => ({
      id: row.id,
      meeting_id: row.meeting_id,
      item_number: row.item_number,
      item_title: row.item_title,
      stance: speakUpStanceSchema.parse(row.stance),
      recipients: parseJsonList(row.recipients).length,
      subject: row.subject,
      body: row.body,
      sent_at: row.sent_at,
      delivery: deliveryOf(row),
    })),
  };
}
