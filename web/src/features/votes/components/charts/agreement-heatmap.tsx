/**
 * The agreement matrix as a heat map (visx HeatmapRect): a row and a column per sitting councilor, each cell
 * shaded by the share of split votes the pair voted alike on, in five steps with a legend, and its percent
 * printed in it, so the shade is never the only way to read a cell. Sized to the page: on a phone the cells
 * shrink and the column names are slanted.
 */
import { Group } from '@visx/group';
import { HeatmapRect } from '@visx/heatmap';
import { useTranslation } from 'react-i18next';
import type { AgreementMatrix } from '#contract/votes.ts';
import { comparableShare } from '../../lib/format-share.ts';
import { ChartFrame } from './chart-frame.tsx';
import { CHART, HEAT_STEPS, heatStep, percentLabel } from './chart-style.ts';
import styles from './charts.module.css';

/** A cell: the share of the pair (row, column), or null on the diagonal and for pairs that shared no split vote. */
interface Bin {
  row: string;
  share: number | null;
}

const CHAR_WIDTH = 7;

function Legend() {
  const { t } = useTranslation('votes');
  return (
    <ul className={styles.legend}>
      {HEAT_STEPS.map((step, i) => (
        <li key={step.fill}>
          <svg width={16} height={16}>
            <rect width={16} height={16} fill={step.fill} stroke={CHART.axis} strokeWidth={1} />
          </svg>
          {t('charts.heatStep', { from: i * 20, to: i === HEAT_STEPS.length - 1 ? 100 : i * 20 + 19 })}
        </li>
      ))}
    </ul>
  );
}

export function AgreementHeatmap({ matrix }: { matrix: AgreementMatrix }) {
  const names = matrix.councilors.map((c) => c.name);
  const shareOf = new Map(matrix.pairs.flatMap((p) => [[`${p.a}|${p.b}`, comparableShare(p)] as const, [`${p.b}|${p.a}`, comparableShare(p)] as const]));
  const columns = names.map((column) => ({
    column,
    bins: names.map((row): Bin => ({ row, share: row === column ? null : (shareOf.get(`${row}|${column}`) ?? null) })),
  }));
  const longest = Math.max(...names.map((n) => n.length));
  return (
    <ChartFrame>
      {(width) => {
        const left = Math.min(120, longest * CHAR_WIDTH + 8);
        const cell = Math.max(20, Math.min(52, Math.floor((width - left - 8) / names.length)));
        // Column names are slanted at 45 degrees above the grid, ending at their column and rising to the left
        // (over the row names' margin, never past the right edge): their height is their length times sin 45.
        const top = Math.ceil(longest * CHAR_WIDTH * 0.72) + 8;
        const height = top + cell * names.length + 4;
        const fontSize = cell < 30 ? 10 : CHART.fontSize;
        return (
          <>
            <Legend />
            <svg width={Math.min(width, left + cell * names.length + 8)} height={height}>
              <Group left={left} top={top}>
                {names.map((name, i) => (
                  <text
                    key={`c${name}`}
                    transform={`translate(${i * cell + cell / 2}, -6) rotate(45)`}
                    textAnchor="end"
                    fontSize={CHART.fontSize}
                    fill={CHART.text}
                  >
                    {name}
                  </text>
                ))}
                {names.map((name, i) => (
                  <text key={`r${name}`} x={-6} y={i * cell + cell / 2 + 4} textAnchor="end" fontSize={CHART.fontSize} fill={CHART.text}>
                    {name}
                  </text>
                ))}
                <HeatmapRect<(typeof columns)[number], Bin>
                  data={columns}
                  bins={(c) => c.bins}
                  count={(b) => b.share ?? 0}
                  xScale={(i) => i * cell}
                  yScale={(i) => i * cell}
                  binWidth={cell}
                  binHeight={cell}
                  gap={2}
                >
                  {(grid) =>
                    grid.flat().map((c) => {
                      const share = c.bin.share;
                      const step = share === null ? undefined : heatStep(share);
                      return (
                        <g key={`${c.row}-${c.column}`}>
                          <rect x={c.x} y={c.y} width={c.width} height={c.height} fill={step?.fill ?? '#ffffff'} stroke={step ? 'none' : CHART.grid} />
                          <text x={c.x + c.width / 2} y={c.y + c.height / 2 + fontSize / 3} textAnchor="middle" fontSize={fontSize} fill={step?.text ?? CHART.axis}>
                            {share === null ? '–' : percentLabel(share).replace('%', '')}
                          </text>
                        </g>
                      );
                    })
                  }
                </HeatmapRect>
              </Group>
            </svg>
          </>
        );
      }}
    </ChartFrame>
  );
}
