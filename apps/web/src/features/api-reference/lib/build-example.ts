// Example values for the "Try it" form: the document's own example where it gives one, otherwise a value built from
// the schema that passes its type, format, enum and limits as far as that can be done without a regex engine.
import type {
  ExampleObject,
  JsonSchema,
  JsonSchemaObject,
  MediaTypeObject,
  OpenApiDocument,
  ParameterObject,
  ReferenceObject,
} from './openapi';
import { dereference } from './resolve-ref';

const MAX_DEPTH = 8;

/** Fixed sample values per string format, so that an example does not change between renders. */
const FORMAT_SAMPLES: Record<string, string> = {
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  'date-time': '2025-01-31T12:00:00Z',
  date: '2025-01-31',
  time: '12:00:00Z',
  duration: 'P1D',
  uri: 'https://example.com',
  'uri-reference': '/example',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uuid: '00000000-0000-4000-8000-000000000000',
  password: 'correct-horse-battery',
};

/** The first example a schema names itself (`example`, `examples[0]`, `const`, `default`), if any. */
function ownExample(schema: JsonSchemaObject): { value: unknown } | undefined {
  if (schema.example !== undefined) return { value: schema.example };
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return { value: schema.examples[0] };
  if (schema.const !== undefined) return { value: schema.const };
  if (schema.default !== undefined) return { value: schema.default };
  return undefined;
}

/** A value that fits the schema. */
export function exampleFromSchema(document: OpenApiDocument, schema: JsonSchema | undefined): unknown {
  return build(document, schema, [], 0);
}

function build(document: OpenApiDocument, schema: JsonSchema | undefined, stack: string[], depth: number): unknown {
  const { value, refs, broken } = dereference<JsonSchema>(document, schema, stack);
  if (broken || value === undefined || typeof value === 'boolean' || depth > MAX_DEPTH) return null;
  const seen = [...stack, ...refs];
  const own = ownExample(value);
  if (own) return own.value;
  if (Array.isArray(value.enum) && value.enum.length > 0)
    return value.enum.find((entry) => entry !== null) ?? value.enum[0];
  if (value.allOf && value.allOf.length > 0) {
    const parts = value.allOf.map((part) => build(document, part, seen, depth + 1));
    const { allOf: _parts, ...rest } = value;
    const own = Object.keys(rest).length > 0 ? build(document, rest, seen, depth + 1) : undefined;
    const objects = [...parts, own].filter(
      (part): part is Record<string, unknown> => typeof part === 'object' && part !== null && !Array.isArray(part),
    );
    if (objects.length > 0) return Object.assign({}, ...objects) as Record<string, unknown>;
    return parts.find((part) => part !== null) ?? null;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const alternatives = value[key];
    if (alternatives && alternatives.length > 0) {
      // The first alternative that is not null; the schema's own properties (a shared base) are kept beside it.
      const chosen = alternatives.find((alternative) => {
        const target = dereference<JsonSchema>(document, alternative, seen).value;
        return !(typeof target === 'object' && (target.type === 'null' || target.const === null));
      });
      const picked = build(document, chosen ?? alternatives[0], seen, depth + 1);
      if (value.properties && typeof picked === 'object' && picked !== null && !Array.isArray(picked)) {
        const { [key]: _alternatives, ...base } = value;
        return { ...(build(document, base, seen, depth + 1) as Record<string, unknown>), ...picked };
      }
      return picked;
    }
  }
  const types = value.type === undefined ? [] : Array.isArray(value.type) ? value.type : [value.type];
  const type =
    types.find((entry) => entry !== 'null') ?? (value.properties ? 'object' : value.items ? 'array' : types[0]);
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(value.properties ?? {}))
        result[name] = build(document, property, seen, depth + 1);
      return result;
    }
    case 'array': {
      const item = value.items ?? value.prefixItems?.[0];
      const count = Math.max(1, value.minItems ?? 1);
      if (item === undefined || item === false) return [];
      const sample = build(document, item, seen, depth + 1);
      return Array.from({ length: Math.min(count, 3) }, () => sample);
    }
    case 'string':
      return exampleString(value);
    case 'integer':
    case 'number':
      return exampleNumber(value, type === 'integer');
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return null;
  }
}

function exampleString(schema: JsonSchemaObject): string {
  let text = (schema.format && FORMAT_SAMPLES[schema.format]) ?? 'string';
  if (schema.minLength !== undefined && text.length < schema.minLength) text = text.padEnd(schema.minLength, 'x');
  if (schema.maxLength !== undefined && text.length > schema.maxLength) text = text.slice(0, schema.maxLength);
  return text;
}

function exampleNumber(schema: JsonSchemaObject, integer: boolean): number {
  const lower =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + (integer ? 1 : 0.5) : schema.minimum;
  const upper =
    typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - (integer ? 1 : 0.5) : schema.maximum;
  let value = lower ?? (upper !== undefined ? Math.min(upper, 0) : 0);
  if (schema.exclusiveMinimum === true && schema.minimum !== undefined && value === schema.minimum)
    value += integer ? 1 : 0.5;
  if (integer) value = Math.ceil(value);
  if (schema.multipleOf) value = Math.ceil(value / schema.multipleOf) * schema.multipleOf;
  return value;
}

/** The value of a media type's or parameter's first named example (`examples` may hold references). */
function firstNamedExample(
  document: OpenApiDocument,
  examples: Record<string, ExampleObject | ReferenceObject> | undefined,
): { value: unknown } | undefined {
  for (const entry of Object.values(examples ?? {})) {
    const example = dereference<ExampleObject>(document, entry).value;
    if (example && example.value !== undefined) return { value: example.value };
  }
  return undefined;
}

/** A request body's example: the media type's own, then the schema's, then one built from the schema. */
export function exampleForMediaType(document: OpenApiDocument, media: MediaTypeObject): unknown {
  if (media.example !== undefined) return media.example;
  return firstNamedExample(document, media.examples)?.value ?? exampleFromSchema(document, media.schema);
}

/** A parameter's example, if the document names one (its own, its schema's example or default); never invented. */
export function exampleForParameter(document: OpenApiDocument, parameter: ParameterObject): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const named = firstNamedExample(document, parameter.examples);
  if (named) return named.value;
  const schema = dereference<JsonSchema>(document, parameter.schema).value;
  if (typeof schema === 'object') return ownExample(schema)?.value;
  return undefined;
}
