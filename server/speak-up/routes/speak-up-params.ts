import { z } from 'zod';
import { idParamSchema } from '#contract/common.ts';

/**
 * `/meetings/{id}/items/{itemId}/speak-up/…`: the meeting and one of its items, each id within the database's
 * integer range (a larger one is a 400, never PostgreSQL's overflow as a 500).
 */
export const speakUpParamsSchema = z.object({ id: idParamSchema, itemId: idParamSchema });
