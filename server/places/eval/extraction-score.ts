/**
 * Scoring the places read from items against hand labels (city/<id>/eval/places-labels.json): a read place is
 * right when a label of the same kind names the same words (spacing, case and end punctuation aside) or, for a
 * case number or district tag, the same value.
 */
import { z } from 'zod';
import { extractPlaces, type ExtractedPlace, type PlaceKind } from '../extract-places.ts';

const placeKindSchema = z.enum(['address', 'corner', 'subdivision', 'case', 'district_tag']);

export const placeLabelSchema = z.object({
  id: z.string(),
  text: z.string(),
  heldOut: z.boolean(),
  places: z.array(z.object({ kind: placeKindSchema, text: z.string(), value: z.string().optional() })),
  // which labelling round an item came from ("blind-2026-11" was labelled without seeing the extractor)
  batch: z.string().optional(),
});
export type PlaceLabel = z.infer<typeof placeLabelSchema>;

export interface ExtractionScore {
  items: number;
  labelled: number;
  read: number;
  right: number;
  /** Places read that no label names, and labels no read place matches, for the report. */
  wrong: { id: string; kind: PlaceKind; text: string }[];
  missed: { id: string; kind: PlaceKind; text: string }[];
}

const words = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').replace(/[\s.,;:]+$/, '').trim();

function same(read: ExtractedPlace, label: PlaceLabel['places'][number]): boolean {
  if (read.kind !== label.kind) return false;
  if ((read.kind === 'case' || read.kind === 'district_tag') && label.value) return read.value?.toUpperCase() === label.value.toUpperCase();
  return words(read.text) === words(label.text);
}

export function scoreExtraction(labels: PlaceLabel[]): ExtractionScore {
  const score: ExtractionScore = { items: labels.length, labelled: 0, read: 0, right: 0, wrong: [], missed: [] };
  for (const label of labels) {
    const read = extractPlaces(label.text);
    const unmatched = [...label.places];
    score.labelled += label.places.length;
    score.read += read.length;
    for (const place of read) {
      const at = unmatched.findIndex((l) => same(place, l));
      if (at >= 0) {
        unmatched.splice(at, 1);
        score.right += 1;
      } else score.wrong.push({ id: label.id, kind: place.kind, text: place.text });
    }
    score.missed.push(...unmatched.map((l) => ({ id: label.id, kind: l.kind, text: l.text })));
  }
  return score;
}

export const precision = (s: ExtractionScore) => (s.read ? s.right / s.read : 1);
export const recall = (s: ExtractionScore) => (s.labelled ? s.right / s.labelled : 1);
