/**
 * `npm run places:refresh`: reads the places of every stored agenda item again (a database ingested before places
 * were stored, or after the extraction or the offline geocoder changed). Safe to run at any time.
 */
import { cityContext } from '#city/context.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { refreshItemPlaces } from '../places/item-places.ts';

const config = loadConfig();
// This command builds no app: it takes the city CITY names itself (decision 020).
const city = cityContext(config.CITY);
const db = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrateToLatest(db);
const started = Date.now();
const { items, places } = await refreshItemPlaces(db, city);
await db.destroy();
console.log(`${places} places stored for ${items} items in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
