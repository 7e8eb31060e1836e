import { describe, expect, it } from 'vitest';
import type { ItemPlace } from '#contract/places.ts';
import { differsFromTag, taggedDistricts } from './map-items.ts';

const tag = (value: string): ItemPlace => ({
  kind: 'district_tag', text: `(CD-${value.replace(',', '/')})`, value, lat: null, lng: null, method: null, precision_meters: null, district: null,
});

describe('the clerk\'s district tag beside the map\'s district', () => {
  it('reads every district a tag names', () => {
    expect(taggedDistricts([tag('4')])).toEqual([4]);
    expect(taggedDistricts([tag('1,4')])).toEqual([1, 4]);
    expect(taggedDistricts([])).toEqual([]);
  });

  it('says they differ only when the map\'s district is not among the tagged ones', () => {
    expect(differsFromTag(1, [4])).toBe(true);
    expect(differsFromTag(4, [1, 4])).toBe(false);
    expect(differsFromTag(1, [1, 4])).toBe(false);
    expect(differsFromTag(null, [4])).toBe(false);
    expect(differsFromTag(4, [])).toBe(false);
  });
});
