/**
 * How the council votes (`/api/v1/votes`): split votes, each councilor's figures, agreement between councilors.
 * Councilors are named as the roll calls name them (the surname the clerk prints, e.g. `Decter Wright`), which
 * is what every stored vote carries; former councilors are named the same way.
 *
 * Definitions, shared by the server's SQL and the web's summaries:
 * - a roll call is *split* when at least one councilor voted aye and at least one voted nay (an abstention or an
 *   absence alone does not split a vote);
 * - its *majority* is the side with more votes among ayes and nays; a tie has no majority, so no one votes
 *   against it;
 * - a councilor is *present* at a roll call unless recorded absent; an abstention is present.
 * The vote vocabulary (VOTE_CHOICES) has no recusal: the minutes record a recusal as an abstention.
 */
import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, pageSchema, paginationQuerySchema } from './common.ts';
import { meetingTypeSchema, motionKindSchema, voteChoiceSchema, voteOutcomeSchema } from './enums.ts';

/** A roll-call name in a path or query string. */
export const rollCallNameSchema = z.string().trim().min(1).max(100);

/** `from` and `to` (days in the city's time zone, both included) of every analytics query. */
const periodQuerySchema = z.object({
  /** First day included, `YYYY-MM-DD`, in the city's time zone. */
  from: isoDateSchema.optional(),
  /** Last day included (to the end of that day), `YYYY-MM-DD`, in the city's time zone. */
  to: isoDateSchema.optional(),
});
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

const fromNotAfterTo = (q: PeriodQuery) => !q.from || !q.to || q.from <= q.to;
const FROM_AFTER_TO = { message: 'The first day must not be after the last day.', path: ['to'] };

/** The period a figure covers, as asked (null: unbounded). */
export const periodSchema = z.object({ from: isoDateSchema.nullable(), to: isoDateSchema.nullable() });

/** One councilor's line of a roll call. */
export const rollCallVoteSchema = z.object({
  councilor: z.string(),
  district: z.number().int().nullable(),
  vote: voteChoiceSchema,
});
export type RollCallVote = z.infer<typeof rollCallVoteSchema>;

/** The counts of a roll call, and its majority side (null for a tie). */
export const tallySchema = z.object({
  ayes: z.number().int().nonnegative(),
  nays: z.number().int().nonnegative(),
  abstentions: z.number().int().nonnegative(),
  absences: z.number().int().nonnegative(),
  majority: z.enum(['aye', 'nay']).nullable(),
});
export type Tally = z.infer<typeof tallySchema>;

/** What a vote was on and where: the meeting page anchors it. */
export const voteContextSchema = z.object({
  voting_record_id: z.number().int(),
  meeting_id: z.number().int(),
  meeting_title: z.string(),
  meeting_date: isoDateTimeSchema,
  meeting_type: meetingTypeSchema,
  item_number: z.string().nullable(),
  /** The agenda item's title, when the motion was about one. */
  item_title: z.string().nullable(),
  motion: z.string(),
  motion_kind: motionKindSchema,
  outcome: voteOutcomeSchema,
});

/** The filters of the split votes, without paging. */
const splitFiltersSchema = periodQuerySchema.extend({
  /** Only votes of meetings with this topic. */
  topic: z.string().trim().min(1).max(100).optional(),
  meeting_type: meetingTypeSchema.optional(),
  /** Only votes this councilor was on the roll call of (their roll-call name). */
  councilor: rollCallNameSchema.optional(),
  /** With `councilor`: only the votes where they voted against the majority. */
  against_majority: z.enum(['true', 'false']).optional(),
});
const AGAINST_NEEDS_COUNCILOR = { message: 'against_majority needs a councilor.', path: ['against_majority'] };
const againstHasCouncilor = (q: z.infer<typeof splitFiltersSchema>) => q.against_majority !== 'true' || q.councilor !== undefined;

/** Filters of `GET /api/v1/votes/split`. */
export const splitVotesQuerySchema = paginationQuerySchema
  .extend(splitFiltersSchema.shape)
  .refine(fromNotAfterTo, FROM_AFTER_TO)
  .refine(againstHasCouncilor, AGAINST_NEEDS_COUNCILOR);
