/**
 * The whole-council answers behind the memo of analytics-cache.ts, one key per question, so the JSON routes and
 * their CSV twins share one computation.
 */
import type { AgreementMatrix, CouncilorFigures, PeriodQuery, RollCallCouncilor } from '#contract/votes.ts';
import type { AppDatabase } from '../db/database.ts';
import { getAgreementMatrix } from './agreement.ts';
import { memoized, memoizedByRecord } from './analytics-cache.ts';
import { getCouncilorFigures, listRollCallCouncilors } from './councilor-figures.ts';

/** Everyone on a roll call, sitting (on the city-local `day`) or not. */
export function rollCallCouncilors(db: AppDatabase, day: string): Promise<RollCallCouncilor[]> {
  return memoized(db, `councilors:${day}`, () => listRollCallCouncilors(db, day));
}

/** Without a period, the council sitting on `day`; over a period, everyone who answered its roll calls. */
export function agreementMatrix(db: AppDatabase, period: PeriodQuery, timeZone: string, day: string): Promise<AgreementMatrix> {
  const key = period.from || period.to ? `agreement:${period.from ?? ''}:${period.to ?? ''}` : `agreement::${day}`;
  // Kept until the record changes: a council of fifty takes seconds to count (memoizedByRecord).
  return memoizedByRecord(db, key, () => rollCallCouncilors(db, day).then((councilors) => getAgreementMatrix(db, period, timeZone, councilors)));
}

/** A councilor's figures, or undefined for a name on no roll call of a real meeting. */
export function councilorFigures(db: AppDatabase, name: string, period: PeriodQuery, timeZone: string): Promise<CouncilorFigures | undefined> {
  return memoized(db, `figures:${JSON.stringify([name, period.from, period.to])}`, () => getCouncilorFigures(db, name, period, timeZone));
}
