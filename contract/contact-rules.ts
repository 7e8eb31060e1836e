/**
 * The phone and ZIP rules of accounts and alert subscriptions, in a module without zod so that a browser form
 * can check them without carrying the contract's schemas (decision 026); auth.ts builds its schemas from them.
 * The messages are the ones the server sends, named in field-messages.ts.
 */

/** A 5-digit ZIP or ZIP+4. */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

/** The longest phone number accepted as typed (spaces, dots and brackets included). */
export const PHONE_MAX_LENGTH = 30;

export const CONTACT_RULE_MESSAGES = {
  zipPattern: 'ZIP code must be 5 digits (or ZIP+4, like 74103-1234).',
  phoneTooLong: 'Phone number is too long.',
  phoneInvalid: 'Enter a 10-digit US phone number, like (918) 555-0123.',
} as const;

/** `(918) 555-0123`, `918.555.0123`, `+1 918 555 0123` → `+19185550123`; null when not a US number. */
export function normalizeUsPhone(input: string): string | null {
  const digits = input.replace(/[^\d+]/g, '');
  const bare = digits.startsWith('+') ? digits.slice(1) : digits;
  if (!/^\d+$/.test(bare)) return null;
  const national = bare.length === 11 && bare.startsWith('1') ? bare.slice(1) : bare;
  // NANP: area code and exchange cannot start with 0 or 1.
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return null;
  return `+1${national}`;
}
