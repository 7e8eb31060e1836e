/** Turns validated preferences into stored values, checking the topic ids against the catalogue. */
import { normalizeUsPhone } from '../../contract/auth.ts';
import type { SignupMeetingType } from '../../contract/enums.ts';
import type { AppDatabase } from '../db/database.ts';
import { existingTopicIds, type SubscriptionValues } from './subscription-store.ts';
import { fieldError } from '../lib/app-error.ts';

export interface ParsedPreferences {
  full_name: string;
  phone_number: string | null;
  zip_code: string | null;
  interested_topics: number[];
  meeting_types: SignupMeetingType[];
  sms_notifications: boolean;
  email_notifications: boolean;
  advance_notice_hours: number;
}

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
