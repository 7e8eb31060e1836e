/** The figures `bench:abuse` prints: how many answers, their median, 95th percentile and slowest, in ms. */
export interface Figures { n: number; p50: number; p95: number; max: number }

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;

export function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? 0 };
}

/** "p50 12.0 ms (1.10x)  p95 40.0 ms (2.00x)": each figure and its ratio to the same figure at idle. */
export function withRatios(m: Figures, idle: Figures): string {
  const ratio = (a: number, b: number) => `${(a / Math.max(0.1, b)).toFixed(2)}x`;
  return `n ${String(m.n).padStart(4)}  p50 ${m.p50.toFixed(1).padStart(7)} ms (${ratio(m.p50, idle.p50)})  p95 ${m.p95.toFixed(1).padStart(7)} ms (${ratio(m.p95, idle.p95)})  max ${m.max.toFixed(0).padStart(5)} ms`;
}

/** Every bar the bench holds the server to, met or missed. */
export const bars: { name: string; ok: boolean }[] = [];
export function bar(name: string, ok: boolean): string {
  bars.push({ name, ok });
  return ok ? 'ok' : 'MISSED';
}
