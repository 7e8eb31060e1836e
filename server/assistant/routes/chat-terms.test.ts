/**
 * The assistant names the council as it sits on the day it is asked (issue 37): a councilor whose term has a known
 * end still ahead is the sitting councilor, one whose term ended is former. Seeded deployment, offline engine,
 * the app's clock at TEST_NOW (2026-11-18).
 */
import { describe, expect, it } from 'vitest';
import type { ChatResponse } from '#contract/chat.ts';
import { seededChatApp } from '../../test/chat-app.ts';

const seeded = seededChatApp();

const ask = (message: string): Promise<ChatResponse> => seeded.chat({ message });

const setDistrict4TermEnd = (termEnd: string | null) =>
  seeded.ctx.db.updateTable('officials').set({ term_end: termEnd }).where('district', '=', 4).execute();

describe('the council on the day of the question', () => {
  it('takes a councilor whose term ends after today for the sitting councilor', async () => {
    await setDistrict4TermEnd('2026-12-07');
    const body = await ask('Who is councilor Bellis?');
    expect(body.response).not.toMatch(/no longer holds the seat/);
    expect(body.response).toMatch(/District 4/);
    expect(body.sources.map((s) => s.url)).toContain('/councilors/4');
  });

  it('takes one whose term ended before today for a former councilor', async () => {
    await setDistrict4TermEnd('2026-11-02');
    const body = await ask('Who is councilor Bellis?');
    expect(body.response).toMatch(/\*\*Bellis\*\* for District 4, who no longer holds the seat/);
  });
});
