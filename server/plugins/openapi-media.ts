/**
 * What the generated OpenAPI document cannot say by itself: bodies that are not JSON, and an operationId for
 * every operation. A route marks a non-JSON body or response with `mediaBody(...)` (lib/openapi-media.ts);
 * `describeOperation` turns that mark (JSON Schema's own `contentMediaType`) into the media type of the document's
 * `content`.
 */

export { emptyResponse, formBody, mediaBodies, mediaBody } from '../lib/openapi-media.ts';

type JsonSchema = Record<string, unknown>;

/** `{contentMediaType: 'text/calendar', ...}` becomes `{content: {'text/calendar': {schema}}}`; JSON stays as it is. */
function asContent(schema: unknown): unknown {
  const json = schema as JsonSchema | undefined;
  const mediaType = json?.contentMediaType;
  if (typeof mediaType !== 'string') return schema;
  // Only what describes the document: zod's converter can leave a placeholder `title` on a schema it met before.
  const { description, contentMediaType: _media, title: _title, example, 'x-media-types': several, 'x-json-schema': jsonSchema, ...rest } = json!;
  if (Array.isArray(several)) {
    const schemaOf = (type: string) => (type === 'application/json' && jsonSchema ? jsonSchema : { type: 'string', contentMediaType: type });
    return { description, content: Object.fromEntries(several.map((type: string) => [type, { schema: schemaOf(type) }])) };
  }
  // A form's fields are an object; anything else is the document itself (text, or binary for PDFs and images).
  const body = mediaType.endsWith('x-www-form-urlencoded') ? rest : { type: 'string', contentMediaType: mediaType };
  return { description, content: { [mediaType]: { schema: body, ...(example !== undefined ? { example } : {}) } } };
}

/**
 * The operationId of a route without one: its method and path in camel case, `{id}` as `ById`, so that it is
 * unique and stays the same as long as the route does (client generators name their functions after it).
 */
export function derivedOperationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1\//, '')
    .split(/[/.\-_]+/)
    .filter(Boolean)
    .map((part) => {
      const param = /^[:{]([A-Za-z0-9]+)}?$/.exec(part)?.[1];
      return param ? `by${param[0]!.toUpperCase()}${param.slice(1)}` : part;
    });
  return [method.toLowerCase(), ...words].map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
}

/** Applies both to one route's schema after the zod transform. */
export function describeOperation(schema: JsonSchema, method: string, url: string): JsonSchema {
  const response = schema.response as Record<string, unknown> | undefined;
  return {
    operationId: derivedOperationId(method, url),
    ...schema,
    ...(schema.body ? { body: asContent(schema.body) } : {}),
    ...(response ? { response: Object.fromEntries(Object.entries(response).map(([status, s]) => [status, asContent(s)])) } : {}),
  };
}
