/**
 * Colours and text of the vote charts. Marks are dark enough against white for WCAG 1.4.11 (3:1 for graphics;
 * these pass 4.5:1 too), and no chart tells two things apart by colour alone: series differ in line style and
 * marker shape, and every heat-map cell prints its number.
 */
export const CHART = {
  /** Bars and the first series: the app's primary blue (10.4:1 on white). */
  primary: '#1e3a8a',
  /** The second series: amber 700 (5.0:1 on white). */
  secondary: '#b45309',
  axis: '#4a5568',
  grid: '#d5dae3',
  text: '#1a2230',
  fontSize: 12,
} as const;

/**
 * The heat map's five steps of agreement (0-19%, 20-39%, ... 80-100%), pale to dark blue, each with the text
 * colour that reads on it: dark text on the three pale steps (14.2, 10.6 and 6.6:1), white on the two dark ones
 * (5.3 and 10.4:1). Steps instead of a continuous ramp, because a mid-blue has no text colour with 4.5:1.
 */
export const HEAT_STEPS = [
  { fill: '#eef1f6', text: CHART.text },
  { fill: '#c7d2ee', text: CHART.text },
  { fill: '#93a6dc', text: CHART.text },
  { fill: '#4c67b8', text: '#ffffff' },
  { fill: '#1e3a8a', text: '#ffffff' },
] as const;

/** The step of a share 0..1. */
export function heatStep(share: number): (typeof HEAT_STEPS)[number] {
  return HEAT_STEPS[Math.min(HEAT_STEPS.length - 1, Math.floor(Math.max(0, share) * HEAT_STEPS.length))]!;
}

/** A share as a whole percent for a chart label ("83%"). */
export const percentLabel = (share: number) => `${Math.round(share * 100)}%`;
