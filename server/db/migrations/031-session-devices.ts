/**
 * What a resident sees of their signed-in devices (issue 35): when each session was last used (written at most
 * once a minute per session, so reading with a token stays cheap) and the browser and system it was signed in
 * from, read from the User-Agent at sign-in. Live sessions from before are filled from their stored User-Agent.
 */
import type { Kysely } from 'kysely';
import { deviceName } from '../../auth/device-name.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.alterTable('sessions').addColumn('device_browser', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('device_os', 'text').execute();
  const live = await db.selectFrom('sessions').select(['id', 'user_agent']).where('revoked_at', 'is', null).execute();
  for (const row of live as { id: number; user_agent: string | null }[]) {
    if (!row.user_agent) continue;
    const device = deviceName(row.user_agent);
    await db.updateTable('sessions').set({ device_browser: device.browser, device_os: device.os }).where('id', '=', row.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('device_os').execute();
  await db.schema.alterTable('sessions').dropColumn('device_browser').execute();
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
}
