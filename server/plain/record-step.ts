/** A saved meeting's Spanish search text, from its items and tallies as just written (plain/spanish-search-text.ts). */
import type { Kysely } from 'kysely';
import type { CityContext } from '#city/context.ts';
import type { Database } from '../db/schema.ts';
import { indexMeetingSpanishText } from '../db/search-spanish.ts';
import { meetingSpanishText } from './spanish-search-text.ts';

/**
 * The record's `registerMeetingSavedStep` (meetings/record-steps.ts), passed in by server/record-steps-standard.ts:
 * the record reads plain language's rules to present itself, so plain does not import the record (decision 155).
 */
export type RegisterSavedStep = (
  name: string,
  step: { order: number; run: (saved: { trx: Kysely<Database>; meetingId: number; city: CityContext }) => Promise<void> },
) => unknown;

export function registerSpanishTextRecordStep(register: RegisterSavedStep): void {
  register('spanish-search-text', {
    order: 50,
    run: async ({ trx, meetingId, city }) => {
      await indexMeetingSpanishText(trx, meetingId, await meetingSpanishText(trx, city, meetingId));
    },
  });
}
