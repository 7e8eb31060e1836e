/**
 * Test data builders shared by unit, API and browser tests. Each takes overrides and fills the rest with
 * realistic values, writing through the same repositories and endpoints the app uses.
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import type { AppDatabase } from '../db/database.ts';
import { type MeetingInput, saveMeeting } from '../meetings/meeting-store.ts';

/** The city the meetings' item places are put on the map of: the default one, which the test apps serve. */
const MEETINGS_CITY = cityContext(DEFAULT_CITY_ID);

let sequence = 0;
const next = () => ++sequence;

/** A completed regular council meeting with a real summary, so it passes the listing rule. */
export function meetingInput(overrides: Partial<MeetingInput> = {}): MeetingInput {
  const n = next();
  return {
    title: `Regular Council Meeting ${n}`,
    description: 'Regular meeting of the Tulsa City Council.',
    meeting_date: '2024-10-23T22:00:00.000Z',
    location: 'City Council Chambers, 175 E. 2nd St.',
    meeting_type: 'regular_council',
    status: 'completed',
    summary: 'The Council approved the consent agenda and discussed street maintenance funding.',
    detailed_summary: null,
    keywords: ['street maintenance', 'consent agenda'],
    topics: ['infrastructure'],
    document_type: 'minutes',
    source: 'City of Tulsa (cityoftulsa.org)',
    agenda_items: [],
    voting_records: [],
    ...overrides,
  };
}

export async function createMeeting(
  db: AppDatabase,
  overrides: Partial<MeetingInput> = {},
  now = new Date('2026-11-18T20:00:00.000Z'),
): Promise<number> {
  return saveMeeting(db, meetingInput(overrides), { now, city: MEETINGS_CITY });
}

/**
 * Makes the next ingestion of a meeting's PDF a full re-parse, as after a parser change: no checksum of the
 * meeting is known any more, neither its last one nor those it was read from (meeting_sources).
 */
export async function forgetReadChecksums(db: AppDatabase, meetingId: number): Promise<void> {
  await db.updateTable('meetings').set({ source_checksum: null }).where('id', '=', meetingId).execute();
  await db.deleteFrom('meeting_sources').where('meeting_id', '=', meetingId).execute();
}

/** The password of every account the factories create. */
export const RESIDENT_PASSWORD = 'Greenwood-Rising-1921';

export interface CreatedResident { id: number; email: string; username: string; full_name: string; token: string }

/**
 * An account written straight to the database, with a session token (the register endpoint's per-address
 * limit is for people, not tests). `label` names the test in the address and the name, for reading failures.
 */
export async function createResident(
  db: AppDatabase,
  { label = 'resident', fullName, role = 'resident' }: { label?: string; fullName?: string; role?: 'resident' | 'admin' } = {},
): Promise<CreatedResident> {
  const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const now = new Date().toISOString();
  const user = await db
    .insertInto('users')
    .values({
      email: `${label}${id}@example.org`,
      username: `${label}_${id}`,
      full_name: fullName ?? `${label[0]!.toUpperCase()}${label.slice(1)} Tester ${id}`,
      password_hash: await hashPassword(RESIDENT_PASSWORD),
      phone_number: null,
      zip_code: null,
      role,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'email', 'username', 'full_name'])
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db, user.id, { now: new Date(), rememberMe: false });
  return { ...user, token };
}

let registered = 0;

export interface NewResident { email: string; password: string; username: string; full_name: string }

/**
 * Registers an account through the real API of a running server (browser tests). Each comes from its own
 * address (X-Forwarded-For, which the test server trusts as production trusts its proxy): a suite registers
 * more accounts than the per-address limit allows in an hour, and that limit is not what these tests are about.
 */
export async function registerResident(baseUrl: string, resident: NewResident): Promise<Response> {
  registered++;
  return fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${(registered >> 8) & 255}.${registered & 255}` },
    body: JSON.stringify({ ...resident, interests: [] }),
  });
}
