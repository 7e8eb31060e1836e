/** Which engine a Kysely instance talks to, for the few places where SQL must differ. */
import { type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

/** Reads the engine from the instance's adapter, so migrations need no extra argument. */
export function dialectOf(db: Kysely<Database>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
