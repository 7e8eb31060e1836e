/**
 * The Model Context Protocol server (decision 016): four read-only tools over the public record. A new server is
 * built per request (the endpoint is stateless), so nothing of one client's call reaches another's.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { isoDateSchema } from '#contract/common.ts';
import { councilorVotes, decodeSearchCursor, getMeeting, itemHistory, type RecordContext, rollCallNameOf, SEARCH_PAGE_MAX, searchMeetings } from './mcp-records.ts';

/** A tool's answer: the JSON as text (what every client shows) and as structured content. */
function answer(result: Record<string, unknown>) {
  return { content: [{ type: 'text' as const, text: JSON.stringify(result, null, 2) }], structuredContent: result };
}

function refusal(message: string) {
  return { content: [{ type: 'text' as const, text: message }], isError: true };
}

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

export function createMcpServer(ctx: RecordContext): McpServer {
  const city = ctx.city.config;
  const server = new McpServer(
    { name: 'civic-commons', version: '1.0.0', title: `Civic Commons: the ${city.councilName}'s public record` },
    {
      instructions: `Read-only tools over the public record of the ${city.councilName} (${city.name}, ${city.state}): meetings, agenda items, motions and councilors' votes, read from the city's own agendas and minutes. Every result carries the URL of its page and, when known, of the page of the minutes PDF it is printed on: cite them. The city's documents are the authoritative record.`,
    },
  );

  server.registerTool(
    'search_meetings',
    {
      title: 'Search meetings',
      description: `Find council and committee meetings by words in their titles, summaries, agenda items and minutes, best match first; optionally between two dates (YYYY-MM-DD, city time). One page at a time: the answer gives \`total\` (how many meetings match; with \`total_capped\` true, more than that many match and only the newest \`total\` are ranked: give dates to reach older ones) and, while more remain, a \`next_cursor\` to pass as \`cursor\` with the same query for the next page.`,
      inputSchema: {
        query: z.string().trim().min(1).max(200).describe('Words to look for, e.g. "sidewalk repair"'),
        from: isoDateSchema.optional().describe('First day included, YYYY-MM-DD'),
        to: isoDateSchema.optional().describe('Last day included, YYYY-MM-DD'),
        limit: z.number().int().min(1).max(SEARCH_PAGE_MAX).default(10).describe(`How many meetings per page (1-${SEARCH_PAGE_MAX})`),
        cursor: z.string().max(100).optional().describe('The next_cursor of the previous answer; none for the first page'),
      },
      annotations: READ_ONLY,
    },
    async ({ cursor, ...input }) => {
      const skip = cursor === undefined ? 0 : decodeSearchCursor(cursor);
      if (skip === null) return refusal('This cursor is not one search_meetings gave: pass the next_cursor of an earlier answer, or no cursor for the first page.');
      return answer(await searchMeetings(ctx, { ...input, skip }));
    },
  );

  server.registerTool(
    'get_meeting',
    {
      title: 'Get a meeting',
      description: 'One meeting by its id: date, place, summary, agenda items (with file numbers and results) and every motion with its roll call.',
      inputSchema: { meeting_id: z.number().int().min(1).max(2_147_483_647).describe('The meeting id (from search_meetings or a /meetings/{id} URL)') },
      annotations: READ_ONLY,
    },
    async ({ meeting_id }) => {
      const meeting = await getMeeting(ctx, meeting_id);
      return meeting ? answer(meeting) : refusal(`There is no meeting ${meeting_id} in the public record.`);
    },
  );

  server.registerTool(
    'councilor_votes',
    {
      title: "A councilor's votes",
      description: `How a councilor voted, newest first: by the name the roll calls print (usually the surname, e.g. "Lakin"), or by council district (1-${city.districtCount}) for everyone who held that seat, or both.`,
      inputSchema: {
        councilor: z.string().trim().min(1).max(100).optional().describe('The roll-call name, e.g. "Lakin"'),
        district: z.number().int().min(1).max(city.districtCount).optional().describe('The council district'),
        limit: z.number().int().min(1).max(100).default(20).describe('How many votes (1-100)'),
      },
      annotations: READ_ONLY,
    },
    async (input) => {
      if (!input.councilor && input.district === undefined) return refusal('Name a councilor (roll-call name) or a district.');
      if (!input.councilor) return answer(await councilorVotes(ctx, input));
      const councilor = await rollCallNameOf(ctx.db, input.councilor);
      if (!councilor) return refusal(`No councilor named "${input.councilor}" is in the roll calls of the public record.`);
      return answer(await councilorVotes(ctx, { ...input, councilor }));
    },
  );

  server.registerTool(
    'item_history',
    {
      title: "An item's history",
      description: "Every meeting a matter came to, by the clerk's file number (e.g. 24-1045-1), oldest first: the item at each meeting, its result and the motions on it.",
      inputSchema: { file_number: z.string().trim().min(1).max(40).describe("The clerk's file number, e.g. 24-1045-1") },
      annotations: READ_ONLY,
    },
    async ({ file_number }) => {
      const history = await itemHistory(ctx, file_number);
      return history.appearances.length ? answer(history) : refusal(`No agenda item with file number ${file_number} is in the public record.`);
    },
  );

  return server;
}
