/** How far, said the way a resident says it: feet up to about a tenth of a mile, then miles to one decimal. */
import type { Language } from '#contract/languages.ts';
import { translatorFor } from '../../i18n.ts';

const FEET_PER_METRE = 3.28084;
const METRES_PER_MILE = 1609.344;

export function distanceText(meters: number, language: Language): string {
  const tr = translatorFor(language);
  if (meters < 160) return tr('alerts.distance.feet', { count: Math.max(50, Math.round((meters * FEET_PER_METRE) / 50) * 50) });
  const miles = Math.max(0.1, Math.round((meters / METRES_PER_MILE) * 10) / 10);
  return tr('alerts.distance.miles', { count: miles, miles: miles.toLocaleString(language === 'es' ? 'es-US' : 'en-US') });
}
