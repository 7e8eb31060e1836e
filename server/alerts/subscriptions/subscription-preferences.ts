/** Turns validated preferences into stored values, checking the topic ids against the catalogue. */
import { normalizeUsPhone } from '#contract/auth.ts';
import type { AppDatabase } from '../../db/database.ts';
import { existingTopicIds, type SubscriptionValues } from './subscription-store.ts';
import { fieldError } from '../../lib/app-error.ts';

/**
 * The preferences a request gave, before storing: the stored values' own fields (derived, so the two cannot
 * drift), with the phone number as typed and the topic ids not yet checked against the catalogue.
 */
export type ParsedPreferences = Pick<
  SubscriptionValues,
  | 'full_name'
  | 'phone_number'
  | 'zip_code'
  | 'interested_topics'
  | 'meeting_types'
  | 'sms_notifications'
  | 'email_notifications'
  | 'advance_notice_hours'
>;

export async function toSubscriptionValues(db: AppDatabase, input: ParsedPreferences): Promise<SubscriptionValues> {
  const known = await existingTopicIds(db, input.interested_topics);
  if (known.size !== input.interested_topics.length) {
    throw fieldError(
      'interested_topics',
      'unknown_topic',
      'Some selected topics are no longer offered. Please refresh the page and choose again.',
    );
  }
  return {
    ...input,
    phone_number: input.phone_number === null ? null : normalizeUsPhone(input.phone_number),
  };
}
