/**
 * The public record in Open Civic Data shapes (issue 18, decision 016): divisions, people with memberships and
 * posts, events with agenda items, vote events with counts and roll calls. Field names follow the OCD data
 * types and the pupa scrape schemas (Popolo for people, posts and memberships); what the record does not know is
 * left out where pupa's schema wants a string or nothing (issue 34), else null or an empty list, never invented. Our own facts without an OCD field live in `extras`.
 */
import { z } from 'zod';
import { canonicalIntSchema, isoDateTimeSchema, paginationQuerySchema } from './common.ts';

/** `ocd-person/<uuid>` and the like: a UUID per deployment and row (see decision 016). */
const uuidPattern = '[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
const ocdIdSchema = (kind: string) =>
  z
    .string()
    .regex(new RegExp(`^ocd-${kind}/${uuidPattern}$`))
    .meta({ description: `An Open Civic Data ${kind} id`, examples: [`ocd-${kind}/3f1c9a2b-7d40-8000-8000-00000000002a`] });
/** An Open Civic Data id is text (`ocd-person/<uuid>`), never a number: its path parameter is the UUID part. */
export const ocdUuidParamsSchema = z.object({
  id: z
    .string()
    .regex(new RegExp(`^${uuidPattern}$`), 'the UUID part of an Open Civic Data id')
    .meta({ format: 'uuid', description: 'The UUID part of the Open Civic Data id, e.g. the <uuid> of ocd-person/<uuid>' }),
});

/** A division id, `ocd-division/country:us/state:zz/place:fictionville/council_district:2`. */
export const ocdDivisionIdSchema = z
  .string()
  .regex(/^ocd-division\/country:[a-z]{2}(\/[a-z_]+:[\w.~-]+)*$/)
  .meta({ examples: ['ocd-division/country:us/state:zz/place:fictionville/council_district:2'] });

/** A council district's division id: the city's division (`CityConfig.ocdDivision`) and `/council_district:N`. */
export function councilDistrictDivision(cityDivision: string, district: number): string {
  return `${cityDivision}/council_district:${district}`;
}

const linkSchema = z.object({ url: z.string(), note: z.string() });
/** Where a fact comes from: the city's document, or our page that shows it. */
const sourceSchema = z.object({ url: z.string(), note: z.string() });

export const ocdDivisionSchema = z.object({
  id: ocdDivisionIdSchema,
  /** ISO 3166 alpha-2 code, lower case. */
  country: z.string().length(2),
  display_name: z.string(),
  /** Ids of the divisions inside this one (the council districts of the city). */
  children: z.array(ocdDivisionIdSchema),
});
export type OcdDivision = z.infer<typeof ocdDivisionSchema>;

export const ocdOrganizationRefSchema = z.object({
  id: ocdIdSchema('organization'),
  name: z.string(),
  /** legislature (the council) or executive (the mayor's office). */
  classification: z.enum(['legislature', 'executive']),
});

export const ocdPostSchema = z.object({
  id: ocdIdSchema('post'),
  /** e.g. `District 4`. */
  label: z.string(),
  /** e.g. `Councilor`, `Mayor`. */
  role: z.string(),
  organization_id: ocdIdSchema('organization'),
  division_id: ocdDivisionIdSchema,
  /** One person holds a district's seat or the mayor's office. */
  maximum_memberships: z.number().int(),
});
export type OcdPost = z.infer<typeof ocdPostSchema>;

/** A body of the city: the council, the mayor's office, or a committee, commission or board that meets. */
export const ocdOrganizationSchema = ocdOrganizationRefSchema.extend({
  /** The council for the bodies it forms; null for the council and the mayor's office. */
  parent_id: ocdIdSchema('organization').nullable(),
  division_id: ocdDivisionIdSchema,
  sources: z.array(sourceSchema),
  links: z.array(linkSchema),
  extras: z.object({ meeting_type: z.string().nullable() }),
});
export type OcdOrganization = z.infer<typeof ocdOrganizationSchema>;

export const ocdMembershipSchema = z.object({
  person_name: z.string(),
  organization_id: ocdIdSchema('organization'),
  organization_name: z.string(),
  post_id: ocdIdSchema('post').nullable(),
  role: z.string(),
  label: z.string(),
  division_id: ocdDivisionIdSchema.nullable(),
  /** `YYYY-MM-DD` when known, else left out (pupa's schema takes a date or nothing). */
  start_date: z.string().optional(),
  /** Left out while in office, or when the record does not know it. */
  end_date: z.string().optional(),
});

