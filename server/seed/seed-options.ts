/** What a seed run is given (seed.ts passes it to each part). */
import type { CityContext } from '#city/context.ts';

export interface SeedOptions {
  /** The city to seed: its data folder is read, its clock dates the meetings. */
  city: CityContext;
  now: Date;
  log?: (message: string) => void;
  /** Where ingested minutes PDFs are stored; defaults to DATA_DIR (as the server resolves it). */
  dataDir?: string;
  /**
   * Also ingest the real minutes bundled in the city's data folder (city/<id>/data/minutes) (the first start does). Off by default so tests
   * that read the hand-made JSON meetings keep a small, fixed data set.
   */
  ingestMinutes?: boolean;
  /** Also seed the invented upcoming meetings, marked as demo (the DEMO_MEETINGS setting); off by default. */
  demoMeetings?: boolean;
}
