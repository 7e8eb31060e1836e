/**
 * What every change to the record sets going, for a process that builds no app (`npm run ingest`, `npm run sync`):
 * the same record-change hooks the server and the worker register through their domains, so a change written by
 * hand queues the same export rebuild and tells the same residents (issue 50: after `npm run ingest` the export
 * stayed 39 meetings behind, its rebuild hook living only in the server). The jobs land in the one job table;
 * the server or the worker runs them.
 */
import type { CityContext } from '#city/context.ts';
import { alertsOnRecordChange } from './alerts/jobs/alert-jobs.ts';
import type { AppConfig } from './config.ts';
import type { AppDatabase } from './db/database.ts';
import { scheduleExportRebuild } from './exports/export-rebuild.ts';
import { onRecordChange } from './meetings/record-changes.ts';
import { speakUpOnRecordChange } from './speak-up/speak-up-closures.ts';

/** Registers the hooks on `db`; returns a function that removes them. */
export function followRecordChanges(db: AppDatabase, config: Pick<AppConfig, 'EXPORTS' | 'PUBLIC_URL'>, city: CityContext): () => void {
  const stops = [
    onRecordChange(db, alertsOnRecordChange()),
    onRecordChange(db, speakUpOnRecordChange(city.config, config.PUBLIC_URL)),
  ];
  if (config.EXPORTS) stops.push(onRecordChange(db, scheduleExportRebuild));
  return () => {
    for (const stop of stops) stop();
  };
}
