/** The places of a saved meeting's agenda items, put on the city's map as the items are saved. */
import { registerMeetingSavedStep } from '../meetings/record-steps.ts';
import { districtsOnce, itemWording, writeItemPlaces } from './item-places.ts';

export function registerPlacesRecordStep(): void {
  registerMeetingSavedStep('places', {
    order: 10,
    run: async ({ trx, meetingId, input, itemIds, city }) => {
      const districts = districtsOnce(trx);
      for (const [index, item] of (input.agenda_items ?? []).entries()) {
        await writeItemPlaces(trx, { id: itemIds[index]!, meetingId, wording: itemWording(item) }, districts, city);
      }
    },
  });
}
