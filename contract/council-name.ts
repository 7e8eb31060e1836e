/**
 * The council's name for a sentence in a language (issue 48): its Spanish name on a Spanish page, feed or message
 * where the city gives one, so no English is left unmarked in a Spanish sentence; else its own. Zod-free: the
 * browser shares it.
 */
export function councilNameIn(city: { councilName: string; councilNameEs?: string | undefined }, language: string): string {
  return language.startsWith('es') && city.councilNameEs ? city.councilNameEs : city.councilName;
}
