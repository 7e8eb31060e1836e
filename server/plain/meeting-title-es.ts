/**
 * A meeting's title in Spanish (issue 48), built from the facts its English title prints, never translated free
 * text: the body by the city's own list of body names (city/<id>/data/plain-bodies.json), the time and the date in
 * Spanish words, the state in brackets. "City Council Regular Meeting (4:00 P.M.) - October 19, 2022" reads
 * "Reunión ordinaria del Concejo Municipal (4:00 p. m.) - 19 de octubre de 2022"; a title that is a listed body's
 * name alone, that body's Spanish name. A title of a body the city has
 * not named, or of another shape, gets null: the page shows the English title, marked as such.
 */
import { z } from 'zod';
import type { CityContext } from '#city/context.ts';
import { readCityJson } from './plain-rules.ts';
import { MONTHS_ES } from './spanish-months.ts';

const bodiesSchema = z.object({ bodies: z.record(z.string(), z.string().min(1)) });

const STATES: Record<string, string> = { upcoming: 'próxima', cancelled: 'cancelada', canceled: 'cancelada', postponed: 'aplazada' };

function bodiesOf(city: CityContext): Record<string, string> {
  return city.cached('plain-bodies', () => {
    const file = readCityJson(city, 'plain-bodies.json');
    return file ? bodiesSchema.parse(file).bodies : {};
  });
}

export function spanishMeetingTitle(city: CityContext, title: string): string | null {
  // A title that is the body's name alone (a city read from a Legistar API titles a meeting by its body).
  const bare = bodiesOf(city)[title.trim()];
  if (bare) return bare;
  const m = /^(.+?)((?: \([^)]*\))*) - ([A-Z][a-z]+) (\d{1,2}), (\d{4})((?: \([^)]*\))*)$/.exec(title.trim());
  if (!m) return null;
  const [, body = '', before = '', month = '', day, year, after = ''] = m;
  const name = bodiesOf(city)[body];
  const monthEs = MONTHS_ES[month];
  if (!name || !monthEs) return null;
  const notes: string[] = [];
  for (const [, note = ''] of `${before}${after}`.matchAll(/\(([^)]*)\)/g)) {
    const time = /^(\d{1,2}:\d{2}) ([AP])\.M\.$/i.exec(note);
    const said = time ? `${time[1]} ${time[2]!.toLowerCase()}. m.` : STATES[note.toLowerCase()];
    if (!said) return null;
    notes.push(`(${said})`);
  }
  const [timeNotes, stateNotes] = [notes.filter((n) => /\d/.test(n)), notes.filter((n) => !/\d/.test(n))];
  return [name, ...timeNotes].join(' ') + ` - ${day} de ${monthEs} de ${year}` + stateNotes.map((n) => ` ${n}`).join('');
}
