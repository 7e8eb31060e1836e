/**
 * A councilor's attendance rate and their rate of votes against the majority, per year (visx): two lines told
 * apart by style and marker (solid with circles, dashed with squares) as well as colour, with a legend.
 */
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useTranslation } from 'react-i18next';
import type { CouncilorFigures } from '#contract/votes.ts';
import { ShareAxis, YearAxis } from './chart-axes.tsx';
import { ChartFrame } from './chart-frame.tsx';
import { CHART } from './chart-style.ts';
import styles from './charts.module.css';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 44 };
const MARK = 4;

type Year = CouncilorFigures['by_year'][number];
type Point = { year: number; value: number };

const series = (years: Year[], pick: (y: Year) => number | null): Point[] =>
  years.flatMap((y) => {
    const value = pick(y);
    return value === null ? [] : [{ year: y.year, value }];
  });

function Legend() {
  const { t } = useTranslation('votes');
  return (
    <ul className={styles.legend}>
      <li>
        <svg width={28} height={10}>
          <line x1={0} x2={28} y1={5} y2={5} stroke={CHART.primary} strokeWidth={2} />
          <circle cx={14} cy={5} r={MARK} fill={CHART.primary} />
        </svg>
        {t('charts.attendanceSeries')}
      </li>
      <li>
        <svg width={28} height={10}>
          <line x1={0} x2={28} y1={5} y2={5} stroke={CHART.secondary} strokeWidth={2} strokeDasharray="5 3" />
          <rect x={14 - MARK} y={5 - MARK} width={MARK * 2} height={MARK * 2} fill={CHART.secondary} />
        </svg>
        {t('charts.againstSeries')}
      </li>
    </ul>
  );
}

export function CouncilorTrendChart({ years }: { years: Year[] }) {
  const attendance = series(years, (y) => y.attendance_rate);
  const against = series(years, (y) => y.against_rate);
  return (
    <ChartFrame>
      {(width) => {
        const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
        const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
        const x = scalePoint<number>({ domain: years.map((y) => y.year), range: [0, innerWidth], padding: 0.5 });
        const y = scaleLinear<number>({ domain: [0, 1], range: [innerHeight, 0] });
        const at = (p: Point) => x(p.year) ?? 0;
        const every = Math.ceil(36 / Math.max(1, x.step()));
        return (
          <>
            <Legend />
            <svg width={width} height={HEIGHT}>
              <Group left={MARGIN.left} top={MARGIN.top}>
                {y.ticks(4).map((tick) => (
                  <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke={CHART.grid} />
                ))}
                <LinePath data={attendance} x={at} y={(p) => y(p.value)} stroke={CHART.primary} strokeWidth={2} />
                <LinePath data={against} x={at} y={(p) => y(p.value)} stroke={CHART.secondary} strokeWidth={2} strokeDasharray="5 3" />
                {attendance.map((p) => (
                  <circle key={`a${p.year}`} cx={at(p)} cy={y(p.value)} r={MARK} fill={CHART.primary} />
                ))}
                {against.map((p) => (
                  <rect key={`m${p.year}`} x={at(p) - MARK} y={y(p.value) - MARK} width={MARK * 2} height={MARK * 2} fill={CHART.secondary} />
                ))}
                <ShareAxis ticks={y.ticks(4)} y={y} />
                <YearAxis
                  top={innerHeight}
                  width={innerWidth}
                  years={years.map((yr) => yr.year).filter((_, index) => index % every === 0)}
                  x={(year) => x(year) ?? 0}
                />
              </Group>
            </svg>
          </>
        );
      }}
    </ChartFrame>
  );
}
