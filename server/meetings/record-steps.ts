/**
 * "A meeting was saved": the steps other domains register to run inside `saveMeeting`'s transaction, after the
 * meeting, its items and its roll calls are written and before the transaction commits (a failed step rolls the
 * whole save back, so nobody ever reads a half-derived record). The record imports none of them: each domain names
 * its own step (corrections, places, roll-call tallies, search, Spanish search text) and a process registers them
 * before its first save (server/record-steps-standard.ts: the app build, the CLIs, the evals, the test setup).
 *
 * Steps run in the order of their `order` number, never in the order they were registered, so two processes that
 * register the same steps differently still derive the same record. Registering a name again replaces its step.
 */
import type { Transaction } from 'kysely';
import type { CityContext } from '#city/context.ts';
import type { Database } from '../db/schema.ts';
import type { MeetingInput } from './meeting-input.ts';

/** What was saved: the input as given, the ids of its agenda items (in the input's order), the key of its row. */
export interface SavedMeeting {
  trx: Transaction<Database>;
  meetingId: number;
  input: MeetingInput;
  /** The id of each of `input.agenda_items`, at the same index. */
  itemIds: number[];
  /** The row's identity across re-ingestion (the columns a correction is keyed on). */
  row: { source_file: string | null; meeting_date: string; meeting_type: string };
  city: CityContext;
  now: Date;
}

export interface MeetingSavedStep {
  /** Lower numbers run first; the standard steps use 10, 20, ... so another can be put between two of them. */
  order: number;
  run: (saved: SavedMeeting) => Promise<void>;
}

const steps = new Map<string, MeetingSavedStep>();

/** Registers (or replaces) the step under `name`; returns a function that removes it (tests use it). */
export function registerMeetingSavedStep(name: string, step: MeetingSavedStep): () => void {
  steps.set(name, step);
  return () => {
    if (steps.get(name) === step) steps.delete(name);
  };
}

/** The registered steps' names, in the order they run (for tests and the start-up log). */
export function meetingSavedStepNames(): string[] {
  return orderedSteps().map(([name]) => name);
}

/** Runs every registered step; refuses to save into a process that registered none (it would skip corrections). */
export async function runMeetingSavedSteps(saved: SavedMeeting): Promise<void> {
  if (steps.size === 0) {
    throw new Error('saveMeeting: no "meeting saved" steps are registered; call registerStandardRecordSteps() (server/record-steps-standard.ts) at start-up');
  }
  for (const [, step] of orderedSteps()) await step.run(saved);
}

function orderedSteps(): [string, MeetingSavedStep][] {
  return [...steps.entries()].sort(([a, x], [b, y]) => x.order - y.order || a.localeCompare(b));
}
