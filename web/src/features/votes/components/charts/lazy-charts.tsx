/**
 * The vote charts, loaded on demand: the charting library (visx) is fetched only when a vote page draws a
 * chart, in its own chunk, never with the app's entry. Until it arrives the table and sentence stand alone.
 */
import { type ComponentProps, lazy, Suspense } from 'react';

const SplitShareChartLazy = lazy(() => import('./split-share-chart.tsx').then((m) => ({ default: m.SplitShareChart })));
const CouncilorTrendChartLazy = lazy(() => import('./councilor-trend-chart.tsx').then((m) => ({ default: m.CouncilorTrendChart })));
const AgreementHeatmapLazy = lazy(() => import('./agreement-heatmap.tsx').then((m) => ({ default: m.AgreementHeatmap })));

export function SplitShareChart(props: ComponentProps<typeof SplitShareChartLazy>) {
  return (
    <Suspense fallback={null}>
      <SplitShareChartLazy {...props} />
    </Suspense>
  );
}

export function CouncilorTrendChart(props: ComponentProps<typeof CouncilorTrendChartLazy>) {
  return (
    <Suspense fallback={null}>
      <CouncilorTrendChartLazy {...props} />
    </Suspense>
  );
}

export function AgreementHeatmap(props: ComponentProps<typeof AgreementHeatmapLazy>) {
  return (
    <Suspense fallback={null}>
      <AgreementHeatmapLazy {...props} />
    </Suspense>
  );
}
