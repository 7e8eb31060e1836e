/**
 * The closed vocabularies and constants of meeting alerts (spec §3 Signup form, §9), in a module without zod so
 * that the signup pages can offer them without carrying the contract's schemas (decision 026); enums.ts builds
 * their schemas and re-exports them.
 */

/** Categories of the notification topic catalogue (spec §3 Notification topic). */
export const TOPIC_CATEGORIES = [
  'education',
  'health',
  'community',
  'environment',
  'culture',
  'infrastructure',
  'safety',
  'social',
  'finance',
  'economic',
  'planning',
] as const;
export type TopicCategory = (typeof TOPIC_CATEGORIES)[number];

/** Topic categories expanded when the signup wizard opens (spec §9). */
export const DEFAULT_OPEN_TOPIC_CATEGORIES: readonly TopicCategory[] = ['education', 'health', 'community'];

/** Meeting types a subscriber can choose in the signup wizard (spec §3 Signup form). */
export const SIGNUP_MEETING_TYPES = [
  'regular_council',
  'public_works_committee',
  'urban_economic_committee',
  'budget_committee',
  'planning_commission',
  'public_hearing',
] as const;
export type SignupMeetingType = (typeof SIGNUP_MEETING_TYPES)[number];

/** Hours of advance notice a subscriber can pick; 24 is the default and the recommended one (spec §9). */
export const ADVANCE_NOTICE_HOURS = [1, 4, 12, 24, 48, 168] as const;
export const DEFAULT_ADVANCE_NOTICE_HOURS = 24;

/**
 * How alerts about posted agendas come: as soon as an agenda is posted or revised, gathered in a daily (7 AM) or
 * weekly (Monday 7 AM) digest, or not at all. Immediate is the default: the point is to hear before the vote.
 */
export const AGENDA_ALERT_MODES = ['immediate', 'daily', 'weekly', 'off'] as const;
export type AgendaAlertMode = (typeof AGENDA_ALERT_MODES)[number];
