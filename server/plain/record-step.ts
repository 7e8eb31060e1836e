/** A saved meeting's Spanish search text, from its items and tallies as just written (db/search-spanish.ts). */
import { registerMeetingSavedStep } from '../meetings/record-steps.ts';
import { indexMeetingSpanishText, meetingSpanishText } from '../db/search-spanish.ts';

export function registerSpanishTextRecordStep(): void {
  registerMeetingSavedStep('spanish-search-text', {
    order: 50,
    run: async ({ trx, meetingId, city }) => {
      await indexMeetingSpanishText(trx, meetingId, await meetingSpanishText(trx, city, meetingId));
    },
  });
}
