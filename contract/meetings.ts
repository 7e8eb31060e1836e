/** Council meetings, their agenda items and the votes taken on them (spec §3 Meeting, Agenda item). */
import { z } from 'zod';
import { canonicalIntSchema, isoDateSchema, isoDateTimeSchema, pageSchema, paginationQuerySchema } from './common.ts';
import { appliedCorrectionSchema } from './corrections.ts';
import { itemPlainSchema } from './plain.ts';
import { itemPlaceSchema } from './places.ts';
import {
  agendaItemTypeSchema,
  documentTypeSchema,
  MEETING_STATUS_FILTERS,
  meetingStatusSchema,
  meetingTimeStateSchema,
  meetingTypeSchema,
  motionKindSchema,
  voteChoiceSchema,
  voteOutcomeSchema,
} from './enums.ts';

export { itemAnchor, MEETING_LIMITS, PLACEHOLDER_SUMMARY_MARKER } from './meeting-rules.ts';

/** One item of a meeting's agenda. */
export const agendaItemSchema = z.object({
  id: z.number().int(),
  /** The number the city gives the item, e.g. `7.a.` or `23-1016-2`. */
  item_number: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  item_type: agendaItemTypeSchema,
  /** Whether the item needed a council vote. */
  vote_required: z.boolean(),
  /**
   * What the motion that decided the item did: passed, failed, denied, continued, tabled, referred or pulled
   * (hand-made records may say "Approved 8-0"); null means no motion decided it.
   */
  vote_result: z.string().nullable(),
  /** The page of the minutes PDF the item is printed on, when known. */
  page: z.number().int().positive().nullable(),
  /** The clerk's file number (`24-1045-1`): the same matter at every meeting it comes to. */
  file_number: z.string().nullable(),
  /** The matter's other appearances (committee, council, continuances), oldest first; on the meeting detail. */
  history: z.array(z.lazy(() => itemAppearanceSchema)).optional(),
  /**
   * What the item does in plain English and Spanish, from the city's rules and the title's facts; null when the
   * rules do not recognise the item (the title alone is the record). Optional so older clients' fixtures parse.
   */
  plain: itemPlainSchema.nullable().optional(),
  /** The places the item names, in its words' order (issue 31); on the meeting detail, empty when it names none. */
  places: z.array(itemPlaceSchema).optional(),
  /**
   * The id of the roll call (a voting record of the same meeting) that decided the item, when the minutes name it:
   * one motion may decide several items ("approve 4.b - 4.g"). Null when the record does not say; on the meeting
   * detail.
   */
  decided_by: z.number().int().nullable().optional(),
});

/** Where else an agenda item's matter came up, and what happened to it there. */
export const itemAppearanceSchema = z.object({
  meeting_id: z.number().int(),
  meeting_title: z.string(),
  meeting_date: isoDateTimeSchema,
  meeting_status: meetingStatusSchema,
  item_number: z.string(),
  vote_result: z.string().nullable(),
});
export type ItemAppearance = z.infer<typeof itemAppearanceSchema>;
export type AgendaItem = z.infer<typeof agendaItemSchema>;

/** How one councilor voted on one motion. */
export const councilorVoteSchema = z.object({
  councilor: z.string(),
  district: z.number().int().min(1).max(99).nullable(),
  vote: voteChoiceSchema,
});
export type CouncilorVote = z.infer<typeof councilorVoteSchema>;

/** A motion put to a vote, who moved and seconded it, the outcome, and the roll call. */
export const votingRecordSchema = z.object({
  id: z.number().int(),
  /** The agenda item voted on, when the motion was about one. */
  agenda_item_id: z.number().int().nullable(),
  item_number: z.string().nullable(),
  motion: z.string(),
  /** What the motion does: approve, amend, call the question ...; `other` when it was not read. */
  motion_kind: motionKindSchema,
  moved_by: z.string().nullable(),
  seconded_by: z.string().nullable(),
  outcome: voteOutcomeSchema,
  /** The page of the minutes PDF the roll call is printed on, when known. */
  page: z.number().int().positive().nullable(),
  votes: z.array(councilorVoteSchema),
});
export type VotingRecord = z.infer<typeof votingRecordSchema>;

/**
 * A meeting as listed: what a card shows. The detailed summary, agenda items and votes come with the detail,
 * which keeps a 100-meeting page about half as heavy.
 */
