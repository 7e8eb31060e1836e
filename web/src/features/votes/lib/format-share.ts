/** Shares (0..1) as whole percents, the way every figure of these pages reads them out. */
import { formatPercent } from '../../../lib/format.ts';

/** `0.333` → "33%" ("33 %" in Spanish); null (nothing to divide by) → the caller's fallback text. */
export function formatShare(share: number | null, fallback: string, language = 'en'): string {
  return share === null ? fallback : formatPercent(share, language);
}
