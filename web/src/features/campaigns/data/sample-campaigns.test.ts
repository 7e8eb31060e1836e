/** The built-in sample campaigns say they are samples and can never be sent to the API as real records. */
import { describe, expect, it } from 'vitest';
import { SAMPLE_CAMPAIGNS } from './sample-campaigns.ts';

describe('SAMPLE_CAMPAIGNS', () => {
  it('are six campaigns described as samples, with no members and ids no record has', () => {
    expect(SAMPLE_CAMPAIGNS).toHaveLength(6);
    for (const campaign of SAMPLE_CAMPAIGNS) {
      expect(campaign.description).toMatch(/^Sample campaign: /);
      expect(campaign.member_count).toBe(0);
      expect(campaign.is_member).toBe(false);
      expect(campaign.id).toBeLessThan(0);
    }
  });
});
