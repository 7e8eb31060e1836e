/**
 * Roll calls for the benchmark corpus (meetings-data.ts writes voting records without them): nine seats, one of
 * them changing hands halfway (a mid-term replacement), about one roll call in seven split, a few absences and
 * abstentions. Deterministic, so every run measures the same data.
 */
import type { AppDatabase } from '../server/db/database.ts';
import { refreshRollCallTallies } from '../server/meetings/roll-call-tallies.ts';

const SEATS = ['Hall-Harper', 'Archie', 'Patrick', 'Bellis', 'Gilbert', 'Bengel', 'Decter Wright', 'Lakin', 'Bush'];
const SUCCESSOR = { district: 3, name: 'Dutton' };

/** Adds a roll call to every voting record of the corpus; returns the number of councilor votes written. */
export async function generateRollCalls(db: AppDatabase): Promise<number> {
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const records = await db.selectFrom('voting_records').select(['id', 'meeting_id']).orderBy('id').execute();
  const half = records[Math.floor(records.length / 2)]?.meeting_id ?? 0;
  const rows: { voting_record_id: number; councilor: string; district: number; vote: string }[] = [];
  for (const record of records) {
    const split = random() < 0.15;
    for (const [i, surname] of SEATS.entries()) {
      const district = i + 1;
      const councilor = district === SUCCESSOR.district && record.meeting_id >= half ? SUCCESSOR.name : surname;
      const r = random();
      const vote = r < 0.04 ? 'absent' : r < 0.06 ? 'abstain' : split && r < 0.4 ? 'nay' : 'aye';
      rows.push({ voting_record_id: record.id, councilor, district, vote });
    }
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 1_000) await trx.insertInto('councilor_votes').values(rows.slice(i, i + 1_000)).execute();
    // Written around saveMeeting, so the stored tallies are counted here as saveMeeting would.
    await refreshRollCallTallies(trx, 'all');
  });
  return rows.length;
}
