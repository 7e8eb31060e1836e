/** Shares (0..1) as whole percents, the way every figure of these pages reads them out. */
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** `0.333` → "33%"; null (nothing to divide by) → the caller's fallback text. */
export function formatShare(share: number | null, fallback: string): string {
  return share === null ? fallback : percent.format(share);
}
