/**
 * Stable names for the field messages we wrote ourselves (a pattern's rule, a cross-field rule, a spec message),
 * where zod's issue code alone would lose what the message says. The server finds a field issue's message here
 * and sends its name as `key` beside the code (contract/errors.ts); the browser shows its catalogue's text of
 * that name (`errors:field.<key>`) in the page's language. Messages not listed are still translated, from
 * their code and params (a length, a format): a new rule reads generically until it is named here.
 * The English text is the message as sent, to the letter (spec messages included).
 */
import { CORRECTION_MESSAGES, UPLOAD_MESSAGES } from './admin-messages.ts';
import { EMAIL_OWNERSHIP_MESSAGES } from './auth.ts';
import { CONTACT_MESSAGES } from './representatives-limits.ts';
import { OFFICE_NAME_MESSAGE } from './office-names.ts';
import { SAVED_ADDRESS_MESSAGES } from './saved-address.ts';
import { ITEM_PULLED_MESSAGE, MEETING_STARTED_MESSAGE, NOT_ACCOUNT_NAME_MESSAGE, STANCE_REQUIRED_MESSAGE, TOO_MANY_LINKS_MESSAGE } from './speak-up.ts';
import { FOLLOW_MESSAGES, NEARBY_MESSAGES, SIGNUP_MESSAGES } from './subscriptions.ts';

export const FIELD_MESSAGES = {
  username_pattern: 'Username may use only letters, digits, _ and -.',
  zip_pattern: 'ZIP code must be 5 digits (or ZIP+4, like 74103-1234).',
  phone_invalid: 'Enter a 10-digit US phone number, like (918) 555-0123.',
  change_one_field: 'Change at least one field.',
  category_pattern: 'Use lower-case letters, digits, _ or -.',
  slug_pattern: 'Use lower-case letters, digits and single hyphens.',
  website_url: 'Enter a web address starting with http:// or https://.',
  focus_area_required: 'Choose at least one focus area.',
  chat_message_required: 'Please type a message.',
  chat_message_too_long: 'Messages are limited to 2,000 characters.',
  whole_number: 'Must be a whole number written in decimal digits.',
  report_item_required: 'An item report names the item number.',
  report_vote_required: 'A vote report names the vote position.',
  councilor_required: 'Name the councilor whose vote is corrected.',
  item_result_class: CORRECTION_MESSAGES.itemResultClass,
  upload_not_pdf: UPLOAD_MESSAGES.notPdf,
  upload_empty: UPLOAD_MESSAGES.empty,
  topic_id_number: 'Topic ids are numbers.',
  keyword_too_long: 'A keyword is at most 60 characters.',
  keywords_too_many: 'At most 10 keywords.',
  keyword_too_short: 'A keyword is at least 3 characters.',
  file_number_pattern: 'A file number looks like 24-1045-1.',
  period_reversed: 'The first day must not be after the last day.',
  councilors_same: 'Choose two different councilors.',
  address_required: CONTACT_MESSAGES.addressRequired,
  nearby_address_required: NEARBY_MESSAGES.addressRequired,
  nearby_not_found: NEARBY_MESSAGES.notFound,
  nearby_outside_city: NEARBY_MESSAGES.outsideCity,
  nearby_unavailable: NEARBY_MESSAGES.unavailable,
  saved_address_one_line: SAVED_ADDRESS_MESSAGES.oneLine,
  saved_address_zip_only: SAVED_ADDRESS_MESSAGES.zipOnly,
  saved_address_outside_city: SAVED_ADDRESS_MESSAGES.outsideCity,
  issue_required: CONTACT_MESSAGES.issueRequired,
  representatives_required: CONTACT_MESSAGES.representativesRequired,
  topic_required: SIGNUP_MESSAGES.topicRequired,
  channel_required: SIGNUP_MESSAGES.channelRequired,
  sms_needs_phone: SIGNUP_MESSAGES.smsNeedsPhone,
  follow_email_required: FOLLOW_MESSAGES.emailRequired,
  password_for_email: EMAIL_OWNERSHIP_MESSAGES.passwordForEmail,
  stance_required: STANCE_REQUIRED_MESSAGE,
  office_name: OFFICE_NAME_MESSAGE,
  not_account_name: NOT_ACCOUNT_NAME_MESSAGE,
  too_many_links: TOO_MANY_LINKS_MESSAGE,
  meeting_started: MEETING_STARTED_MESSAGE,
  item_pulled: ITEM_PULLED_MESSAGE,
  // Written by the server's routes and services (server/locales/en.json and the routes), not by a schema.
  common_password: 'This password is too common and easy to guess. Please choose a less common one, such as a short phrase.',
  current_password_wrong: 'The current password is not correct.',
  password_wrong: 'The password is not correct.',
  invalid_text: 'Contains a control character or invalid text.',
  unknown_topic: 'Some selected topics are no longer offered. Please refresh the page and choose again.',
  organization_unknown: 'There is no organization with this id.',
  report_item_not_found: 'This meeting has no agenda item with that number.',
  report_vote_not_found: 'This meeting has no vote at that position.',
  report_councilor_not_found: "That councilor is not in this vote's roll call.",
  report_target_required: 'Name the item or vote this correction is about.',
  report_unchanged: 'That is already the value on record.',
} as const;
export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

const KEY_BY_MESSAGE: ReadonlyMap<string, FieldMessageKey> = new Map(
  Object.entries(FIELD_MESSAGES).map(([key, message]) => [message, key as FieldMessageKey]),
);

/** The stable name of a message we wrote, or undefined for zod's own wording and for messages not named here. */
export function fieldMessageKey(message: string): FieldMessageKey | undefined {
  return KEY_BY_MESSAGE.get(message);
}
