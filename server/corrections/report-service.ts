/**
 * The review queue: readers file reports; an admin dismisses one, or accepts it with a correction that is
 * stored as an override and applied to the record at once (and again after every later save of the meeting).
 */
import type { Kysely } from 'kysely';
import {
  type AcceptReportInput,
  type AdminReportsQuery,
  type AdminReportsResponse,
  CORRECTION_TARGET,
  type CreateErrorReportInput,
  type ErrorReport,
  type ReportStatus,
  type ReportTarget,
} from '#contract/corrections.ts';
import type { Database } from '../db/schema.ts';
import { t } from '../i18n.ts';
import { AppError, fieldError, notFound } from '../lib/app-error.ts';
import { bumpMeetingsVersion } from '../meetings/meetings-version.ts';
import { noteRecordChange } from '../meetings/record-changes.ts';
import { applyRecordCorrections } from './apply-corrections.ts';
import { correctionsWithMeeting, presentCorrection } from './correction-reads.ts';
import { type CorrectionTarget, findItem, loadRecordShape, locateTarget, meetingKeyOf } from './record-targets.ts';
import { meetingsIncludingDemo } from '../meetings/public-record.ts';

/** Files a reader's report after checking that the item or vote it names exists. */
export async function createReport(db: Kysely<Database>, input: CreateErrorReportInput, now: Date): Promise<{ id: number; status: ReportStatus }> {
  const meeting = await db.selectFrom(meetingsIncludingDemo(db)).select('id').where('id', '=', input.meeting_id).executeTakeFirst();
  if (!meeting) throw notFound('meeting');
  let itemNumber: string | null = null;
  let votePosition: number | null = null;
  if (input.target === 'item' || input.target === 'vote') {
    const shape = await loadRecordShape(db, meeting.id);
    if (input.target === 'item') {
      const item = findItem(shape, input.item_number);
      if (!item) throw fieldError('item_number', 'not_found', t('corrections.item_not_found'));
      itemNumber = item.item_number;
    } else {
      const vote = shape.votes.find((v) => v.position === input.vote_position);
      if (!vote) throw fieldError('vote_position', 'not_found', t('corrections.vote_not_found'));
      votePosition = vote.position;
      itemNumber = vote.item_number;
    }
  }
  const at = now.toISOString();
  const row = await db
    .insertInto('error_reports')
    .values({
      meeting_id: meeting.id,
      target: input.target,
      item_number: itemNumber,
      vote_position: votePosition,
      message: input.message,
      email: input.email ?? null,
      status: 'open',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, status: 'open' };
}

function reportsWithMeeting(db: Kysely<Database>) {
  return db
    .selectFrom('error_reports')
    .innerJoin(meetingsIncludingDemo(db), 'meetings.id', 'error_reports.meeting_id')
    .select([
      'error_reports.id',
      'error_reports.meeting_id',
      'meetings.title as meeting_title',
      'meetings.meeting_date',
      'error_reports.target',
      'error_reports.item_number',
      'error_reports.vote_position',
      'error_reports.message',
      'error_reports.email',
      'error_reports.status',
      'error_reports.created_at',
      'error_reports.resolved_at',
    ]);
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportsWithMeeting>['executeTakeFirstOrThrow']>>;

async function presentReports(db: Kysely<Database>, rows: ReportRow[]): Promise<ErrorReport[]> {
  const ids = rows.map((r) => r.id);
  const corrections = ids.length
    ? await correctionsWithMeeting(db).select('record_corrections.report_id').where('record_corrections.report_id', 'in', ids).execute()
    : [];
  const byReport = new Map(corrections.map((c) => [c.report_id, presentCorrection(c)]));
  return rows.map((r) => ({
    ...r,
    target: r.target as ReportTarget,
    status: r.status as ReportStatus,
    correction: byReport.get(r.id) ?? null,
  }));
}

/** The queue: open reports oldest first (worked in order); reviewed ones newest first. */
export async function listReports(db: Kysely<Database>, query: AdminReportsQuery): Promise<AdminReportsResponse> {
  const filtered = query.status === 'all' ? reportsWithMeeting(db) : reportsWithMeeting(db).where('error_reports.status', '=', query.status);
  const direction = query.status === 'open' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    filtered.orderBy('error_reports.id', direction).limit(query.limit).offset(query.skip).execute(),
    (query.status === 'all' ? db.selectFrom('error_reports') : db.selectFrom('error_reports').where('status', '=', query.status))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { items: await presentReports(db, rows), total: Number(total?.n ?? 0) };
}

async function getReport(db: Kysely<Database>, id: number): Promise<ErrorReport> {
  const row = await reportsWithMeeting(db).where('error_reports.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('report');
  return (await presentReports(db, [row]))[0]!;
}

/** Moves an open report to `status`; 404 when there is none, 409 when it was reviewed already. */
async function closeReport(db: Kysely<Database>, id: number, status: ReportStatus, adminId: number, at: string) {
  const result = await db
    .updateTable('error_reports')
    .set({ status, resolved_at: at, resolved_by: adminId, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const exists = await db.selectFrom('error_reports').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw notFound('report');
  throw new AppError(409, 'conflict', { message: t('corrections.already_reviewed') });
}

export async function dismissReport(db: Kysely<Database>, id: number, adminId: number, now: Date): Promise<ErrorReport> {
  await closeReport(db, id, 'dismissed', adminId, now.toISOString());
  return getReport(db, id);
}

/**
 * Accepts a report with a correction of one field: records the old value, stores the override and applies it,
 * all in one transaction (a refused correction leaves the report open).
 */
export async function acceptReport(
  db: Kysely<Database>,
  id: number,
  input: AcceptReportInput,
  adminId: number,
  now: Date,
): Promise<ErrorReport> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await closeReport(trx, id, 'accepted', adminId, at);
    const report = await trx.selectFrom('error_reports').select(['meeting_id', 'item_number', 'vote_position']).where('id', '=', id).executeTakeFirstOrThrow();
    const meeting = await trx
      .selectFrom(meetingsIncludingDemo(trx))
      .select(['id', 'source_file', 'meeting_date', 'meeting_type'])
      .where('id', '=', report.meeting_id)
      .executeTakeFirstOrThrow();
    const shape = await loadRecordShape(trx, meeting.id);
    const target: CorrectionTarget = { field: input.field, item_number: null, vote_position: null, councilor: input.councilor ?? null };
    const kind = CORRECTION_TARGET[input.field];
    if (kind === 'item') {
      target.item_number = input.item_number ?? report.item_number;
      if (!target.item_number) throw fieldError('item_number', 'required', t('corrections.target_required'));
    } else if (kind === 'vote') {
      const position = input.vote_position ?? report.vote_position;
      if (position === null) throw fieldError('vote_position', 'required', t('corrections.target_required'));
      // The admin picks the vote by its place on the page; what it was about is read from the record.
      const vote = shape.votes.find((v) => v.position === position);
      if (!vote) throw fieldError('vote_position', 'not_found', t('corrections.vote_not_found'));
      target.vote_position = vote.position;
      target.item_number = vote.item_number;
    }
    const located = await locateTarget(trx, meeting.id, shape, target);
    if (!located) {
      if (kind === 'item') throw fieldError('item_number', 'not_found', t('corrections.item_not_found'));
      throw fieldError('councilor', 'not_found', t('corrections.councilor_not_found'));
    }
    if (located.value === input.new_value) throw fieldError('new_value', 'unchanged', t('corrections.unchanged'));
    const key = meetingKeyOf(meeting);
    await trx
      .insertInto('record_corrections')
      .values({
        meeting_key: key,
        meeting_id: meeting.id,
        target: kind,
        item_number: target.item_number,
        vote_position: target.vote_position,
        councilor: input.field === 'councilor_vote' ? target.councilor : null,
        field: input.field,
        old_value: located.value,
        new_value: input.new_value,
        note: input.note,
        applied: 0,
        created_at: at,
        created_by: adminId,
        report_id: id,
      })
      .execute();
    await applyRecordCorrections(trx, meeting.id, key);
    await noteRecordChange(db, now, trx);
  });
  bumpMeetingsVersion();
  return getReport(db, id);
}
