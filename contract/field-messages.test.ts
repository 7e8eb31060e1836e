import { describe, expect, it } from 'vitest';
import { CORRECTION_MESSAGES } from './corrections.ts';
import { FIELD_MESSAGES } from './field-messages.ts';
import { UPLOAD_MESSAGES } from './ingest.ts';

describe('field messages spelled out for the page weight', () => {
  it('are the messages the server sends', () => {
    expect(FIELD_MESSAGES.item_result_class).toBe(CORRECTION_MESSAGES.itemResultClass);
    expect(FIELD_MESSAGES.upload_not_pdf).toBe(UPLOAD_MESSAGES.notPdf);
    expect(FIELD_MESSAGES.upload_empty).toBe(UPLOAD_MESSAGES.empty);
  });
});
