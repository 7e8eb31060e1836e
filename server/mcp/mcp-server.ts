/**
 * The Model Context Protocol server (decision 016): read-only tools over the public record. A new server is built
 * per request (the endpoint is stateless), so nothing of one client's call reaches another's. It knows every city
 * the deployment serves (decision 150): `list_cities` names them, every other tool takes an optional `city` (the
 * endpoint's own city without it), and every answer says which city it is for.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { isoDateSchema } from '#contract/common.ts';
import { cityLabel, listCities, type McpCities, mostDistricts, namedCities, recordFor } from './mcp-cities.ts';
import { councilorVotes, decodeSearchCursor, getMeeting, itemHistory, type RecordContext, rollCallNameOf, SEARCH_PAGE_MAX, searchMeetings } from './mcp-records.ts';

type ToolAnswer = { content: { type: 'text'; text: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean };

/** A tool's answer: the JSON as text (what every client shows) and as structured content. */
function answer(result: Record<string, unknown>): ToolAnswer {
  return { content: [{ type: 'text' as const, text: JSON.stringify(result, null, 2) }], structuredContent: result };
}

/** An answer from one city's record, which says first which city it is for. */
function cityAnswer(ctx: RecordContext, result: Record<string, unknown>): ToolAnswer {
  return answer({ city: cityLabel(ctx), ...result });
}

function refusal(message: string): ToolAnswer {
  return { content: [{ type: 'text' as const, text: message }], isError: true };
}

/** "in the public record of <city>": a refusal says whose record has no such thing. */
const inRecordOf = (ctx: RecordContext) => `in the public record of ${ctx.city.config.name}`;

/**
 * A tool's handler run on the record of the city its `city` argument names (the endpoint's own without it); an
 * unknown city is a tool error naming the served ones, never a throw.
 */
function inCity<A extends { city?: string | undefined }>(cities: McpCities, run: (ctx: RecordContext, args: A) => Promise<ToolAnswer>) {
  return async (args: A): Promise<ToolAnswer> => {
    const ctx = recordFor(cities, args.city);
    return 'unknown' in ctx ? refusal(ctx.unknown) : run(ctx, args);
  };
}

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/** What the server tells a client of the cities: nothing more when it serves one, the `city` argument when several. */
function citiesInstructions(cities: McpCities, home: RecordContext): string {
  if (cities.records.size < 2) return '';
  return ` This server serves several cities: ${namedCities(cities)}. Every tool but list_cities takes an optional \`city\` (a city id, as list_cities gives them); without it, the answer is for ${home.city.config.name}. Every answer names the city it is for.`;
}

export function createMcpServer(cities: McpCities): McpServer {
  const home = cities.records.get(cities.home)!;
  const city = home.city.config;
  const cityArgument = z
    .string()
    .max(100)
    .optional()
    .describe(`The city to answer for, by its id (list_cities gives them: ${[...cities.records.keys()].join(', ')}); without it, ${city.name}`);
  const server = new McpServer(
    { name: 'civic-commons', version: '1.0.0', title: `Civic Commons: the ${city.councilName}'s public record` },
    {
      instructions: `Read-only tools over the public record of the ${city.councilName} (${city.name}, ${city.state}): meetings, agenda items, motions and councilors' votes, read from the city's own agendas and minutes. Every result carries the URL of its page and, when known, of the page of the minutes PDF it is printed on: cite them. The city's documents are the authoritative record.${citiesInstructions(cities, home)}`,
    },
  );

  server.registerTool(
    'list_cities',
    {
      title: 'List the cities',
      description: `The cities this server answers for, each with its id (what the other tools take as \`city\`), name, state, time zone (meeting dates are that city's time), council, number of districts and site. \`default_city\` is the one answered for when no \`city\` is given (${city.id}).`,
      inputSchema: {},
      annotations: READ_ONLY,
    },
    async () => answer(listCities(cities)),
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
        city: cityArgument,
      },
      annotations: READ_ONLY,
    },
    inCity(cities, async (ctx, { cursor, city: _city, ...input }) => {
      const skip = cursor === undefined ? 0 : decodeSearchCursor(cursor);
      if (skip === null) return refusal('This cursor is not one search_meetings gave: pass the next_cursor of an earlier answer, or no cursor for the first page.');
      return cityAnswer(ctx, await searchMeetings(ctx, { ...input, skip }));
    }),
  );

  server.registerTool(
    'get_meeting',
    {
      title: 'Get a meeting',
      description: 'One meeting by its id: date, place, summary, agenda items (with file numbers and results) and every motion with its roll call.',
      inputSchema: {
        meeting_id: z.number().int().min(1).max(2_147_483_647).describe("The meeting id (from search_meetings or a /meetings/{id} URL), in the city's own record"),
        city: cityArgument,
      },
      annotations: READ_ONLY,
    },
    inCity(cities, async (ctx, { meeting_id }) => {
      const meeting = await getMeeting(ctx, meeting_id);
      return meeting ? cityAnswer(ctx, meeting) : refusal(`There is no meeting ${meeting_id} ${inRecordOf(ctx)}.`);
    }),
  );

  server.registerTool(
    'councilor_votes',
    {
      title: "A councilor's votes",
      description: `How a councilor voted, newest first: by the name the roll calls print (usually the surname, e.g. "Lakin"), or by council district (1-${city.districtCount} in ${city.name}; list_cities gives each city's count) for everyone who held that seat, or both.`,
      inputSchema: {
        councilor: z.string().trim().min(1).max(100).optional().describe('The roll-call name, e.g. "Lakin"'),
        district: z.number().int().min(1).max(mostDistricts(cities)).optional().describe('The council district'),
        limit: z.number().int().min(1).max(100).default(20).describe('How many votes (1-100)'),
        city: cityArgument,
      },
      annotations: READ_ONLY,
    },
    inCity(cities, async (ctx, { city: _city, ...input }) => {
      if (!input.councilor && input.district === undefined) return refusal('Name a councilor (roll-call name) or a district.');
      const { districtCount, name } = ctx.city.config;
      if (input.district !== undefined && input.district > districtCount) return refusal(`${name} has districts 1-${districtCount}; there is no district ${input.district}.`);
      if (!input.councilor) return cityAnswer(ctx, await councilorVotes(ctx, input));
      const councilor = await rollCallNameOf(ctx.db, input.councilor);
      if (!councilor) return refusal(`No councilor named "${input.councilor}" is in the roll calls of the public record of ${name}.`);
      return cityAnswer(ctx, await councilorVotes(ctx, { ...input, councilor }));
    }),
  );

  server.registerTool(
    'item_history',
    {
      title: "An item's history",
      description: "Every meeting a matter came to, by the clerk's file number (e.g. 24-1045-1), oldest first: the item at each meeting, its result and the motions on it.",
      inputSchema: { file_number: z.string().trim().min(1).max(40).describe("The clerk's file number, e.g. 24-1045-1"), city: cityArgument },
      annotations: READ_ONLY,
    },
    inCity(cities, async (ctx, { file_number }) => {
      const history = await itemHistory(ctx, file_number);
      return history.appearances.length ? cityAnswer(ctx, history) : refusal(`No agenda item with file number ${file_number} is ${inRecordOf(ctx)}.`);
    }),
  );
  // The SDK advertises `tools.listChanged` once a tool is registered; these tools never change while the server
  // runs (and a stateless request could not be told if they did), so say so (issue 50).
  server.server.registerCapabilities({ tools: { listChanged: false } });

  return server;
}
