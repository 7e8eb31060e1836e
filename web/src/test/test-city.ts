/** The city component tests render in, as the server would embed it in the page: the deployment's (Tulsa). */
import { loadCity } from '#city/index.ts';
import { type PublicCity, publicCitySchema } from '#contract/city.ts';

export const TEST_CITY: PublicCity = publicCitySchema.parse(loadCity('tulsa').config);

/** Another city's, as a page of it would carry. */
export function pageCityOf(id: 'tulsa' | 'fictionville'): PublicCity {
  return publicCitySchema.parse(loadCity(id).config);
}
