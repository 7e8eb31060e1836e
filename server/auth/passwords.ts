/**
 * Password hashing (argon2id) and the common-password check (NIST SP 800-63B: length and a blocklist, no
 * composition rules). `burnVerifyTime` spends the same time as a real verify, so a sign-in for an unknown email
 * takes as long as a wrong password and the two cannot be told apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

let commonPasswords: Set<string> | null = null;

function loadCommonPasswords(): Set<string> {
  if (!commonPasswords) {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'common-passwords.txt');
    commonPasswords = new Set(fs.readFileSync(file, 'utf8').split('\n').filter(Boolean));
  }
  return commonPasswords;
}

/** Whether the password is on the list of the most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Does the work of one verify against a throwaway hash, for unknown accounts. */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-just-timing');
  await verifyPassword(await dummyHash, password);
}
