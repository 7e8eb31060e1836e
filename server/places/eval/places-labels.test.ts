/**
 * The hand labels must stay readable by the evaluation: each item parses with the schema and every label is
 * printed word for word in its item (a label the item does not contain could never be matched).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { placeLabelSchema } from './extraction-score.ts';

describe('places labels file', () => {
  it('parses, and every label is a substring of its item', () => {
    const file = cityContext(DEFAULT_CITY_ID).evalFile('places-labels.json');
    const labels = placeLabelSchema.array().parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    expect(labels.length).toBeGreaterThan(0);
    const missing = labels.flatMap((item) =>
      item.places.filter((place) => !item.text.includes(place.text)).map((place) => `${item.id}: ${place.text}`),
    );
    expect(missing).toEqual([]);
    expect(new Set(labels.map((item) => item.id)).size).toBe(labels.length);
  });
});
