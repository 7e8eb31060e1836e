/**
 * The app the clerk's pause and withhold tests speak up through: a loopback SMTP server, one scheduled meeting with
 * one item (7.a), its District 4 councilor, and a clerk with the admin role. Call it at a test file's top level: it
 * boots in beforeAll and closes in afterAll. Usage: `const speakUp = speakUpTestApp(); ... speakUp.ctx`,
 * `speakUp.itemUrl`, `await speakUp.verifiedResident('ana')`.
 */
import { bootedPerFile } from './booted-per-file.ts';
import { createMeeting, createResident, type CreatedResident } from './factories.ts';
import { type SmtpSink, startSmtpSink } from './peers/smtp-sink.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The District 4 councilor's address: where a message about the item is sent. */
export const SPEAK_UP_COUNCILOR = 'dist4@council.example';

interface Booted {
  ctx: TestApp;
  smtp: SmtpSink;
  meetingId: number;
  itemId: number;
  admin: CreatedResident;
  close(): Promise<void>;
}

async function boot(env: Record<string, string>): Promise<Booted> {
  const smtp = await startSmtpSink();
  const ctx = await createTestApp({ SMTP_URL: smtp.url, ...env });
  const meetingId = await createMeeting(ctx.db, {
    title: 'Regular Council Meeting',
    meeting_date: '2026-11-25T23:00:00.000Z',
    status: 'scheduled',
    agenda_items: [{ item_number: '7.a.', title: 'Resolution adopting the 2027 street maintenance plan', item_type: 'motion' }],
  }, ctx.clock.now());
  const itemId = (await ctx.db.selectFrom('agenda_items').select('id').where('meeting_id', '=', meetingId).executeTakeFirstOrThrow()).id;
  await ctx.db
    .insertInto('officials')
    .values({ name: 'Laura Bellis', position: 'Councilor, District 4', district: 4, email: SPEAK_UP_COUNCILOR, phone: null, term_start: null, term_end: null, ocd_division_id: null })
    .execute();
  const admin = await createResident(ctx.db, { label: 'clerk' });
  await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  return {
    ctx, smtp, meetingId, itemId, admin,
    async close() {
      await ctx.close();
      await smtp.close();
    },
  };
}

export interface SpeakUpTestApp {
  /** The booted app; read it inside tests and hooks, once beforeAll has run. */
  readonly ctx: TestApp;
  /** The loopback SMTP server: what reached the council, the resident's copy and receipt. */
  readonly smtp: SmtpSink;
  readonly meetingId: number;
  readonly itemId: number;
  /** The clerk, with the admin role. */
  readonly admin: CreatedResident;
  /** A resident whose e-mail is verified (speak-up sends only for those). */
  verifiedResident(label: string): Promise<CreatedResident>;
}

/** `env`: settings beside the SMTP server's (e.g. `JOB_CONCURRENCY`). */
export function speakUpTestApp(env: Record<string, string> = {}): SpeakUpTestApp {
  const booted = bootedPerFile('speakUpTestApp', () => boot(env));
  return {
    get ctx() {
      return booted().ctx;
    },
    get smtp() {
      return booted().smtp;
    },
    get meetingId() {
      return booted().meetingId;
    },
    get itemId() {
      return booted().itemId;
    },
    get admin() {
      return booted().admin;
    },
    async verifiedResident(label) {
      const { ctx } = booted();
      const resident = await createResident(ctx.db, { label });
      await ctx.db.updateTable('users').set({ email_verified_at: ctx.clock.now().toISOString() }).where('id', '=', resident.id).execute();
      return resident;
    },
  };
}