export type SplitVotesQuery = z.infer<typeof splitVotesQuerySchema>;

/** Filters of `GET /api/v1/votes/split.csv`: those of the list, every match in one file. */
export const splitVotesCsvQuerySchema = splitFiltersSchema.refine(fromNotAfterTo, FROM_AFTER_TO).refine(againstHasCouncilor, AGAINST_NEEDS_COUNCILOR);
export type SplitVotesCsvQuery = z.infer<typeof splitVotesCsvQuerySchema>;

/** One split vote with its tally and full roll call (in district order). */
export const splitVoteSchema = voteContextSchema.extend({
  tally: tallySchema,
  votes: z.array(rollCallVoteSchema),
});
export type SplitVote = z.infer<typeof splitVoteSchema>;

/** `GET /api/v1/votes/split`: a page of split votes, newest first. */
export const splitVotesResponseSchema = pageSchema(splitVoteSchema);
export type SplitVotesResponse = z.infer<typeof splitVotesResponseSchema>;

/** Filters of `GET /api/v1/votes/split/by-year`. */
export const splitShareQuerySchema = z.object({ meeting_type: meetingTypeSchema.optional() });

/** `GET /api/v1/votes/split/by-year`: per calendar year (city time), roll calls with a recorded aye or nay. */
export const splitShareResponseSchema = z.object({
  items: z.array(
    z.object({
      year: z.number().int(),
      /** Roll calls with at least one aye or nay. */
      roll_calls: z.number().int().nonnegative(),
      split: z.number().int().nonnegative(),
      /** split / roll_calls, 0 to 1. */
      share: z.number().min(0).max(1),
    }),
  ),
});
export type SplitShareResponse = z.infer<typeof splitShareResponseSchema>;

/** A person as the roll calls know them: the seat they answered for and when. */
export const rollCallCouncilorSchema = z.object({
  name: z.string(),
  /** The district of their latest roll call. */
  district: z.number().int().nullable(),
  first_vote: isoDateTimeSchema,
  last_vote: isoDateTimeSchema,
  roll_calls: z.number().int().nonnegative(),
  /** Whether their term covers today (the officials table); for a district it has no one of, whether they answered its latest roll call. */
  sitting: z.boolean(),
});
export type RollCallCouncilor = z.infer<typeof rollCallCouncilorSchema>;

/** `GET /api/v1/votes/councilors`: everyone on a roll call, sitting councilors first in district order. */
export const rollCallCouncilorsResponseSchema = z.object({ items: z.array(rollCallCouncilorSchema) });
export type RollCallCouncilorsResponse = z.infer<typeof rollCallCouncilorsResponseSchema>;

/** Path of `GET /api/v1/votes/councilors/{name}`. */
export const councilorNameParamsSchema = z.object({ name: rollCallNameSchema });

/** Filters of `GET /api/v1/votes/councilors/{name}` and `GET /api/v1/votes/agreement`. */
export const periodFilterQuerySchema = periodQuerySchema.refine(fromNotAfterTo, FROM_AFTER_TO);

