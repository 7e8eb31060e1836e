/** A saved meeting's Spanish search text, from its items and tallies as just written (plain/spanish-search-text.ts). */
import { registerMeetingSavedStep } from '../meetings/record-steps.ts';
import { indexMeetingSpanishText } from '../db/search-spanish.ts';
import { meetingSpanishText } from './spanish-search-text.ts';

export function registerSpanishTextRecordStep(): void {
  registerMeetingSavedStep('spanish-search-text', {
    order: 50,
    run: async ({ trx, meetingId, city }) => {
      await indexMeetingSpanishText(trx, meetingId, await meetingSpanishText(trx, city, meetingId));
    },
  });
}
