/**
 * `npm run admin:create -- --email a@b.org --password '...' [--name 'Full Name'] [--username name]`: creates an
 * admin account, or makes an existing account (same email) an admin. Password rules are the app's own.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, passwordSchema } from '#contract/auth.ts';
import { hashPassword, isCommonPassword } from '../auth/passwords.ts';
import { setPasswordHash } from '../auth/sessions.ts';
import { findUserByEmail, insertUser, setUserFields, usernameTaken } from '../auth/user-store.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { runCli } from './run-cli.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, username: { type: 'string' } },
  });
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) {
    console.error('Usage: npm run admin:create -- --email <email> --password <password> [--name <full name>] [--username <name>]');
    console.error(`--email: ${z.prettifyError(email.error)}`);
    return 2;
  }
  const config = loadConfig();
  const db = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(db);
    const now = new Date().toISOString();
    const existing = await findUserByEmail(db, email.data);
    if (existing && !values.password) {
      await setUserFields(db, existing.id, { role: 'admin', updated_at: now });
      console.log(`${email.data} is now an admin (password unchanged).`);
      return 0;
    }
    const password = passwordSchema.safeParse(values.password ?? '');
    if (!password.success || isCommonPassword(values.password!)) {
      console.error(`--password: ${password.success ? 'this password is too common' : z.prettifyError(password.error)}`);
      return 2;
    }
    const passwordHash = await hashPassword(password.data);
    if (existing) {
      await setUserFields(db, existing.id, { role: 'admin' });
      await setPasswordHash(db, existing.id, passwordHash, new Date(now));
      console.log(`${email.data} is now an admin; password updated.`);
      return 0;
    }
    const base = (values.username ?? email.data.split('@')[0]!).toLowerCase().replace(/[^a-z0-9_]/g, '').slice(0, 24) || 'admin';
    let username = base;
    for (let n = 2; await usernameTaken(db, username); n++) username = `${base}${n}`;
    await insertUser(db, { email: email.data, username, full_name: values.name ?? 'Administrator', password_hash: passwordHash, role: 'admin', created_at: now, updated_at: now });
    console.log(`Created admin ${email.data} (username ${username}).`);
    return 0;
  } finally {
    await db.destroy();
  }
}

runCli(main);
