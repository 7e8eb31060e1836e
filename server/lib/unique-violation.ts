/** What either engine throws for a unique constraint, read alike by every domain that inserts (decision 155). */

/** True for a unique-constraint violation on either engine (a race between two sign-ups). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}
