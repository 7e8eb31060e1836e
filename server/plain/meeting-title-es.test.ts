import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { spanishMeetingTitle } from './meeting-title-es.ts';

const city = cityContext(DEFAULT_CITY_ID);

describe('a meeting title in Spanish, from the facts its title prints (issue 48)', () => {
  it('names the body by the city list, the time and date in Spanish words', () => {
    expect(spanishMeetingTitle(city, 'City Council Regular Meeting (4:00 P.M.) - October 19, 2022')).toBe(
      'Reunión ordinaria del Concejo Municipal (4:00 p. m.) - 19 de octubre de 2022',
    );
    expect(spanishMeetingTitle(city, 'City Council Special Meeting - December 5, 2022')).toBe('Reunión extraordinaria del Concejo Municipal - 5 de diciembre de 2022');
    expect(spanishMeetingTitle(city, 'Urban and Economic Development Committee - August 6, 2025 (cancelled)')).toBe(
      'Comité de Desarrollo Urbano y Económico - 6 de agosto de 2025 (cancelada)',
    );
  });

  it("names a title that is a body's name alone, as a city read from Legistar prints them", () => {
    expect(spanishMeetingTitle(city, 'City Council Regular Meeting')).toBe('Reunión ordinaria del Concejo Municipal');
    const second = cityContext('nyc');
    expect(spanishMeetingTitle(second, 'Committee on Aging')).toBe('Comité de Personas Mayores');
    expect(spanishMeetingTitle(second, 'Subcommittee on Zoning and Franchises')).toBe('Subcomité de Zonificación y Franquicias');
    expect(spanishMeetingTitle(second, 'Committee on Something New')).toBeNull();
  });

  it('gives no title for a body the city has not named or a title of another shape', () => {
    expect(spanishMeetingTitle(city, 'Tulsa Airports Improvement Trust - May 1, 2024')).toBeNull();
    expect(spanishMeetingTitle(city, 'Regular Meeting')).toBeNull();
    expect(spanishMeetingTitle(city, 'City Council Regular Meeting (see note) - May 1, 2024')).toBeNull();
  });
});
