/**
 * Row types of every table, as Kysely sees them. Timestamps are ISO-8601 UTC text on both engines and booleans
 * are 0/1 integers, so SQLite and PostgreSQL return identical rows (docs/decisions/002-portable-column-types.md).
 * JSON lists (keywords, focus areas ...) are text holding a JSON array.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Language } from '#contract/languages.ts';

type Id = Generated<number>;
/** A 0/1 flag: booleans are integers on both engines. */
type Flag = number;
/** ISO-8601 UTC text. */
type Timestamp = string;
/** Text holding a JSON array or object. */
type JsonText = string;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: Id;
  email: string;
  username: string;
  full_name: string;
  phone_number: string | null;
  zip_code: string | null;
  interests: WithDefault<JsonText>;
  password_hash: string;
  role: WithDefault<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the account's address opened its verification link; null until then (it then grants nothing). */
  email_verified_at: WithDefault<Timestamp | null>;
  /** A new address asked for, waiting for its confirmation link. */
  pending_email: WithDefault<string | null>;
  /** The language the resident chose on the profile ('en' | 'es'); the browser follows it once signed in. */
  language: WithDefault<Language>;
  /** The street address the resident saved (migration 037), only to show it back to them; null when none. */
  home_address: WithDefault<string | null>;
  /** The council district that address was placed in, for "Speak up"; null when none is saved. */
  home_district: WithDefault<number | null>;
}

export interface EmailTokensTable {
  id: Id;
  user_id: number;
  purpose: 'verify_email' | 'change_email';
  email: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SessionsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: string | null;
  /** Written at most once a minute per session (issue 35). */
  last_used_at: Timestamp | null;
  /** From the User-Agent at sign-in: 'Chrome', 'Safari' ... or null when not recognised. */
  device_browser: string | null;
  /** From the User-Agent at sign-in: 'Android', 'iPhone', 'Windows' ... or null when not recognised. */
  device_os: string | null;
}

export interface PasswordResetsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface DistrictsTable {
  id: number;
  name: string;
  /** GeoJSON geometry (Polygon or MultiPolygon) in WGS84. */
  geometry: JsonText;
}

export interface OfficialsTable {
  id: Id;
  name: string;
  position: string;
  district: number | null;
  email: string | null;
  phone: string | null;
  term_start: string | null;
  term_end: string | null;
  /** Whether the contact details were verified with the city (0: third-party claim). */
  contact_verified: WithDefault<Flag>;
  ocd_division_id: string | null;
}

