/** The built-in sample organizations say they are samples and can never pass for the city's records. */
import { describe, expect, it } from 'vitest';
import { SAMPLE_ORGANIZATIONS } from './sample-organizations.ts';

describe('SAMPLE_ORGANIZATIONS', () => {
  it('are six organizations named and described as samples, never verified, with ids no record has', () => {
    expect(SAMPLE_ORGANIZATIONS).toHaveLength(6);
    for (const organization of SAMPLE_ORGANIZATIONS) {
      expect(organization.name).toMatch(/^Sample /);
      expect(organization.slug).toMatch(/^sample-/);
      expect(organization.description).toContain('It is not a real organization');
      expect(organization.is_verified).toBe(false);
      expect(organization.website_url).toBeNull();
      expect(organization.id).toBeLessThan(0);
    }
    expect(new Set(SAMPLE_ORGANIZATIONS.map((o) => o.slug)).size).toBe(6);
  });
});