export const ocdPersonSchema = z.object({
  id: ocdIdSchema('person'),
  name: z.string(),
  /** The surname the roll calls print, when the record links it to this person; else left out. */
  family_name: z.string().optional(),
  memberships: z.array(ocdMembershipSchema),
  /** Current posts first. Contact details are left out of this view (see the councilor pages). */
  links: z.array(linkSchema),
  sources: z.array(sourceSchema),
  extras: z.object({ civic_commons_id: z.number().int(), district: z.number().int().nullable() }),
});
export type OcdPerson = z.infer<typeof ocdPersonSchema>;

const documentSchema = z.object({ note: z.string(), url: z.string(), media_type: z.string() });

export const ocdAgendaItemSchema = z.object({
  description: z.string(),
  /** The city's item number, e.g. `7.a.`. */
  order: z.string(),
  subjects: z.array(z.string()),
  notes: z.array(z.string()),
  /**
   * The matter, by the clerk's file number, when the item has one: `entity_type` and `bill_id` as pupa writes them
   * (the bill under /ocd/bills), `type` as before (issue 50).
   */
  related_entities: z.array(z.object({ type: z.string(), entity_type: z.literal('bill'), bill_id: ocdIdSchema('bill'), name: z.string(), note: z.string().nullable() })),
  extras: z.object({
    item_type: z.string(),
    vote_result: z.string().nullable(),
    /** Page of the minutes PDF, and a link to it when we hold the PDF. */
    page: z.number().int().nullable(),
    pdf_page_url: z.string().nullable(),
  }),
});

export const ocdEventSchema = z.object({
  id: ocdIdSchema('event'),
  name: z.string(),
  description: z.string(),
  /** The kind of meeting, as the record names it (`regular_council`, `public_works_committee` ...). */
  classification: z.string(),
  start_date: isoDateTimeSchema,
  /** Left out: the minutes do not record when a meeting ended. */
  end_date: isoDateTimeSchema.optional(),
  all_day: z.boolean(),
  /** confirmed (to come), passed (held), cancelled, tentative (postponed). */
  status: z.enum(['confirmed', 'passed', 'cancelled', 'tentative']),
  location: z.object({ name: z.string(), note: z.string(), coordinates: z.null() }).nullable(),
  participants: z.array(z.object({ name: z.string(), type: z.enum(['organization', 'person']), note: z.string() })),
  documents: z.array(documentSchema),
  links: z.array(linkSchema),
  sources: z.array(sourceSchema),
  agenda: z.array(ocdAgendaItemSchema),
  extras: z.object({ civic_commons_id: z.number().int(), page_url: z.string(), summary: z.string().nullable(), topics: z.array(z.string()) }),
});
export type OcdEvent = z.infer<typeof ocdEventSchema>;

/** OCD's vote options: our aye, nay, abstain and absent are its yes, no, abstain and absent. */
export const ocdVoteOptionSchema = z.enum(['yes', 'no', 'abstain', 'absent']);

export const ocdVoteEventSchema = z.object({
  id: ocdIdSchema('vote'),
  /** The agenda item's number, when the motion was about one. */
  identifier: z.string(),
  motion_text: z.string(),
  /** What the motion does (approve, amend, table ...). */
  motion_classification: z.array(z.string()),
  start_date: isoDateTimeSchema,
  /** pass or fail; left out for a motion the minutes record as tabled or withdrawn (outcome in extras). */
  result: z.enum(['pass', 'fail']).optional(),
  organization: z.string(),
  organization_id: ocdIdSchema('organization'),
  event_id: ocdIdSchema('event'),
  /** The matter's file number, when the motion was about an item that has one. */
  bill: z.string().nullable(),
  counts: z.array(z.object({ option: ocdVoteOptionSchema, value: z.number().int().nonnegative() })),
  votes: z.array(z.object({ option: ocdVoteOptionSchema, voter_name: z.string(), /** Left out when the printed name is linked to nobody. */ voter_id: ocdIdSchema('person').optional(), note: z.string() })),
  sources: z.array(sourceSchema),
  extras: z.object({
    civic_commons_id: z.number().int(),
    outcome: z.string(),
    moved_by: z.string().nullable(),
    seconded_by: z.string().nullable(),
    page: z.number().int().nullable(),
    page_url: z.string(),
    pdf_page_url: z.string().nullable(),
  }),
});
export type OcdVoteEvent = z.infer<typeof ocdVoteEventSchema>;

/**
 * A council term as an OCD legislative session: the fields of OCD's LegislativeSession model, which pupa's importer
 * fills from these keys (so no others). A date the city's sources do not give is left out (decision 210).
 */
export const ocdLegislativeSessionSchema = z.object({
  identifier: z.string().min(1),
  name: z.string().min(1),
  classification: z.literal('primary'),
  start_date: z.iso.date().optional(),
  end_date: z.iso.date().optional(),
});
export type OcdLegislativeSession = z.infer<typeof ocdLegislativeSessionSchema>;