export interface MeetingsTable {
  id: Id;
  title: string;
  description: string | null;
  meeting_date: Timestamp;
  location: string | null;
  meeting_type: string;
  status: string;
  summary: string | null;
  detailed_summary: string | null;
  keywords: WithDefault<JsonText>;
  topics: WithDefault<JsonText>;
  document_type: string;
  agenda_url: string | null;
  minutes_url: string | null;
  /** Where the sync fetched the agenda / the minutes from: the city's own copy (migration 036); null when read from a file. */
  city_agenda_url: WithDefault<string | null>;
  city_minutes_url: WithDefault<string | null>;
  source: string | null;
  image_paths: WithDefault<JsonText>;
  /** Full text of the minutes (or agenda), for search and the assistant. */
  full_text: string | null;
  /** SHA-256 of the source document, to skip unchanged files on re-ingestion. */
  source_checksum: string | null;
  source_file: string | null;
  /** 1 when the meeting passes the listing rule (a real summary and some substance); kept by the repository. */
  is_listed: WithDefault<Flag>;
  /** 1 for a meeting invented to demonstrate the app (DEMO_MEETINGS), never one of the city's records. */
  is_demo: WithDefault<Flag>;
  /** 1 while the meeting is known only from the notice of regularly scheduled meetings (migration 034). */
  announced: WithDefault<Flag>;
  /** The structured source the meeting was read from (`legistar:<client>`) and its id there (migration 040). */
  upstream_source: WithDefault<string | null>;
  upstream_id: WithDefault<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MeetingTopicsTable {
  meeting_id: number;
  topic: string;
  position: number;
}

export interface MeetingKeywordsTable {
  meeting_id: number;
  keyword: string;
  position: number;
}

export interface AgendaItemsTable {
  id: Id;
  meeting_id: number;
  position: number;
  item_number: string;
  title: string;
  description: string | null;
  item_type: string;
  section: string | null;
  vote_required: Flag;
  vote_result: string | null;
  /** Page of the source PDF the item is printed on. */
  page: number | null;
  /** The clerk's file number (`24-1045-1`), the same for a matter at every meeting it comes to. */
  file_number: string | null;
  /** The item's id in its structured source (a Legistar event item id; migration 040). */
  upstream_id: WithDefault<string | null>;
  /** The `voting_records` row whose motion decided the item, when the record says (migration 086). */
  decided_by_vote_id: WithDefault<number | null>;
}

/** A place an agenda item names (issue 31): the clerk's words, and where it is when we could place it. */
export interface ItemPlacesTable {
  id: Id;
  agenda_item_id: number;
  meeting_id: number;
  position: number;
  /** One of PlaceKind: address, corner, subdivision, case, district_tag. */
  kind: string;
  /** The item's words this place came from, verbatim. */
  text: string;
  /** A case's normalised number, a district tag's district; null otherwise. */
  value: string | null;
  lat: number | null;
  lng: number | null;
  /** How the point was found (address_point, interpolated, street_grid, intersection); null when not placed. */
  method: string | null;
  precision_meters: number | null;
  /** The council district the point falls in (from the polygons); null when not placed or outside every district. */
  district: number | null;
}

export interface VotingRecordsTable {
  id: Id;
  meeting_id: number;
  agenda_item_id: number | null;
  position: number;
  motion: string;
  /** One of MOTION_KINDS; `other` when not read. */
  motion_kind: WithDefault<string>;
  moved_by: string | null;
  seconded_by: string | null;
  outcome: string;
  /** Page of the source PDF the roll call is printed on. */
  page: number | null;
  /** Ayes and nays of its roll call, kept in step with `councilor_votes` (server/meetings/roll-call-tallies.ts). */
  ayes: WithDefault<number>;
  nays: WithDefault<number>;
  /** The motion's id in its structured source (the Legistar event item it was taken on; migration 040). */
  upstream_id: WithDefault<string | null>;
}

export interface CouncilorVotesTable {
  voting_record_id: number;
  councilor: string;
  district: number | null;
  vote: string;
  /** The voter's id in the structured source and the source's own word for the vote ("Medical"; migration 040). */
  upstream_person_id: WithDefault<string | null>;
  upstream_value: WithDefault<string | null>;
}

export interface OrganizationsTable {
  id: Id;
  name: string;
  slug: string;
  description: string;
  short_description: string | null;
  website_url: string | null;
  organization_type: string;
  focus_areas: WithDefault<JsonText>;
  service_areas: WithDefault<JsonText>;
  founded_year: number | null;
  is_verified: WithDefault<Flag>;
  is_active: WithDefault<Flag>;
  contact_email: string | null;
  phone: string | null;
  address: string | null;
  member_count: WithDefault<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrganizationConnectionsTable {
  user_id: number;
  organization_id: number;
  created_at: Timestamp;
}

export interface CampaignsTable {
  id: Id;
  title: string;
  description: string;
  category: string;
  target_date: string | null;
  status: WithDefault<string>;
  organization_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CampaignMembersTable {
  campaign_id: number;
  user_id: number;
  membership_role: WithDefault<string>;
  joined_at: Timestamp;
}

export interface NotificationTopicsTable {
  id: Id;
  slug: string;
  category: string;
  display_name: string;
  description: string;
  icon: string;
}

export interface SubscriptionsTable {
  id: Id;
  user_id: number | null;
  full_name: string;
  email: string;
  phone_number: string | null;
  zip_code: string | null;
  meeting_types: WithDefault<JsonText>;
  sms_notifications: Flag;
  email_notifications: Flag;
  advance_notice_hours: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  unsubscribed_at: Timestamp | null;
  /** When the address confirmed the subscription by its link (double opt-in); nothing is sent before. */
  confirmed_at: WithDefault<Timestamp | null>;
  /** How agenda alerts come: one of AGENDA_ALERT_MODES (immediate, daily, weekly, off). */
  agenda_alerts: WithDefault<string>;
  /** Words or phrases to look for in agenda items, as a JSON array. */
  alert_keywords: WithDefault<JsonText>;
  /** The subscriber's council district, for items that name it (or its councilor). */
  district: WithDefault<number | null>;
  /** When the number's owner turned SMS off (STOP, or the carrier's opt-out); START undoes what it ended. */
  sms_opted_out_at: WithDefault<Timestamp | null>;
  /** When the phone's owner answered YES to the confirmation text (migration 030); no other text goes out before. */
  sms_confirmed_at: WithDefault<Timestamp | null>;
  /** The language every alert and SMS reply of this subscription is written in ('en' | 'es'). */
  language: WithDefault<Language>;
  /** "My block" (migration 024): the saved point, rounded to about 50 m, and the radius in metres; null when none. */
  nearby_lat: WithDefault<number | null>;
  nearby_lng: WithDefault<number | null>;
  nearby_radius_m: WithDefault<number | null>;
  /** The address as the resident typed it, only to show it back; deletable on its own. */
  nearby_address: WithDefault<string | null>;
}

/** An item (a matter, by the clerk's file number) a subscriber follows. */
export interface ItemFollowsTable {
  id: Id;
  subscription_id: number;
  file_number: string;
  title: string;
  created_at: Timestamp;
  confirmed_at: WithDefault<Timestamp | null>;
}

/** One agenda item matched for one subscriber; `batch_key` is the message that carries it (null: a digest's, not yet sent). */
export interface AgendaAlertItemsTable {
  id: Id;
  subscription_id: number;
  meeting_id: number;
  item_key: string;
  item_number: string;
  title: string;
  reasons: JsonText;
  batch_key: string | null;
  created_at: Timestamp;
  /** When a message carrying it went out; null until then (and for ever if the meeting was canceled first). */
  sent_at: WithDefault<Timestamp | null>;
  /** When a revised agenda of its meeting no longer listed it (migration 052); null while listed. */
  removed_at: WithDefault<Timestamp | null>;
}

export interface SubscriptionTopicsTable {
  subscription_id: number;
  topic_id: number;
}

export interface NotificationsTable {
  id: Id;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  created_at: Timestamp;
  read_at: Timestamp | null;
  /** What makes an alert's notification unique (migration 004): one per user and event, however often retried. */
  dedupe_key: WithDefault<string | null>;
}

export interface JobsTable {
  id: Id;
  kind: string;
  payload: JsonText;
  /** queued, running, done or dead. */
  status: WithDefault<string>;
  attempts: WithDefault<number>;
  max_attempts: WithDefault<number>;
  run_at: Timestamp;
  locked_at: Timestamp | null;
  locked_by: string | null;
  last_error: string | null;
  /** Makes enqueueing idempotent: a second job with the same key is not created. */
  idempotency_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OutboxTable {
  id: Id;
  channel: string;
  recipient: string;
  subject: string | null;
  text_body: string;
  html_body: string | null;
  headers: WithDefault<JsonText>;
  created_at: Timestamp;
  /** The stable id of the send (from its job); unique, so a repeated job writes one row. */
  message_id: WithDefault<string | null>;
}

/** Message ids of processed SMS webhook requests, so a replayed request does nothing. */
export interface SmsWebhookMessagesTable {
  message_sid: string;
  received_at: Timestamp;
}

/** A reader's report of an error in a meeting's record, waiting for (or resolved by) an admin. */
export interface ErrorReportsTable {
  id: Id;
  meeting_id: number;
  /** meeting, summary, item or vote. */
  target: string;
  item_number: string | null;
  /** The vote's position among the meeting's votes (0-based), for a vote. */
  vote_position: number | null;
  message: string;
  email: string | null;
  /** open, accepted or dismissed. */
  status: WithDefault<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  resolved_at: Timestamp | null;
  resolved_by: number | null;
}

/**
 * An admin's override of one field of a meeting's record. `meeting_key` names the meeting the same way across
 * re-ingestion of its minutes; `meeting_id` and `resolved_position` say where it applied at the last save.
 */
export interface RecordCorrectionsTable {
  id: Id;
  meeting_key: string;
  meeting_id: number | null;
  /** summary, item or vote. */
  target: string;
  item_number: string | null;
  vote_position: number | null;
  councilor: string | null;
  /** summary, item_vote_result, vote_outcome, vote_motion or councilor_vote. */
  field: string;
  old_value: string | null;
  new_value: string;
  note: string;
  /** 1 when the target was found at the last save of the meeting. */
  applied: WithDefault<Flag>;
  resolved_position: number | null;
  created_at: Timestamp;
  created_by: number | null;
  report_id: number | null;
}

/** A user's own annotations on a meeting's minutes PDF (migration 006): the pdf.js editors as JSON, one row per (user, meeting). */
export interface MeetingAnnotationsTable {
  id: Id;
  user_id: number;
  meeting_id: number;
  editors: WithDefault<JsonText>;
  size_bytes: WithDefault<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AppStateTable {
  key: string;
  value: string;
}

/** One pass of the scheduled sync: `report` is the JSON of what each source answered and what changed. */
export interface SyncRunsTable {
  id: Id;
  started_at: string;
  finished_at: string | null;
  /** running, ok (every source answered), partial (some failed) or failed. */
  status: WithDefault<string>;
  report: WithDefault<string>;
}

/** The single-row lease that lets one process sync at a time. */
export interface SyncLeaseTable {
  id: number;
  holder: string | null;
  lease_until: string | null;
}

/** A geocoder's answer for one normalised address (migration 023); `matched` 0 is a kept "no such address". */
export interface GeocodeCacheTable {
  provider: string;
  address_key: string;
  matched: number;
  lat: number | null;
  lng: number | null;
  matched_address: string | null;
  method: string | null;
  precision_meters: number | null;
  answered_at: string;
}

/** A resident's message to the council about one agenda item, sent from our server (issue 32). */
export interface SpeakUpReceiptsTable {
  id: Id;
  user_id: number;
  meeting_id: number;
  /** The item's id when it was sent; minutes replace the items, so `item_key` finds it again. */
  agenda_item_id: number;
  item_key: string;
  item_number: string;
  item_title: string;
  district: number | null;
  stance: string;
  /** JSON list of the addresses written to (the city's official list only). */
  recipients: JsonText;
  subject: string;
  body: string;
  message_id: string;
  language: WithDefault<Language>;
  /** 1 when the resident agreed to be counted (never named) in "N residents wrote about this item". */
  counted: WithDefault<Flag>;
  sent_at: Timestamp;
  /** When the one "what became of it" message was queued; null until the item's outcome is known. */
  outcome_sent_at: WithDefault<Timestamp | null>;
  /** When the clerk's pause held the message to the council (migration 080); null when it was queued at once. */
  held_at: WithDefault<Timestamp | null>;
  /** While held: the council message's job (`{ key, payload }` JSON), queued once when sending resumes. */
  council_message: WithDefault<JsonText | null>;
  /** When un-pausing queued the held message (once). */
  released_at: WithDefault<Timestamp | null>;
  /** When the clerk withheld the held message as spam (migration 081): never queued, not counted. */
  withheld_at: WithDefault<Timestamp | null>;
  /** The admin who withheld it. */
  withheld_by: WithDefault<number | null>;
}

/** One step of the clerk on a held speak-up message (migration 087): withheld, or the withhold undone. */
export interface SpeakUpWithholdLogTable {
  id: Id;
  receipt_id: number;
  action: 'withhold' | 'restore';
  /** The admin who did it. */
  user_id: number | null;
  at: Timestamp;
  /** The job key of the e-mail that told the resident, queued in the same transaction; null when none was sent. */
  notice_key: string | null;
}

/** One row (id 1): `paused_at` is set while the clerk has paused speak-up sending to the council (migration 080). */
export interface SpeakUpPauseTable {
  id: number;
  paused_at: Timestamp | null;
  paused_by: number | null;
}

/** A document (by checksum) a meeting was read from (migration 030): the same bytes are never read twice. */
export interface MeetingSourcesTable {
  checksum: string;
  meeting_id: number;
  file_name: string | null;
  read_at: Timestamp;
}

/** A document held back instead of replacing its meeting's record, and why (migration 052). */
export interface HeldDocumentsTable {
  checksum: string;
  meeting_id: number;
  file_name: string;
  city_url: string | null;
  reason: string;
  held_at: Timestamp;
}

/** The validators a document of the city came with, for a conditional GET on the next pass (migration 052). */
export interface DocumentValidatorsTable {
  url: string;
  etag: string | null;
  last_modified: string | null;
  checksum: string;
  read_at: Timestamp;
}

/** The row `/healthz` rewrites to prove the database takes writes (migration 025). */
export interface HealthProbeTable {
  id: number;
  checked_at: string;
}

/** The whole database, for `Kysely<Database>`: every table the migrations create, and nothing typed elsewhere. */
/** How far an incremental read of a structured source got (migration 040). */
export interface UpstreamCursorsTable {
  source: string;
  modified_since: string | null;
  updated_at: string;
}

/** A bill, resolution or application as a structured source tracks it (a Legistar matter; migration 041). */
export interface UpstreamMattersTable {
  upstream_source: string;
  upstream_id: string;
  file_number: string | null;
  name: string | null;
  title: string | null;
  type_name: string | null;
  status_name: string | null;
  body_name: string | null;
  version: string | null;
  intro_date: string | null;
  passed_date: string | null;
  enactment_date: string | null;
  enactment_number: string | null;
  /** JSON: `[{ person_id, name, sequence }]`. */
  sponsors: WithDefault<JsonText>;
  /** JSON: `[{ id, date, action, body, event_id, passed, version, text }]`, `id` the event item's. */
  history: WithDefault<JsonText>;
  /** JSON: `[{ id, name, url, sort }]`, the documents the source links the matter to (migration 070). */
  attachments: WithDefault<JsonText>;
  /** The source's global id of the matter (Legistar's `MatterGuid`, migration 085); null until read again. */
  guid: string | null;
  modified_at: string | null;
  updated_at: string;
}

/** A body (the council, a committee) as a structured source lists it (migration 070). */
export interface UpstreamBodiesTable {
  upstream_source: string;
  upstream_id: string;
  name: string;
  type_name: string | null;
  active: number | null;
  updated_at: string;
}

/** A person as a structured source lists them (migration 070). */
export interface UpstreamPeopleTable {
  upstream_source: string;
  upstream_id: string;
  full_name: string;
  email: string | null;
  www: string | null;
  active: number | null;
  modified_at: string | null;
  updated_at: string;
}

/** One office record of a structured source: a person's seat on a body, from a date to a date (migration 070). */
export interface UpstreamSeatsTable {
  upstream_source: string;
  upstream_id: string;
  person_id: string;
  body_id: string;
  body_name: string | null;
  title: string | null;
  member_type: string | null;
  full_name: string | null;
  start_date: string | null;
  end_date: string | null;
  modified_at: string | null;
  updated_at: string;
}

/** A step of a matter's history that arrived after the matter was first stored (migration 070). */
export interface UpstreamMatterStepsTable {
  id: Id;
  upstream_source: string;
  step_id: string;
  matter_id: string;
  file_number: string;
  action_date: string | null;
  action: string | null;
  body_name: string | null;
  event_id: string | null;
  passed: number | null;
  version: string | null;
  seen_at: string;
}

/** A follower told (or to be told) of a matter's step, once (migration 070). */
export interface MatterStepAlertsTable {
  id: Id;
  subscription_id: number;
  step_row_id: number;
  created_at: string;
  /** When the e-mail was sent. */
  sent_at: string | null;
  /** The channels the follower had on when the step was recorded (migration 084). */
  email_due: WithDefault<number>;
  sms_due: WithDefault<number>;
  sms_sent_at: string | null;
}

export interface Database {
  upstream_cursors: UpstreamCursorsTable;
  upstream_matters: UpstreamMattersTable;
  upstream_bodies: UpstreamBodiesTable;
  upstream_people: UpstreamPeopleTable;
  upstream_seats: UpstreamSeatsTable;
  upstream_matter_steps: UpstreamMatterStepsTable;
  matter_step_alerts: MatterStepAlertsTable;
  speak_up_receipts: SpeakUpReceiptsTable;
  speak_up_pause: SpeakUpPauseTable;
  speak_up_withhold_log: SpeakUpWithholdLogTable;
  health_probe: HealthProbeTable;
  meeting_sources: MeetingSourcesTable;
  held_documents: HeldDocumentsTable;
  document_validators: DocumentValidatorsTable;
  sync_runs: SyncRunsTable;
  sync_lease: SyncLeaseTable;
  geocode_cache: GeocodeCacheTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_tokens: EmailTokensTable;
  sms_webhook_messages: SmsWebhookMessagesTable;
  districts: DistrictsTable;
  officials: OfficialsTable;
  meetings: MeetingsTable;
  meeting_topics: MeetingTopicsTable;
  meeting_keywords: MeetingKeywordsTable;
  agenda_items: AgendaItemsTable;
  item_places: ItemPlacesTable;
  voting_records: VotingRecordsTable;
  councilor_votes: CouncilorVotesTable;
  organizations: OrganizationsTable;
  organization_connections: OrganizationConnectionsTable;
  campaigns: CampaignsTable;
  campaign_members: CampaignMembersTable;
  notification_topics: NotificationTopicsTable;
  subscriptions: SubscriptionsTable;
  item_follows: ItemFollowsTable;
  agenda_alert_items: AgendaAlertItemsTable;
  subscription_topics: SubscriptionTopicsTable;
  notifications: NotificationsTable;
  jobs: JobsTable;
  outbox: OutboxTable;
  app_state: AppStateTable;
  meeting_annotations: MeetingAnnotationsTable;
  error_reports: ErrorReportsTable;
  record_corrections: RecordCorrectionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type MeetingRow = Selectable<MeetingsTable>;
export type NewMeeting = Insertable<MeetingsTable>;
export type MeetingUpdate = Updateable<MeetingsTable>;
export type OrganizationRow = Selectable<OrganizationsTable>;
export type CampaignRow = Selectable<CampaignsTable>;
