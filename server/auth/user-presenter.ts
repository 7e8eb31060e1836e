/** Shapes a user row into the contract's User; the password hash never leaves this layer. */
import type { User } from '#contract/auth.ts';
import type { UserRole } from '#contract/enums.ts';
import type { UserRow } from '../db/schema.ts';
import { parseJsonList } from '../meetings/meeting-presenter.ts';

export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    full_name: row.full_name,
    phone_number: row.phone_number,
    zip_code: row.zip_code,
    interests: parseJsonList(row.interests),
    role: row.role as UserRole,
    created_at: row.created_at,
    email_verified: row.email_verified_at !== null,
    pending_email: row.pending_email,
    language: row.language,
  };
}
