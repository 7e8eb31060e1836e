/** `GET /api/v1/cities`: the cities one deployment serves (issue 46), each with where it lives and how fresh it is. */
import { z } from 'zod';
import { dataSourceStatusSchema } from './data-status.ts';

export const servedCitySchema = z.object({
  /** The city's folder id, as in its URLs (`/fictionville`, `/api/v1/cities/fictionville`). */
  id: z.string(),
  name: z.string(),
  state: z.string(),
  /** IANA time zone of the city's wall clock. */
  time_zone: z.string(),
  /** How many council districts it has. */
  districts: z.number().int().positive(),
  /** Where its API lives, with today's shapes under it: `/api/v1` for the default city, else `/api/v1/cities/<id>`. */
  api_base: z.string(),
  /** Where its pages live: `/` for the default city, else `/<id>`. */
  web_base: z.string(),
  /** Whether its sources are read on a schedule. */
  sync_enabled: z.boolean(),
  /** Each source its sync reads, with when it last answered and failed (as `GET <api_base>/data-status`). */
  sources: z.array(dataSourceStatusSchema),
});
export type ServedCity = z.infer<typeof servedCitySchema>;

export const cityListSchema = z.object({ cities: z.array(servedCitySchema) });
export type CityList = z.infer<typeof cityListSchema>;
