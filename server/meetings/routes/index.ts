/**
 * Meeting routes, mounted at /api/v1/meetings. Static paths (analysis, calendar.ics) win over `/:id`. Speak-up's
 * routes on a meeting's items are mounted beside them (speak-up/routes/index.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { annotationRoutes } from './annotations.ts';
import { getMeetingRoutes } from './get-meeting.ts';
import { howToBeHeardRoute } from './how-to-be-heard.ts';
import { listCommitteesRoute } from './list-committees.ts';
import { listMeetingsRoute } from './list-meetings.ts';
import { meetingAnalysisRoute } from './meeting-analysis.ts';
import { meetingCalendarRoutes } from './meeting-calendars.ts';

export const meetingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listMeetingsRoute);
  await app.register(listCommitteesRoute);
  await app.register(meetingAnalysisRoute);
  await app.register(meetingCalendarRoutes);
  await app.register(getMeetingRoutes);
  await app.register(annotationRoutes);
  await app.register(howToBeHeardRoute);
};