export const meetingSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** When the meeting starts, ISO-8601 UTC. */
  meeting_date: isoDateTimeSchema,
  /** The same instant on the city's wall clock, with its offset (`2024-12-04T16:00:00-06:00`): local time for reusers. */
  meeting_date_local: z.string(),
  location: z.string().nullable(),
  meeting_type: meetingTypeSchema,
  status: meetingStatusSchema,
  /** The state now: a past meeting without minutes is never "upcoming" (issue 33). */
  time_state: meetingTimeStateSchema,
  summary: z.string().nullable(),
  /**
   * The summary in Spanish, built from the record's results, plain lines and roll calls (never translated from the
   * English text); null when the record has no result and no vote, or for a demo sample. Always on a meeting's
   * detail; on the list only when asked for with `lang=es`.
   */
  summary_es: z.string().nullable().optional(),
  /** The names `summary_es` keeps as printed, in English (a card marks each `lang="en"`); on the list with `lang=es`. */
  summary_es_names: z.array(z.string()).optional(),
  /**
   * The title in Spanish, built from the body's name in the city's list and the date (never translated free text);
   * null for a body the city has not named. On a meeting's detail, and on the list with `lang=es`.
   */
  title_es: z.string().nullable().optional(),
  keywords: z.array(z.string()),
  topics: z.array(z.string()),
  document_type: documentTypeSchema,
  agenda_url: z.string().nullable(),
  minutes_url: z.string().nullable(),
  /** Where the record came from, e.g. the city's website. */
  source: z.string().nullable(),
  created_at: isoDateTimeSchema,
  /** Page images of the minutes, for the image viewer. */
  image_paths: z.array(z.string()),
  /** Whether at least one motion was voted on (lets the list show a badge without the votes). */
  has_votes: z.boolean(),
  /** Invented to demonstrate the app (the DEMO_MEETINGS setting), not one of the city's records: shown as "Demo". */
  is_demo: z.boolean(),
  /**
   * Known only from the clerk's notice of the year's regularly scheduled meetings: no agenda and no minutes yet,
   * only the notice's date, time and place (issue 33). Shown as "Announced".
   */
  announced: z.boolean(),
  /** Where a search matched, with the matched words marked; present on the first 10 search results of a page. */
  snippet: z
    .array(z.object({ text: z.string(), match: z.boolean() }))
    .optional(),
});
export type MeetingSummary = z.infer<typeof meetingSummarySchema>;

/** A meeting with its detailed summary, ordered agenda items and voting records. */
export const meetingDetailSchema = meetingSummarySchema.extend({
  /** A longer account, section by section. */
  detailed_summary: z.string().nullable(),
  /**
   * The detailed summary in Spanish, built from the record's items, plain lines, results and roll calls (never
   * translated from the English text): its paragraphs, and the names they keep as printed, in English (a page marks
   * each `lang="en"`). Null where there is no English one, no item, or the meeting was called off.
   */
  detailed_summary_es: z.object({ paragraphs: z.array(z.string()), names: z.array(z.string()) }).nullable().optional(),
  agenda_items: z.array(agendaItemSchema),
  voting_records: z.array(votingRecordSchema),
  /** Corrections an admin made to this record, oldest first (absent on demo samples). */
  corrections: z.array(appliedCorrectionSchema).optional(),
  /**
   * Where the record came from and when: `read_at` is when its city document (agenda or minutes) was last read
   * and found changed; `checked_at`, for an agenda of a meeting to come, when the sync last looked for a revision.
   * Absent on demo samples.
   */
  provenance: z
    .object({
      document: z.enum(['agenda', 'minutes']).nullable(),
      read_at: isoDateTimeSchema.nullable(),
      checked_at: isoDateTimeSchema.nullable(),
    })
    .optional(),
  /**
   * The city's own copies: the addresses the sync fetched the agenda and the minutes from (a listing, the council
   * archive). Null for a document read from a local file or an upload, and for one not yet fetched: never made up.
   * `agenda_url` and `minutes_url` are our stored copies.
   */
  city_documents: z.object({ agenda_url: z.string().nullable(), minutes_url: z.string().nullable() }),
});
export type MeetingDetail = z.infer<typeof meetingDetailSchema>;

/** Filters of `GET /api/v1/meetings/`. */
export const listMeetingsQuerySchema = paginationQuerySchema.extend({
  /**
   * `scheduled` lists meetings still ahead; `awaiting_minutes` those whose time has passed without minutes;
   * `no_agenda` announced meetings whose date passed with no agenda or minutes on record.
   */
  status: z.enum(MEETING_STATUS_FILTERS).optional(),
  /** First day included, `YYYY-MM-DD`, in the city's time zone. */
  from: isoDateSchema.optional(),
  /** Last day included (to the end of that day), `YYYY-MM-DD`, in the city's time zone. */
  to: isoDateSchema.optional(),
  /** Words to search for in titles, summaries, agenda items and the minutes' text. */
  q: z.string().trim().max(200).optional(),
  meeting_type: meetingTypeSchema.optional(),
  /** Only the meetings of one committee, by its name as the city's source lists it (`GET /meetings/committees`). */
  committee: z.string().trim().min(1).max(200).optional(),
  topic: z.string().trim().min(1).max(100).optional(),
  /** Include meetings that have no real summary yet (the listing rule hides them by default). */
  include_unsummarized: z.enum(['true', 'false']).optional(),
});
export type ListMeetingsQuery = z.infer<typeof listMeetingsQuerySchema>;

/**
 * `GET /api/v1/meetings/committees`: the council's committees and subcommittees as the city's structured source
 * lists them (its bodies other than the full council), each with the listed meetings it held, by name; empty for a
 * city whose source names no bodies.
 */
