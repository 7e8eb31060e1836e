/**
 * The real app for browser tests of the city's cycle: its own database, syncing from a loopback city (and its
 * council archive, when given), mailing a loopback SMTP server, offline geocoding, the test build of the web app,
 * listening on a free port.
 */
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { AppDatabase } from '../../server/db/database.ts';
import type { Clock } from '../../server/lib/clock.ts';
import { E2E_WEB_DIST } from './web-build.ts';

export type CityApp = Awaited<ReturnType<typeof buildApp>>;

/** `archiveUrl`: a loopback council archive too, where the city files its minutes (server/test/peers/council-archive.ts). */
export async function serveCityApp(options: { db: AppDatabase; dataDir: string; clock: Clock; smtpUrl: string; listingUrl: string; archiveUrl?: string }): Promise<{ app: CityApp; baseUrl: string }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'silent',
    GEOCODER: 'offline',
    WEB_DIST_DIR: E2E_WEB_DIST,
    PUBLIC_URL: 'https://civic.example',
    SMTP_URL: options.smtpUrl,
    SYNC: 'on',
    SYNC_SOURCES: `granicus=${options.listingUrl}${options.archiveUrl ? `,council_archive=${options.archiveUrl}` : ''}`,
  });
  const app = await buildApp({ config, db: options.db, clock: options.clock, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return { app, baseUrl: `http://127.0.0.1:${address.port}` };
}
