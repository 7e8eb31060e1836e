/** The signed-in resident's dashboard (spec §2 Dashboard): real counts and activity, not placeholders. */
import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { meetingTypeSchema } from './enums.ts';
import { speakUpReceiptSchema } from './speak-up.ts';

/** How far ahead the Upcoming Meetings card looks, and how far back Recent Activity goes. */
export const DASHBOARD_WINDOW_DAYS = 30;
/** Meetings linked from the Upcoming Meetings card. */
export const DASHBOARD_UPCOMING_LIMIT = 3;
/** Entries in the Recent Activity list. */
export const DASHBOARD_ACTIVITY_LIMIT = 10;

/** Followed items listed on the dashboard, newest follow first. */
export const DASHBOARD_FOLLOWED_LIMIT = 10;

/** A followed item, and where it is on the agenda of the next meeting still to come that lists it (if any). */
export const followedOnDashboardSchema = z.object({
  file_number: z.string(),
  title: z.string(),
  /** Null when no upcoming agenda lists it: then there is nothing to speak up on yet. */
  upcoming: z
    .object({
      meeting_id: z.number().int(),
      meeting_title: z.string(),
      meeting_date: isoDateTimeSchema,
      item_id: z.number().int(),
      item_number: z.string(),
    })
    .nullable(),
});
export type FollowedOnDashboard = z.infer<typeof followedOnDashboardSchema>;

/** Kinds of Recent Activity entry. */
export const ACTIVITY_KINDS = ['campaign_joined', 'organization_connected', 'subscribed', 'new_minutes'] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;

/** One line of Recent Activity. */
export const activityItemSchema = z.object({
  kind: activityKindSchema,
  /** The campaign, organization or meeting title, or the subscription's email. */
  title: z.string(),
  /** Where to read more inside the app, e.g. `/campaigns/4`. */
  link: z.string().nullable(),
  occurred_at: isoDateTimeSchema,
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** `GET /dashboard/summary`. */
export const dashboardSummarySchema = z.object({
  upcoming_meetings: z.object({
    /** Scheduled meetings in the next `DASHBOARD_WINDOW_DAYS` days. */
    count: z.number().int().nonnegative(),
    /** The first few of them, soonest first. */
    items: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        meeting_date: isoDateTimeSchema,
        meeting_type: meetingTypeSchema,
        location: z.string().nullable(),
        /** Invented for a demonstration (DEMO_MEETINGS), not one of the city's records: shown as "Demo". */
        is_demo: z.boolean(),
      }),
    ),
    /**
     * Meetings whose time has passed while only scheduled, with no minutes yet (issue 33), latest first, at most
     * three: not upcoming, and not known to have been held.
     */
    awaiting_minutes: z.array(z.object({ id: z.number().int(), title: z.string(), meeting_date: isoDateTimeSchema })),
  }),
  /** Unread notifications of the user. */
  unread_notifications: z.number().int().nonnegative(),
  /** Newest first, at most `DASHBOARD_ACTIVITY_LIMIT`; new minutes count for `DASHBOARD_WINDOW_DAYS` days. */
  recent_activity: z.array(activityItemSchema),
  /** The messages the user sent to the council from our server (issue 32), newest first: their proof. */
  speak_up_receipts: z.array(speakUpReceiptSchema),
  /** The items the user follows (issue 32), with "Speak up" where a meeting to come lists them. */
  followed_items: z.array(followedOnDashboardSchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