/**
 * The served city's government as an OCD jurisdiction (pupa's `Jurisdiction`): its id is the city's division with
 * `ocd-jurisdiction` and `/government`, as pupa forms it. Its legislative sessions are the council terms the city's
 * configuration dates from its sources (none when it lists none); `extras` says where each term's dates come from.
 */
export const ocdJurisdictionSchema = z.object({
  id: z.string().regex(/^ocd-jurisdiction\/country:[a-z]{2}(\/[a-z_]+:[\w.~-]+)*\/government$/),
  name: z.string(),
  url: z.string(),
  classification: z.literal('government'),
  division_id: ocdDivisionIdSchema,
  legislative_sessions: z.array(ocdLegislativeSessionSchema),
  feature_flags: z.array(z.string()),
  extras: z.object({
    organization_ids: z.array(ocdIdSchema('organization')),
    /** Session identifier -> where its dates come from (a file of the city's data, or its record). */
    legislative_session_sources: z.record(z.string(), z.string()),
  }),
});
export type OcdJurisdiction = z.infer<typeof ocdJurisdictionSchema>;

const billActionSchema = z.object({
  /** The body that acted, as the source names it (or the body that held the meeting); null when none is named. */
  organization: z.string().nullable(),
  /** `YYYY-MM-DD` (the day, on the city's clock); left out when the record does not date the action. */
  date: z.string().optional(),
  description: z.string(),
  /** Left empty: the record's actions are not mapped onto OCD's action vocabulary. */
  classification: z.array(z.string()),
  related_entities: z.array(z.object({ name: z.string(), entity_type: z.string() })),
});

/**
 * A matter (a bill, resolution or application, by the clerk's file number) as an OCD bill. Where a structured
 * source keeps the matter (Legistar), its type, sponsors and history of actions; where the record is read from
 * minutes, the file number, the item's title and the results the minutes record at each meeting.
 * `legislative_session` is the council term of the bill's first date (its introduction, else its first dated
 * action, else the first meeting of our record where it came up), left out when no listed term covers it.
 */
export const ocdBillSchema = z.object({
  id: ocdIdSchema('bill'),
  /** The identifier of one of the jurisdiction's `legislative_sessions`. */
  legislative_session: z.string().min(1).optional(),
  /** The clerk's file number. */
  identifier: z.string(),
  /** The matter's name (or title); without a source matter, the item's title on its latest agenda. */
  title: z.string(),
  /** The source's type when it is one of OCD's bill classifications word for word, else empty. */
  classification: z.array(z.string()),
  subject: z.array(z.string()),
  /** The source's longer title, when it gives a name too. */
  abstracts: z.array(z.object({ abstract: z.string(), note: z.string() })),
  actions: z.array(billActionSchema),
  sponsorships: z.array(z.object({ name: z.string(), entity_type: z.literal('person'), primary: z.boolean(), classification: z.enum(['primary', 'cosponsor']) })),
  sources: z.array(sourceSchema),
  extras: z.object({
    /** The source's type and status words, as it gives them; null without a source matter. */
    type: z.string().nullable(),
    status: z.string().nullable(),
    page_url: z.string(),
    /** The meetings of our record where it came up (oldest first), with the result the minutes record. */
    meetings: z.array(z.object({ event_id: ocdIdSchema('event'), date: z.string(), item_number: z.string(), vote_result: z.string().nullable(), page_url: z.string() })),
  }),
});
export type OcdBill = z.infer<typeof ocdBillSchema>;
export const ocdBillListSchema = z.object({ items: z.array(ocdBillSchema), total: z.number().int() });
export const ocdJurisdictionListSchema = z.object({ items: z.array(ocdJurisdictionSchema) });

export const ocdDivisionListSchema = z.object({ items: z.array(ocdDivisionSchema) });
export const ocdPersonListSchema = z.object({ items: z.array(ocdPersonSchema), total: z.number().int() });
export const ocdOrganizationListSchema = z.object({ items: z.array(ocdOrganizationSchema) });
export const ocdPostListSchema = z.object({ items: z.array(ocdPostSchema) });
export const ocdEventListSchema = z.object({ items: z.array(ocdEventSchema), total: z.number().int() });
export const ocdVoteEventListSchema = z.object({ items: z.array(ocdVoteEventSchema), total: z.number().int() });

/** Events, vote events and bills: paged like the other lists (at most 100). */
export const ocdListQuerySchema = paginationQuerySchema;
export const ocdVoteEventQuerySchema = paginationQuerySchema.extend({
  /** Only the vote events of one meeting (its Civic Commons id). */
  meeting_id: canonicalIntSchema(1, 2_147_483_647).optional(),
});
