/** The tallies the vote analytics read, counted from a saved meeting's roll calls as written and corrected. */
import { registerMeetingSavedStep } from '../meetings/record-steps.ts';
import { refreshRollCallTallies } from '../meetings/roll-call-tallies.ts';

export function registerRollCallTalliesRecordStep(): void {
  registerMeetingSavedStep('roll-call-tallies', {
    order: 40,
    run: async ({ trx, meetingId }) => {
      await refreshRollCallTallies(trx, { meetingId });
    },
  });
}
