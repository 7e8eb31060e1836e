/**
 * A grid city's house numbers as coordinates: "8621 E." is so far east of the zero line, "2100 S." so far south.
 * Read from the city's own address points rather than assumed (the blocks are not the same size everywhere: a mile
 * is 1,000 numbers north-south and about 1,600 east-west in the outer city), as a monotone piecewise-linear curve
 * through the medians of small bands of numbers, so a few badly placed points do not bend it.
 */
export interface GridObservation {
  /** A signed house number along one axis (east and north positive). */
  number: number;
  /** The coordinate seen there (longitude for east-west numbers, latitude for north-south ones). */
  coordinate: number;
}

export interface GridCurve {
  /** The coordinate a signed house number falls on. */
  at(number: number): number;
  /** The span of numbers the curve was read from; outside it the curve is extended in a straight line. */
  readonly from: number;
  readonly to: number;
}

const BAND = 400;
const MIN_PER_BAND = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The curve through the observations; null when fewer than two bands hold enough of them. */
export function fitGridCurve(observations: GridObservation[]): GridCurve | null {
  const bands = new Map<number, GridObservation[]>();
  for (const observation of observations) {
    const band = Math.floor(observation.number / BAND);
    bands.set(band, [...(bands.get(band) ?? []), observation]);
  }
  const knots = [...bands.values()]
    .filter((members) => members.length >= MIN_PER_BAND)
    .map((members) => ({ number: median(members.map((m) => m.number)), coordinate: median(members.map((m) => m.coordinate)) }))
    .sort((a, b) => a.number - b.number);
  const monotone = keepMonotone(knots);
  if (monotone.length < 2) return null;

  const first = monotone[0]!;
  const last = monotone.at(-1)!;
  const overall = (last.coordinate - first.coordinate) / (last.number - first.number);
  return {
    from: first.number,
    to: last.number,
    at(number) {
      if (number <= first.number) return first.coordinate + (number - first.number) * overall;
      if (number >= last.number) return last.coordinate + (number - last.number) * overall;
      const upper = monotone.findIndex((knot) => knot.number >= number);
      const a = monotone[upper - 1]!;
      const b = monotone[upper]!;
      return a.coordinate + ((number - a.number) / (b.number - a.number)) * (b.coordinate - a.coordinate);
    },
  };
}

/**
 * Drops the knots that go against the grid's direction (a band whose median was pulled by misplaced points), so
 * the curve never sends a larger number back towards the zero line. The direction is the majority's.
 */
function keepMonotone(knots: GridObservation[]): GridObservation[] {
  if (knots.length < 2) return knots;
  const rising = knots.at(-1)!.coordinate >= knots[0]!.coordinate;
  const kept: GridObservation[] = [knots[0]!];
  for (const knot of knots.slice(1)) {
    const previous = kept.at(-1)!;
    if (rising ? knot.coordinate > previous.coordinate : knot.coordinate < previous.coordinate) kept.push(knot);
  }
  return kept;
}
