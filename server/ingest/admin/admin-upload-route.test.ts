/**
 * Uploading a minutes or agenda PDF by hand, through the real app on a real database: an admin's upload creates
 * the meeting, the same bytes again are "unchanged", a file that is no PDF or is empty is a 400 on `file`, one
 * over the limit a 413 naming it, an unreadable PDF a "failed" result with its reason; residents are refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PDF_BYTES, type UploadPdfResult } from '#contract/ingest.ts';
import { bearer, registerAndLogin, type TestAccount } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const MINUTES = '24-1158-1_2024-12-04_4PM_Minutes.pdf';
const minutes = fs.readFileSync(path.join(import.meta.dirname, '../../../city/tulsa/data/minutes', MINUTES));
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../fixtures', name));

let ctx: TestApp;
let admin: TestAccount;
let resident: TestAccount;

function upload(body: Buffer, name = MINUTES, token = admin.token, type = 'application/pdf') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/ingest/upload?name=${encodeURIComponent(name)}`,
    headers: { ...bearer(token), 'content-type': type },
    payload: body,
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await registerAndLogin(ctx.app);
  await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  resident = await registerAndLogin(ctx.app);
});
afterAll(() => ctx.close());

describe('POST /api/v1/admin/ingest/upload', () => {
  it('creates the meeting from the minutes, then finds the same bytes unchanged', async () => {
    const first = await upload(minutes);
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json<UploadPdfResult>();
    expect(created).toMatchObject({ file: MINUTES, status: 'created', code: null, reason: null });
    expect(created.items).toBeGreaterThan(0);
    const meeting = await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/${created.meeting_id}` });
    expect(meeting.statusCode).toBe(200);
    expect(meeting.json().meeting_date).toMatch(/^2024-12-04/);

    const again = await upload(minutes);
    expect(again.json<UploadPdfResult>()).toMatchObject({ status: 'unchanged', meeting_id: created.meeting_id });
  });

  it('refuses a file that is no PDF, or is empty, on the file field', async () => {
    for (const [body, message] of [
      [fixture('html-error-page.pdf'), 'This file is not a PDF. Choose the minutes or agenda PDF.'],
      [Buffer.from('8-0 passed'), 'This file is not a PDF. Choose the minutes or agenda PDF.'],
      [Buffer.alloc(0), 'This file is empty.'],
    ] as const) {
      const res = await upload(body, 'notes.pdf');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details).toEqual([expect.objectContaining({ field: 'file', message })]);
    }
  });

  it('says why a PDF it cannot read failed', async () => {
    const res = await upload(fixture('encrypted.pdf'), 'encrypted.pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UploadPdfResult>()).toMatchObject({ status: 'failed', meeting_id: null, code: 'encrypted', reason: expect.any(String) });
  });

  it('refuses a file over the limit with a 413 that names it', async () => {
    const res = await upload(Buffer.alloc(MAX_PDF_BYTES + 1, 0x20), 'huge.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'payload_too_large', message: 'The request is too large (the limit is 100 MB).' });
  });

  it('refuses a bad file name and a resident', async () => {
    const badName = await upload(minutes, '../etc/passwd');
    expect(badName.statusCode).toBe(400);
    expect(badName.json().error.details.map((d: { field: string }) => d.field)).toContain('name');
    expect((await upload(minutes, MINUTES, resident.token)).statusCode).toBe(403);
  });
});
