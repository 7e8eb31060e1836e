import { describe, expect, it } from 'vitest';
import { conflictFile, type DistrictComparison } from './district-agreement.ts';

type Disagreement = DistrictComparison['disagreements'][number];

const disagreement = (text: string, method: string, precisionMeters: number, lineMeters: number): Disagreement => ({
  source: `${text}.pdf`, text, tagged: [1], polygon: 4, method, lat: 36.15, lng: -95.97, precisionMeters, lineMeters,
});

const comparison = (disagreements: Disagreement[]): DistrictComparison => ({
  compared: disagreements.length, agree: 0, unplaced: 0, movedToSide: 0, withheld: [], disagreements,
});

describe('the conflicts the district finder is told of', () => {
  it('keeps places found from the city\'s points, and grid places further from the line than they may be off', () => {
    const file = conflictFile(comparison([
      disagreement('100 A St.', 'address_point', 25, 5),
      disagreement('200 B St.', 'interpolated', 70, 10),
      disagreement('300 C St.', 'street_grid', 144, 270),
    ]));
    expect(file.map((c) => c.address)).toEqual(['100 A St.', '200 B St.', '300 C St.']);
  });

  it('leaves out a grid guess near a district line, corners, and places outside every district', () => {
    const file = conflictFile(comparison([
      { ...disagreement('9600 G Pkwy.', 'interpolated', 605, 107), polygon: null },
      disagreement('400 D St.', 'street_grid', 133, 35),
      disagreement('NE/c of E St. and F Ave.', 'intersection', 120, 500),
    ]));
    expect(file).toEqual([]);
  });
});
