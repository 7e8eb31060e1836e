import { describe, expect, it } from 'vitest';
import type { AppliedCorrection } from '#contract/corrections.ts';
import { i18next } from '#web/lib/i18n.ts';
import { formerValue } from './corrections.ts';

const correction = (field: AppliedCorrection['field'], old_value: string | null): AppliedCorrection => ({
  id: 1,
  field,
  agenda_item_id: 4,
  voting_record_id: null,
  councilor: null,
  old_value,
  new_value: 'referred',
  note: 'Page 4.',
  corrected_at: '2026-01-01T00:00:00.000Z',
});

describe('formerValue', () => {
  it("words an item's former result class, and keeps older free text as it was", async () => {
    await i18next.loadNamespaces('meetings');
    const t = i18next.getFixedT('en', 'meetings');
    expect(formerValue(t, correction('item_vote_result', 'passed'))).toBe('Passed');
    expect(formerValue(t, correction('item_vote_result', 'pulled'))).toBe('Pulled');
    expect(formerValue(t, correction('item_vote_result', '8-0'))).toBe('8-0');
    expect(formerValue(t, correction('item_vote_result', null))).toBe(t('corrections.nothing'));
  });
});