export const committeeListSchema = z.object({ items: z.array(z.object({ name: z.string(), meetings: z.number().int().nonnegative() })) });
export type CommitteeList = z.infer<typeof committeeListSchema>;

export const meetingListResponseSchema = pageSchema(meetingSummarySchema).extend({
  /**
   * Present, and true, only on a search matching more meetings than MEETING_LIMITS.searchRanked (500): `total` is
   * then that cap and more meetings match. Only the newest `total` matches are ranked and paged through; a
   * narrower `from`/`to` reaches older ones (decision 080). Absent, `total` is the exact number of matches.
   */
  total_capped: z.literal(true).optional(),
});
export type MeetingListResponse = z.infer<typeof meetingListResponseSchema>;

/** The top topics and keywords of the most recent completed meetings. */
export const meetingAnalysisSchema = z.object({
  meeting_ids: z.array(z.number().int()),
  topics: z.array(z.object({ name: z.string(), count: z.number().int() })),
  keywords: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type MeetingAnalysis = z.infer<typeof meetingAnalysisSchema>;

/** `GET /api/v1/meetings/{id}/agenda-items`: the meeting's agenda in order. */
export const agendaItemsResponseSchema = z.array(agendaItemSchema);
export type AgendaItemsResponse = z.infer<typeof agendaItemsResponseSchema>;

/** Filters of the subscribable `GET /api/v1/meetings/calendar.ics`. */
export const meetingCalendarQuerySchema = z.object({
  /** Only this kind of meeting (e.g. a committee a resident follows). */
  meeting_type: meetingTypeSchema.optional(),
});
export type MeetingCalendarQuery = z.infer<typeof meetingCalendarQuerySchema>;

/** A council member as the officials table knows them; contact details are flagged when not verified. */
export const councilorSchema = z.object({
  name: z.string(),
  /** e.g. `Councilor, District 4` or `Former Councilor, District 4`. */
  position: z.string(),
  district: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** False when the email and phone come from a third party and were not confirmed with the city. */
  contact_verified: z.boolean(),
  /** First and last day seen in office (`YYYY-MM-DD`); term_end is null for a sitting councilor. */
  term_start: z.string().nullable(),
  term_end: z.string().nullable(),
  /** Whether this person holds the seat now. */
  current: z.boolean(),
});
export type Councilor = z.infer<typeof councilorSchema>;

/** `GET /api/v1/councilors/`: the sitting councilor of every district, in district order. */
export const councilorListResponseSchema = z.object({ items: z.array(councilorSchema) });
export type CouncilorListResponse = z.infer<typeof councilorListResponseSchema>;

/** A district number in a path, `/councilors/{district}`. */
export const councilorDistrictParamsSchema = z.object({
  district: canonicalIntSchema(1, 99),
});

/** `GET /api/v1/councilors/{district}`: the district, its sitting councilor and those who held the seat before. */
export const councilorDistrictSchema = z.object({
  district: z.object({ id: z.number().int(), name: z.string() }),
  councilor: councilorSchema.nullable(),
  former: z.array(councilorSchema),
});
export type CouncilorDistrict = z.infer<typeof councilorDistrictSchema>;

/** Filters of `GET /api/v1/councilors/{district}/votes`. */
export const councilorVotesQuerySchema = paginationQuerySchema.extend({
  /** Only votes taken in meetings with this topic. */
  topic: z.string().trim().min(1).max(100).optional(),
  /** Only the votes of this person (the roll-call surname); all holders of the seat otherwise. */
  councilor: z.string().trim().min(1).max(100).optional(),
});
export type CouncilorVotesQuery = z.infer<typeof councilorVotesQuerySchema>;

/** One motion a councilor voted on: the item, their vote and the outcome. */
export const councilorVoteItemSchema = z.object({
  voting_record_id: z.number().int(),
  meeting_id: z.number().int(),
  meeting_title: z.string(),
  meeting_date: isoDateTimeSchema,
  item_number: z.string().nullable(),
  /** The agenda item's title, when the motion was about one. */
  item_title: z.string().nullable(),
  motion: z.string(),
  motion_kind: motionKindSchema,
  outcome: voteOutcomeSchema,
  /** The roll-call name of who cast the vote. */
  councilor: z.string(),
  vote: voteChoiceSchema,
  /** The meeting's topics, which the topic filter matches. */
  topics: z.array(z.string()),
  /** Corrections of this vote's outcome or motion, or of this councilor's vote, oldest first. */
  corrections: z.array(appliedCorrectionSchema).optional(),
});
export type CouncilorVoteItem = z.infer<typeof councilorVoteItemSchema>;

/** A page of a district's votes, newest first, with the topics available to filter on. */
export const councilorVotesResponseSchema = pageSchema(councilorVoteItemSchema).extend({
  topics: z.array(z.string()),
});
export type CouncilorVotesResponse = z.infer<typeof councilorVotesResponseSchema>;
