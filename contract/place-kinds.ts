/**
 * The lists behind the places contract (contract/places.ts), without the validator: pages import these to draw
 * their choices, so the validator stays out of their bundles.
 */
export const PLACE_KINDS = ['address', 'corner', 'subdivision', 'case', 'district_tag'] as const;
export const PLACE_METHODS = ['address_point', 'interpolated', 'street_grid', 'intersection'] as const;

/** The results /map can filter on: decided one way or another, or not decided yet. */
export const MAP_RESULTS = ['passed', 'failed', 'continued', 'undecided'] as const;
