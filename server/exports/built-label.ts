/** When an export was built, as a resident reads it in each language, on the city's wall clock. */
import type { CityConfig } from '#contract/city.ts';
import type { Language } from '#contract/languages.ts';
import { t } from '../i18n.ts';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** "Built November 27, 2026 at 8:40 AM" / "Generada el 27 de noviembre de 2026 a las 8:40 a.m.". */
export function builtLabels(city: CityConfig, exportedAt: string): Record<Language, string> {
  const at = new Date(exportedAt);
  const label = (language: Language) =>
    t('exports.built', { when: new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: city.timeZone }).format(at) }, language);
  return { en: label('en'), es: label('es') };
}
