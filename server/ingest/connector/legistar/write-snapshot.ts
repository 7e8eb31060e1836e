/**
 * Writes a few days of a Legistar mirror (a folder of ../shared/data) as a snapshot a city may bundle for its first
 * start (`city/<id>/data/legistar-snapshot.json`, read by server/seed/seed-legistar.ts): each meeting as the API
 * serves it, with its items, votes and roll call. Usage:
 *   tsx server/ingest/connector/legistar/write-snapshot.ts --mirror <city>/legistar-mirror --client <client> \
 *     --from 2026-04-27 --to 2026-04-30 --out city/<city>/data/legistar-snapshot.json
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadReplayData, SHARED_DATA_DIR } from './legistar-replay-server.ts';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? process.argv[at + 1] : undefined;
  if (!value) throw new Error(`--${name} is required`);
  return value;
};

const [from, to] = [arg('from'), arg('to')];
const data = loadReplayData({ mirrorDir: path.resolve(SHARED_DATA_DIR, arg('mirror')), from, to });
const meetings = [...data.events.values()]
  .sort((a, b) => String(a.EventDate).localeCompare(String(b.EventDate)) || Number(a.EventId) - Number(b.EventId))
  .map((event) => {
    const items = data.items.get(event.EventId as number) ?? [];
    const ids = items.map((i) => i.EventItemId as number);
    return {
      event,
      items,
      votes: Object.fromEntries(ids.filter((id) => data.votes.has(id)).map((id) => [id, data.votes.get(id)])),
      rollCall: ids.map((id) => data.rollCalls.get(id)).find(Boolean) ?? null,
    };
  });
const snapshot = {
  $comment: `Meetings of ${from} to ${to} as the Legistar Web API of client ${arg('client')} serves them, written from the shared mirror by server/ingest/connector/legistar/write-snapshot.ts. See README.md.`,
  source: `legistar:${arg('client')}`,
  meetings,
};
fs.writeFileSync(arg('out'), `${JSON.stringify(snapshot)}\n`);
console.log(`${meetings.length} meetings written to ${arg('out')}`);