/** `GET /api/v1/votes/councilors/{name}`: one councilor's figures over a period. */
export const councilorFiguresSchema = z.object({
  name: z.string(),
  period: periodSchema,
  attendance: z.object({
    /** Roll calls they were listed on, present and absent. */
    roll_calls: z.number().int().nonnegative(),
    present: z.number().int().nonnegative(),
    absent: z.number().int().nonnegative(),
    /** present / roll_calls, 0 to 1; null without roll calls. */
    rate: z.number().min(0).max(1).nullable(),
    /** Meetings with a roll call they were listed on; present at a meeting = present at one of its roll calls. */
    meetings: z.number().int().nonnegative(),
    meetings_present: z.number().int().nonnegative(),
  }),
  votes: z.object({
    aye: z.number().int().nonnegative(),
    nay: z.number().int().nonnegative(),
    /** Abstentions, recusals included (the minutes record both as abstain). */
    abstain: z.number().int().nonnegative(),
  }),
  /** Split roll calls on which they voted aye or nay. */
  split_votes: z.number().int().nonnegative(),
  against_majority: z.object({
    count: z.number().int().nonnegative(),
    /** Their ayes and nays on roll calls with a majority (ties excluded). */
    of: z.number().int().nonnegative(),
    /** count / of, 0 to 1; null when `of` is 0. */
    rate: z.number().min(0).max(1).nullable(),
  }),
  motions: z.object({
    moved: z.number().int().nonnegative(),
    seconded: z.number().int().nonnegative(),
  }),
  /**
   * Per calendar year of the period (city time), oldest first, the years they were on a roll call: attendance
   * and votes against the majority, defined as the totals above.
   */
  by_year: z.array(
    z.object({
      year: z.number().int(),
      roll_calls: z.number().int().nonnegative(),
      present: z.number().int().nonnegative(),
      /** present / roll_calls, 0 to 1. */
      attendance_rate: z.number().min(0).max(1).nullable(),
      against_majority: z.number().int().nonnegative(),
      /** Their ayes and nays on roll calls with a majority that year. */
      decided: z.number().int().nonnegative(),
      /** against_majority / decided, 0 to 1; null when `decided` is 0. */
      against_rate: z.number().min(0).max(1).nullable(),
    }),
  ),
  /**
   * Their votes per topic of the meeting, most votes first: a vote counts under every topic of its meeting (the
   * topics are the meeting's, as the topic filters everywhere else).
   */
  by_topic: z.array(
    z.object({
      topic: z.string(),
      aye: z.number().int().nonnegative(),
      nay: z.number().int().nonnegative(),
      abstain: z.number().int().nonnegative(),
      absent: z.number().int().nonnegative(),
    }),
  ),
});
export type CouncilorFigures = z.infer<typeof councilorFiguresSchema>;

/**
 * `GET /api/v1/votes/agreement`: for each pair of councilors, how often they voted alike on split votes: the sitting
 * council, or over a period (`from`, `to`) the council that answered its roll calls.
 */
export const agreementMatrixSchema = z.object({
  period: periodSchema,
  /** The councilors (sitting, or of the period), in district order: the matrix's rows and columns. */
  councilors: z.array(z.object({ name: z.string(), district: z.number().int().nullable() })),
  pairs: z.array(
    z.object({
      a: z.string(),
      b: z.string(),
      /** Split roll calls on which both voted aye or nay. */
      shared: z.number().int().nonnegative(),
      agreed: z.number().int().nonnegative(),
      /** agreed / shared, 0 to 1; null when they shared none. */
      share: z.number().min(0).max(1).nullable(),
    }),
  ),
});
export type AgreementMatrix = z.infer<typeof agreementMatrixSchema>;

const comparePairSchema = periodQuerySchema.extend({ a: rollCallNameSchema, b: rollCallNameSchema });
const TWO_DIFFERENT = { message: 'Choose two different councilors.', path: ['b'] };

/** Filters of `GET /api/v1/votes/compare`. */
export const compareQuerySchema = paginationQuerySchema
  .extend(comparePairSchema.shape)
  .refine(fromNotAfterTo, FROM_AFTER_TO)
  .refine((q) => q.a !== q.b, TWO_DIFFERENT);
export type CompareQuery = z.infer<typeof compareQuerySchema>;

/** Filters of `GET /api/v1/votes/compare.csv`: the pair and period, every difference in one file. */
export const compareCsvQuerySchema = comparePairSchema.refine(fromNotAfterTo, FROM_AFTER_TO).refine((q) => q.a !== q.b, TWO_DIFFERENT);
export type CompareCsvQuery = z.infer<typeof compareCsvQuerySchema>;

/**
 * `GET /api/v1/votes/compare`: two councilors side by side, and a page of the votes where they differed; `total`
 * counts roll calls where both were present and voted differently (an abstention differs from an aye).
 */
export const compareResponseSchema = pageSchema(
  voteContextSchema.extend({ a_vote: voteChoiceSchema, b_vote: voteChoiceSchema }),
).extend({
  a: z.string(),
  b: z.string(),
  period: periodSchema,
  /** Roll calls on which both voted aye or nay, and how many of those alike. */
  shared: z.number().int().nonnegative(),
  agreed: z.number().int().nonnegative(),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;
