/**
 * The standard "a meeting was saved" steps (server/meetings/record-steps.ts), registered together: by the app build,
 * and by every process that saves meetings without an app (`npm run ingest`, `npm run sync`, the seed, the evals,
 * the benches) and by the test setup. Idempotent: registering again replaces each step with itself. With them,
 * the reads a meeting's detail makes of the domains above the record, and the words plain language presents it with.
 */
import { appliedCorrectionsForMeeting } from './corrections/correction-reads.ts';
import { registerCorrectionsRecordStep } from './corrections/record-step.ts';
import { registerMeetingDetailReads } from './meetings/meeting-detail-reads.ts';
import { registerMeetingSavedStep } from './meetings/record-steps.ts';
import { registerRecordWords } from './meetings/record-words.ts';
import { placesOfItems } from './places/place-reads.ts';
import { registerSearchRecordStep } from './meetings/search-record-step.ts';
import { registerPlacesRecordStep } from './places/record-step.ts';
import { meetingInSpanish } from './plain/meeting-in-spanish.ts';
import { plainLineFor } from './plain/plain-line.ts';
import { registerSpanishTextRecordStep } from './plain/record-step.ts';
import { withSpanishSummaries } from './plain/stored-summaries-es.ts';
import { registerRollCallTalliesRecordStep } from './votes/record-step.ts';

export function registerStandardRecordSteps(): void {
  registerPlacesRecordStep();
  registerSearchRecordStep();
  registerCorrectionsRecordStep();
  registerRollCallTalliesRecordStep();
  registerSpanishTextRecordStep(registerMeetingSavedStep);
  // What a meeting's detail shows beside the record (meetings/meeting-detail-reads.ts).
  registerMeetingDetailReads({ correctionsOf: appliedCorrectionsForMeeting, placesOfItems });
  // The words the record is presented with: plain lines and Spanish, in plain language's rules (meetings/record-words.ts).
  registerRecordWords({ plainLine: plainLineFor, meetingInSpanish, withSpanishSummaries });
}
