/**
 * The two axes of the vote charts, drawn as plain lines and text: visx's axis components size their labels with
 * an inline `style`, which the server-rendered page carries as a style attribute that the Content Security Policy
 * (`style-src 'self'`) refuses.
 */
import { CHART, percentLabel } from './chart-style.ts';

const TICK = 4;

/** A share axis on the left: 0% at the bottom, a line and a label per tick. */
export function ShareAxis({ ticks, y }: { ticks: number[]; y: (value: number) => number }) {
  const [bottom, top] = [y(0), y(Math.max(...ticks))];
  return (
    <g>
      <line x1={0} x2={0} y1={top} y2={bottom} stroke={CHART.axis} />
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={-TICK} x2={0} y1={y(tick)} y2={y(tick)} stroke={CHART.axis} />
          <text x={-TICK - 2} y={y(tick) + 4} textAnchor="end" fontSize={CHART.fontSize} fill={CHART.text}>
            {percentLabel(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** A year axis along the bottom (`top` is its y), labelling the years given at their x. */
export function YearAxis({ top, width, years, x }: { top: number; width: number; years: number[]; x: (year: number) => number }) {
  return (
    <g>
      <line x1={0} x2={width} y1={top} y2={top} stroke={CHART.axis} />
      {years.map((year) => (
        <g key={year}>
          <line x1={x(year)} x2={x(year)} y1={top} y2={top + TICK} stroke={CHART.axis} />
          <text x={x(year)} y={top + TICK + CHART.fontSize + 2} textAnchor="middle" fontSize={CHART.fontSize} fill={CHART.text}>
            {year}
          </text>
        </g>
      ))}
    </g>
  );
}
