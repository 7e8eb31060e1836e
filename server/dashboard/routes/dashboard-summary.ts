/**
 * `GET /api/v1/dashboard/summary`: the real figures behind the dashboard cards (the earlier app showed fixed
 * placeholders): scheduled meetings in the next 30 days, unread notifications, and recent activity.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummarySchema } from '#contract/dashboard.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { requireUser } from '../../lib/require-user.ts';
import { followedItems } from '../followed-items.ts';
import { recentActivity } from '../recent-activity.ts';
import { upcomingMeetings } from '../dashboard-counts.ts';
import { latestReceipts } from '../../speak-up/receipt-store.ts';
import { countUnread } from '../../notifications/notification-store.ts';

export const dashboardSummaryRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/summary',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The signed-in user's dashboard: upcoming meetings, unread notifications, recent activity",
        security: [{ bearer: [] }],
        response: { 200: dashboardSummarySchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock.now();
      const [upcoming, unread, activity, receipts, followed] = await Promise.all([
        upcomingMeetings(app.db, now),
        countUnread(app.db, user.id),
        recentActivity(app.db, user, now),
        latestReceipts(app.db, user.id),
        followedItems(app.db, user, now),
      ]);
      return { upcoming_meetings: upcoming, unread_notifications: unread, recent_activity: activity, speak_up_receipts: receipts, followed_items: followed };
    },
  );
};
