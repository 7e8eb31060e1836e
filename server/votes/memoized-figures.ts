/**
 * The whole-council answers behind the memo of analytics-cache.ts, one key per question, so the JSON routes and
 * their CSV twins share one computation.
 */
import type { AgreementMatrix, CouncilorFigures, PeriodQuery, RollCallCouncilor } from '../../contract/votes.ts';
import type { AppDatabase } from '../db/database.ts';
import { getAgreementMatrix } from './agreement.ts';
import { memoized } from './analytics-cache.ts';
import { getCouncilorFigures, listRollCallCouncilors } from './councilor-figures.ts';

export function rollCallCouncilors(db: AppDatabase): Promise<RollCallCouncilor[]> {
  return memoized(db, 'councilors', () => listRollCallCouncilors(db));
}

export function agreementMatrix(db: AppDatabase, period: PeriodQuery, timeZone: string): Promise<AgreementMatrix> {
  return memoized(db, `agreement:${period.from ?? ''}:${period.to ?? ''}`, () =>
    rollCallCouncilors(db).then((councilors) => getAgreementMatrix(db, period, timeZone, councilors)),
  );
}

/** A councilor's figures, or undefined for a name on no roll call of a real meeting. */
export function councilorFigures(db: AppDatabase, name: string, period: PeriodQuery, timeZone: string): Promise<CouncilorFigures | undefined> {
  return memoized(db, `figures:${JSON.stringify([name, period.from, period.to])}`, () => getCouncilorFigures(db, name, period, timeZone));
}
