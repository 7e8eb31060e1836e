/** A saved meeting's English search text: title, summary, and the body (detailed summary, items, full text). */
import { registerMeetingSavedStep } from './record-steps.ts';
import { indexMeetingText } from '../db/search.ts';

export function registerSearchRecordStep(): void {
  registerMeetingSavedStep('search', {
    order: 20,
    run: async ({ trx, meetingId, input }) => {
      await indexMeetingText(trx, {
        meetingId,
        title: input.title,
        summary: input.summary ?? '',
        body: [
          input.detailed_summary ?? '',
          ...(input.agenda_items ?? []).map((i) => `${i.item_number} ${i.title} ${i.description ?? ''}`),
          input.full_text ?? '',
        ].join('\n'),
      });
    },
  });
}
