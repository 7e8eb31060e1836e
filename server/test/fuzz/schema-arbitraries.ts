/**
 * fast-check arbitraries built from the OpenAPI document's JSON schemas: values that fit a schema, hostile
 * values that a client could send instead (wrong types, huge or odd strings, deep nesting, SQL and script
 * fragments, prototype-pollution keys), and bodies that mix the two.
 */
import fc from 'fast-check';

/** The slice of JSON Schema that @fastify/swagger emits for our zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

/** Fragments that have broken other apps: SQL, script, path and template injection. */
export const INJECTION_FRAGMENTS = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "\" OR \"\"=\"",
  "%' UNION SELECT password_hash FROM users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '${7*7}{{7*7}}',
  '\u0000',
  '\uD800',
  '𝕋𝕦𝕝𝕤𝕒 👩🏾‍⚖️ ﷽',
  '\u202Egnp.exe',
  'NaN',
  '-1',
  '1e309',
  '9007199254740993',
];

/** JSON text whose object keys try to pollute prototypes; parsed with JSON.parse so they stay own keys. */
export const POLLUTION_BODIES = [
  '{"__proto__":{"polluted":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":{"__proto__":{"isAdmin":true}}}',
];

const hugeString = fc.constantFrom('x'.repeat(100_000), 'é'.repeat(20_000), '9'.repeat(5_000));

function deepNesting(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Any value a careless or hostile client might put where something else belongs. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...INJECTION_FRAGMENTS),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    hugeString,
    fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 2 ** 31, 2 ** 53 + 2, -1e308, 1e308, '', ' ', [], {}),
    fc.constantFrom(deepNesting(5), deepNesting(200), deepNesting(2000)),
    fc.constantFrom(...POLLUTION_BODIES.map((text) => JSON.parse(text) as unknown)),
    fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 5 }),
  );
}

/** A value that fits the schema (as far as plain JSON Schema says; zod refinements may still reject it). */
export function schemaValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => schemaValue(s, depth + 1)));
  if (schema.allOf?.length) return schemaValue(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') ?? 'null' : schema.type;
  switch (type) {
    case 'string':
      return stringValue(schema);
    case 'integer':
    case 'number':
      return numberValue(schema, type);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayValue(schema, depth);
    case 'object':
    default:
      return objectValue(schema, depth);
  }
}

/** A number within the schema's bounds (exclusive bounds moved in by one), kept to ±1e9. */
function numberValue(schema: JsonSchema, type: 'integer' | 'number'): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
  const lo = Math.max(min, -1e9);
  const hi = Math.min(Math.max(max, lo), 1e9);
  return type === 'integer' ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }) : fc.double({ min: lo, max: hi, noNaN: true });
}

/** An array of the schema's items, at least its minimum and at most four (or its maximum, if fewer). */
function arrayValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown[]> {
  return fc.array(schemaValue(schema.items, depth + 1), {
    minLength: schema.minItems ?? 0,
    maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
  });
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl();
    default: {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
      return fc.string({ minLength, maxLength });
    }
  }
}

function objectValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties)) record[key] = schemaValue(value, depth + 1);
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
}

/** Sets an own property even for "__proto__", so JSON.stringify writes the key. */
function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** A body for the schema: valid, one field spoiled, an extra hostile key, or something else entirely. */
export function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const valid = schemaValue(schema ?? { type: 'object' });
  const fields = Object.keys(schema?.properties ?? {});
  const spoiled =
    fields.length === 0
      ? hostileValue()
      : fc
          .tuple(valid, fc.constantFrom(...fields), hostileValue())
          .map(([body, field, bad]) => (body && typeof body === 'object' ? withKey(body as Record<string, unknown>, field, bad) : body));
  const polluted = fc
    .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.constantFrom({ polluted: true }, { prototype: { polluted: true } }))
    .map(([body, key, bad]) => (body && typeof body === 'object' && !Array.isArray(body) ? withKey(body as Record<string, unknown>, key, bad) : body));
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 4, arbitrary: spoiled }, { weight: 1, arbitrary: polluted }, { weight: 2, arbitrary: hostileValue() });
}

/** A query-string or path value: usually what the schema wants, often not. */
export function paramFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const toText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');
  return fc.oneof(
    { weight: 3, arbitrary: schemaValue(schema).map(toText) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 5 }).map(String) },
    { weight: 3, arbitrary: hostileValue().map(toText) },
  );
}
