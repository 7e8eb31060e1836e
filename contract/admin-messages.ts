/**
 * Messages the clerk's tools write themselves (a correction's value, an uploaded file), kept apart from the
 * schemas that send them so that field-messages.ts can name them without bringing those schemas into every page.
 */
import { ITEM_RESULTS } from './enums.ts';

/** Written by the correction accept schema (contract/corrections.ts). */
export const CORRECTION_MESSAGES = {
  itemResultClass: `An item's result is one of: ${ITEM_RESULTS.join(', ')}.`,
} as const;

/** Written by the upload route (server/ingest/admin/admin-upload-route.ts). */
export const UPLOAD_MESSAGES = {
  notPdf: 'This file is not a PDF. Choose the minutes or agenda PDF.',
  empty: 'This file is empty.',
  restarting: 'The server is restarting: upload the file again in a minute.',
} as const;
