/**
 * The product's closed vocabularies, defined once. Both the server (validation, database checks) and the web
 * (filters, labels) import these, so a value cannot drift between the two.
 */
import { z } from 'zod';
import { ADVANCE_NOTICE_HOURS, AGENDA_ALERT_MODES, SIGNUP_MEETING_TYPES, TOPIC_CATEGORIES } from './subscription-choices.ts';
import { MEETING_STATUSES, MEETING_TYPES, VOTE_CHOICES } from './meeting-vocabulary.ts';

export { MEETING_STATUS_FILTERS, MEETING_STATUSES, MEETING_TYPES, type MeetingStatusFilter, VOTE_CHOICES } from './meeting-vocabulary.ts';

export {
  ADVANCE_NOTICE_HOURS,
  AGENDA_ALERT_MODES,
  type AgendaAlertMode,
  DEFAULT_ADVANCE_NOTICE_HOURS,
  DEFAULT_OPEN_TOPIC_CATEGORIES,
  SIGNUP_MEETING_TYPES,
  type SignupMeetingType,
  TOPIC_CATEGORIES,
  type TopicCategory,
} from './subscription-choices.ts';

export const meetingTypeSchema = z.enum(MEETING_TYPES);
export type MeetingType = z.infer<typeof meetingTypeSchema>;

export const meetingStatusSchema = z.enum(MEETING_STATUSES);
export type MeetingStatus = z.infer<typeof meetingStatusSchema>;


/**
 * A meeting's state at the moment of asking (issue 33): the record's status with time added. A scheduled meeting
 * whose start has passed without minutes is `awaiting_minutes`, and after 45 days `minutes_not_published`; only
 * `upcoming` may be called "Upcoming" (server/meetings/meeting-time-state.ts). A meeting known only from the
 * notice of the year's meetings whose date passed with no agenda and no minutes is `no_agenda`: nothing shows it
 * took place, and no minutes are on their way.
 */
export const meetingTimeStateSchema = z.enum(['upcoming', 'awaiting_minutes', 'minutes_not_published', 'no_agenda', 'completed', 'cancelled', 'postponed']);
export type MeetingTimeState = z.infer<typeof meetingTimeStateSchema>;

/** Whether the meeting's main document is its agenda (before) or its minutes (after). */
export const DOCUMENT_TYPES = ['agenda', 'minutes'] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** What an agenda item is (spec §3 Agenda item). */
export const AGENDA_ITEM_TYPES = [
  'motion',
  'ordinance',
  'presentation',
  'public_comment',
  'report',
  'discussion',
] as const;
export const agendaItemTypeSchema = z.enum(AGENDA_ITEM_TYPES);
export type AgendaItemType = z.infer<typeof agendaItemTypeSchema>;

/** How one councilor voted on one motion. */
export const voteChoiceSchema = z.enum(VOTE_CHOICES);
export type VoteChoice = z.infer<typeof voteChoiceSchema>;

/** The result of a motion. */
export const VOTE_OUTCOMES = ['passed', 'failed', 'tabled', 'withdrawn'] as const;
export const voteOutcomeSchema = z.enum(VOTE_OUTCOMES);
export type VoteOutcome = z.infer<typeof voteOutcomeSchema>;

/**
 * What became of an agenda item, as the record states it: the classes ingestion writes from the motion that
 * decided the item, and the only values a clerk's correction of an item's result may set.
 */
export const ITEM_RESULTS = ['passed', 'failed', 'denied', 'continued', 'tabled', 'referred', 'pulled'] as const;
export const itemResultSchema = z.enum(ITEM_RESULTS);
export type ItemResult = z.infer<typeof itemResultSchema>;

/**
 * What a motion does, as the clerk means it: main motions that decide an item (approve, deny, continue, table,
 * refer, pull, nominate, other) and motions that only shape the debate on one (amend, call the question, ...).
 */
export const MOTION_KINDS = [
  'approve',
  'deny',
  'amend',
  'table',
  'continue',
  'refer',
  'call_question',
  'reconsider',
  'suspend_rules',
  'substitute',
  'emergency_clause',
  'nominate',
  'pull',
  'executive_session',
  'public_hearing',
  'adjourn',
  'other',
] as const;
export const motionKindSchema = z.enum(MOTION_KINDS);
export type MotionKind = z.infer<typeof motionKindSchema>;

/**
 * Kinds that only shape the debate on a pending motion; they never decide an item by themselves (decision 008).
 * Here, not in the minutes parser, because the assistant reads the record by them too.
 */
export const SUBSIDIARY_KINDS: ReadonlySet<MotionKind> = new Set<MotionKind>([
  'amend',
  'call_question',
  'substitute',
  'reconsider',
  'suspend_rules',
  'emergency_clause',
  'public_hearing',
  'adjourn',
]);

/** Kinds of community organization (spec §3 Organization). */
export const ORGANIZATION_TYPES = [
  'nonprofit',
  'neighborhood',
  'advocacy',
  'community_group',
  'business_association',
  'educational',
  'environmental',
  'cultural',
  'economic_development',
] as const;
export const organizationTypeSchema = z.enum(ORGANIZATION_TYPES);
export type OrganizationType = z.infer<typeof organizationTypeSchema>;

/** What an organization works on (spec §3 Organization). */
export const FOCUS_AREAS = [
  'housing',
  'education',
  'environment',
  'transportation',
  'economic_development',
  'public_safety',
  'healthcare',
  'arts_culture',
  'social_justice',
  'community_building',
  'historic_preservation',
  'youth_development',
] as const;
export const focusAreaSchema = z.enum(FOCUS_AREAS);
export type FocusArea = z.infer<typeof focusAreaSchema>;

/** The alert vocabularies live without zod for the signup pages (subscription-choices.ts); their schemas here. */
export const topicCategorySchema = z.enum(TOPIC_CATEGORIES);
export const signupMeetingTypeSchema = z.enum(SIGNUP_MEETING_TYPES);
export const advanceNoticeHoursSchema = z.union(ADVANCE_NOTICE_HOURS.map((h) => z.literal(h)));
export const agendaAlertModeSchema = z.enum(AGENDA_ALERT_MODES);

/** Tones of an AI-drafted email to representatives (spec §7 compose-email). */
export const EMAIL_TONES = ['friendly', 'formal', 'urgent'] as const;
export const emailToneSchema = z.enum(EMAIL_TONES);
export type EmailTone = z.infer<typeof emailToneSchema>;

/** A user's role. Residents are everyone; admins run ingestion and manage organizations and campaigns. */
export const USER_ROLES = ['resident', 'admin'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** A member's role in a campaign. */
export const MEMBERSHIP_ROLES = ['member', 'organizer'] as const;
export const membershipRoleSchema = z.enum(MEMBERSHIP_ROLES);
export type MembershipRole = z.infer<typeof membershipRoleSchema>;

/** Campaign lifecycle; only `active` campaigns can be joined. */
export const CAMPAIGN_STATUSES = ['active', 'completed', 'closed'] as const;
export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

/** Who wrote a chat message. */
export const CHAT_SENDERS = ['user', 'bot'] as const;
export const chatSenderSchema = z.enum(CHAT_SENDERS);
