/** Admins' corrections outlive re-ingestion: re-applied to a saved meeting before anyone can read it rewritten. */
import { registerMeetingSavedStep } from '../meetings/record-steps.ts';
import { applyRecordCorrections } from './apply-corrections.ts';
import { meetingKeyOf } from './record-targets.ts';

export function registerCorrectionsRecordStep(): void {
  registerMeetingSavedStep('corrections', {
    order: 30,
    run: async ({ trx, meetingId, row }) => {
      await applyRecordCorrections(trx, meetingId, meetingKeyOf(row));
    },
  });
}
