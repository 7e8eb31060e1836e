import { z } from 'zod';

/** `/meetings/{id}/items/{itemId}/speak-up/…`: the meeting and one of its items. */
export const speakUpParamsSchema = z.object({ id: z.coerce.number().int().positive(), itemId: z.coerce.number().int().positive() });
