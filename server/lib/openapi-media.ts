/**
 * Marks for what the generated OpenAPI document cannot say by itself: bodies and responses that are not JSON. A
 * route marks one with these; plugins/openapi-media.ts turns the mark (JSON Schema's own `contentMediaType`) into
 * the media type of the document's `content`. Here, in lib, because routes of every domain use them and plugins
 * are above the domains (decision 155).
 */
import { z } from 'zod';

/** A body or response in a media type other than JSON: iCalendar, TwiML, RSS, a PDF, a PNG, a form. */
export function mediaBody(mediaType: string, description: string, example?: string) {
  return z.string().meta({ contentMediaType: mediaType, description, ...(example !== undefined ? { example } : {}) });
}

/**
 * A response in one of several media types (a download whose type follows its file name); `jsonSchema` is the
 * schema of its `application/json` form, when it has one.
 */
export function mediaBodies(mediaTypes: [string, ...string[]], description: string, jsonSchema?: Record<string, unknown>) {
  return z.string().meta({ contentMediaType: mediaTypes[0], 'x-media-types': mediaTypes, 'x-json-schema': jsonSchema, description });
}

/** A form-encoded request body of string fields (what Twilio and mail clients post). */
export function formBody(description: string) {
  return z.record(z.string(), z.string()).meta({ contentMediaType: 'application/x-www-form-urlencoded', description });
}

/** A response without a body (a redirect, 304 Not Modified), documented by its description only. */
export function emptyResponse(description: string) {
  return z.null().describe(description);
}
