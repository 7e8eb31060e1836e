/**
 * A resident's saved street address (issue 32): `GET/PUT/DELETE /auth/me/address`. Only its owner reads it; the
 * speak-up form takes its district, so the resident's councilor is chosen without the district finder each time.
 */
import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './representatives-limits.ts';
import { NEARBY_MESSAGES } from './subscriptions.ts';

/** The finder's and "my block"'s words where they fit (one catalogue text each), ours where they do not. */
export const SAVED_ADDRESS_MESSAGES = {
  required: CONTACT_MESSAGES.addressRequired,
  oneLine: 'Write the address on one line.',
  notFound: NEARBY_MESSAGES.notFound,
  zipOnly: 'A ZIP code crosses district lines. Enter your street address, like 175 E. 2nd St.',
  outsideCity: 'That address is outside the city, so it has no council district.',
  unavailable: NEARBY_MESSAGES.unavailable,
} as const;

export const saveAddressInputSchema = z.strictObject({
  address: z
    .string()
    .trim()
    .min(1, SAVED_ADDRESS_MESSAGES.required)
    .max(CONTACT_LIMITS.addressMaxLength)
    .refine((text) => !/[\r\n]/.test(text), SAVED_ADDRESS_MESSAGES.oneLine),
});
export type SaveAddressInput = z.infer<typeof saveAddressInputSchema>;

/**
 * Where the district comes from: the address saved on the profile, or (when none is) the resident's alert
 * subscription (its district, or its "my block" place); null when neither says.
 */
export const SAVED_ADDRESS_SOURCES = ['profile', 'alerts'] as const;

export const savedAddressSchema = z.object({
  /** The text as the resident typed it; null when none is kept (a "my block" place may be saved without it). */
  address: z.string().nullable(),
  district: z.number().int().positive().nullable(),
  source: z.enum(SAVED_ADDRESS_SOURCES).nullable(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
