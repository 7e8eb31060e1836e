/** The share of roll calls that were split, per year, as bars labelled with their percent (visx). */
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { SplitShareResponse } from '#contract/votes.ts';
import { ShareAxis, YearAxis } from './chart-axes.tsx';
import { ChartFrame } from './chart-frame.tsx';
import { CHART, percentLabel } from './chart-style.ts';

const HEIGHT = 220;
const MARGIN = { top: 20, right: 8, bottom: 28, left: 40 };

export function SplitShareChart({ items }: { items: SplitShareResponse['items'] }) {
  return (
    <ChartFrame>
      {(width) => {
        const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
        const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
        const x = scaleBand<number>({ domain: items.map((i) => i.year), range: [0, innerWidth], padding: 0.25 });
        // At least to 50%, so a council that rarely splits still shows small bars as small.
        const top = Math.max(0.5, ...items.map((i) => i.share));
        const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
        // On a phone, label every other year when the years crowd each other.
        const every = x.bandwidth() < 28 ? Math.ceil(28 / Math.max(1, x.step())) : 1;
        return (
          <svg width={width} height={HEIGHT}>
            <Group left={MARGIN.left} top={MARGIN.top}>
              {y.ticks(4).map((tick) => (
                <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke={CHART.grid} />
              ))}
              {items.map((item) => {
                const barX = x(item.year) ?? 0;
                const barY = y(item.share);
                return (
                  <g key={item.year}>
                    <Bar x={barX} y={barY} width={x.bandwidth()} height={innerHeight - barY} fill={CHART.primary} />
                    {x.bandwidth() >= 24 && (
                      <text x={barX + x.bandwidth() / 2} y={barY - 4} textAnchor="middle" fontSize={CHART.fontSize} fill={CHART.text}>
                        {percentLabel(item.share)}
                      </text>
                    )}
                  </g>
                );
              })}
              <ShareAxis ticks={y.ticks(4)} y={y} />
              <YearAxis
                top={innerHeight}
                width={innerWidth}
                years={items.map((i) => i.year).filter((_, index) => index % every === 0)}
                x={(year) => (x(year) ?? 0) + x.bandwidth() / 2}
              />
            </Group>
          </svg>
        );
      }}
    </ChartFrame>
  );
}
