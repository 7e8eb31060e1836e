/**
 * Usernames and emails unique regardless of case. The unique indexes of 001 compared bytes, so "Ann" and "ann"
 * could both register (60 concurrent registrations made 53 such pairs). Existing duplicates are resolved
 * deterministically before the case-insensitive indexes are built:
 * - username: the oldest account (lowest id) keeps it; each later one becomes `<name>_<id>` (cut to fit 30
 *   characters), which the user can change in the profile;
 * - email: the account that can sign in keeps it (sign-in looks up the lower-case form, so that is the row
 *   stored in lower case, else the oldest); every other row's address becomes `<id>.duplicate@invalid`
 *   (`.invalid` never resolves, RFC 2606), so no mail goes to an address that row never proved, and an admin
 *   can find them. Then every email is stored in lower case.
 */
import { type Kysely, sql } from 'kysely';

const USERNAME_MAX = 30;

interface Row {
  id: number;
  username: string;
  email: string;
}

function renamed(username: string, id: number, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const suffix = attempt === 0 ? `_${id}` : `_${id}_${attempt}`;
    const candidate = `${username.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const rows = (await db.selectFrom('users').select(['id', 'username', 'email']).orderBy('id').execute()) as Row[];

  // Every name in use (so a new name clashes with none, earlier or later) and the names already kept.
  const taken = new Set(rows.map((row) => row.username.toLowerCase()));
  const kept = new Set<string>();
  const renames: { id: number; username: string }[] = [];
  for (const row of rows) {
    const key = row.username.toLowerCase();
    if (!kept.has(key)) {
      kept.add(key);
      continue;
    }
    const username = renamed(row.username, row.id, taken);
    taken.add(username.toLowerCase());
    renames.push({ id: row.id, username });
  }
  for (const { id, username } of renames) {
    await db.updateTable('users').set({ username }).where('id', '=', id).execute();
  }

  const byEmail = new Map<string, Row[]>();
  for (const row of rows) {
    const key = row.email.toLowerCase();
    byEmail.set(key, [...(byEmail.get(key) ?? []), row]);
  }
  for (const [email, group] of byEmail) {
    const keeper = group.find((row) => row.email === email) ?? group[0]!;
    for (const row of group) {
      const address = row === keeper ? email : `${row.id}.duplicate@invalid`;
      if (address !== row.email) await db.updateTable('users').set({ email: address }).where('id', '=', row.id).execute();
    }
  }

  await db.schema.createIndex('users_username_lower').on('users').unique().expression(sql`lower(username)`).execute();
  await db.schema.createIndex('users_email_lower').on('users').unique().expression(sql`lower(email)`).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_email_lower').execute();
  await db.schema.dropIndex('users_username_lower').execute();
}
