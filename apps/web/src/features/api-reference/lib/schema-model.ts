// A JSON Schema turned into what the reference shows: a tree of fields with their type, whether they are required,
// their allowed values, format, limits and description. References are followed (their component name kept),
// `allOf` of objects is merged, `anyOf`/`oneOf` become alternatives, and "or null" (a `null` type or a `null`
// alternative) becomes a flag. A schema that contains itself is shown once and then named, never expanded again.
import type { JsonSchema, JsonSchemaObject, OpenApiDocument } from './openapi';
import { dereference, referenceName } from './resolve-ref';

export type Constraint =
  | {
      kind:
        | 'minLength'
        | 'maxLength'
        | 'minimum'
        | 'maximum'
        | 'exclusiveMinimum'
        | 'exclusiveMaximum'
        | 'multipleOf'
        | 'minItems'
        | 'maxItems'
        | 'minProperties'
        | 'maxProperties';
      value: number;
    }
  | { kind: 'pattern'; value: string }
  | { kind: 'uniqueItems' };

export interface SchemaNode {
  /** The property's name, for a field of an object. */
  name?: string;
  required: boolean;
  /** JSON types without "null" (empty: any type). */
  types: string[];
  nullable: boolean;
  /** The component the schema came from (`User` for `#/components/schemas/User`). */
  refName?: string;
  title?: string;
  description?: string;
  format?: string;
  enumValues?: unknown[];
  constValue?: { value: unknown };
  defaultValue?: { value: unknown };
  constraints: Constraint[];
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  /** The fields of an object, in the document's order. */
  properties: SchemaNode[];
  /** What other keys of an object hold: a schema, any value (`true`), or nothing else (`false`, or left out). */
  additionalProperties?: SchemaNode | true;
  /** The items of an array. */
  items?: SchemaNode;
  /** Alternatives: exactly one (`oneOf`), at least one (`anyOf`), or all at once (`allOf` that cannot be merged). */
  variants?: { kind: 'oneOf' | 'anyOf' | 'allOf'; nodes: SchemaNode[] };
  /** The schema refers back to one being shown further up (named by refName); it is not expanded again. */
  circular: boolean;
  /** A reference to nothing in the document. */
  missingRef?: string;
  /** `false`: no value is allowed. */
  never: boolean;
}

/** Deeper than this a tree is cut off (a guard beside the cycle check, for absurdly deep documents). */
const MAX_DEPTH = 16;

const CONSTRAINT_KEYS = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
] as const;

function emptyNode(): SchemaNode {
  return {
    required: false,
    types: [],
    nullable: false,
    constraints: [],
    deprecated: false,
    readOnly: false,
    writeOnly: false,
    properties: [],
    circular: false,
    never: false,
  };
}

const isNullSchema = (schema: JsonSchema | undefined): boolean =>
  typeof schema === 'object' &&
  (schema.type === 'null' ||
    (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === 'null') ||
    (schema.const === null && schema.type === undefined));

interface Context {
  document: OpenApiDocument;
  /** References being expanded on the way down to here. */
  stack: string[];
  depth: number;
}

/** The tree of a schema as the reference shows it. */
export function buildSchemaTree(document: OpenApiDocument, schema: JsonSchema | undefined): SchemaNode {
  return build(schema, { document, stack: [], depth: 0 });
}

function build(schema: JsonSchema | undefined, context: Context): SchemaNode {
  const { value, refs, broken } = dereference<JsonSchema>(context.document, schema, context.stack);
  const lastRef = refs.at(-1);
  const refName = lastRef ? referenceName(lastRef) : undefined;
  if (broken === 'circular') return { ...emptyNode(), refName: refName ?? lastRef, circular: true };
  if (broken === 'missing') return { ...emptyNode(), missingRef: lastRef };
  if (value === false) return { ...emptyNode(), never: true, refName };
  if (value === undefined || value === true) return { ...emptyNode(), refName };
  if (context.depth > MAX_DEPTH) return { ...emptyNode(), refName, circular: true };
  const inner: Context = { ...context, stack: [...context.stack, ...refs], depth: context.depth + 1 };
  const node = describe(simplify(value, inner), inner);
  return refName ? { ...node, refName } : node;
}

/** A schema on its way to a node: "or null" may have been lifted out of an alternative. */
type Simplified = JsonSchemaObject & { orNull?: boolean };

/**
 * Merges `allOf` parts that are plain objects into the schema itself, and lifts the one non-null alternative out of
 * an `anyOf`/`oneOf` whose other alternative is `null`. What cannot be merged is left for `describe`.
 */
function simplify(schema: Simplified, context: Context): Simplified {
  let result: Simplified = { ...schema };
  if (result.allOf) {
    const parts = result.allOf.map((part) => dereference<JsonSchema>(context.document, part, context.stack));
    const mergeable = parts.every(
      ({ value, broken }) =>
        !broken &&
        typeof value === 'object' &&
        !value.anyOf &&
        !value.oneOf &&
        !value.allOf &&
        (value.type === undefined || value.type === 'object'),
    );
    if (mergeable) {
      const { allOf: _merged, ...own } = result;
      let merged: Simplified = {};
      for (const part of [...parts.map(({ value }) => value as JsonSchemaObject), own]) {
        merged = {
          ...merged,
          ...part,
          type: part.type ?? merged.type,
          description: part.description ?? merged.description,
          properties: { ...merged.properties, ...part.properties },
          required: [...new Set([...(merged.required ?? []), ...(part.required ?? [])])],
        };
      }
      result = merged;
    }
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const alternatives = result[key];
    if (!alternatives) continue;
    const kept = alternatives.filter(
      (alternative) => !isNullSchema(dereference<JsonSchema>(context.document, alternative, context.stack).value),
    );
    if (kept.length === alternatives.length) continue;
    const { [key]: _dropped, ...rest } = result;
    const only = kept[0];
    if (kept.length === 1 && typeof only === 'object' && Object.keys(rest).every((name) => ANNOTATIONS.has(name))) {
      // `anyOf: [X, null]` is X or null, with the outer description.
      return simplify({ ...only, ...rest, orNull: true }, context);
    }
    result = { ...rest, [key]: kept, orNull: true };
  }
  return result;
}

/** Keywords that only describe a schema; a schema of nothing else around `anyOf: [X, null]` is just X. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'default',
  'example',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'orNull',
]);

function describe(schema: Simplified, context: Context): SchemaNode {
  // A lifted alternative may itself be a reference: follow it, keeping the outer description and "or null".
  if (schema.$ref) {
    const { $ref, orNull, description, title, default: fallback, deprecated, readOnly, writeOnly } = schema;
    const target = build({ $ref }, context);
    return {
      ...target,
      nullable: target.nullable || Boolean(orNull),
      description: description ?? target.description,
      title: title ?? target.title,
      defaultValue: fallback !== undefined ? { value: fallback } : target.defaultValue,
      deprecated: target.deprecated || Boolean(deprecated),
      readOnly: target.readOnly || Boolean(readOnly),
      writeOnly: target.writeOnly || Boolean(writeOnly),
    };
  }
  const node = emptyNode();
  const declared = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  node.types = declared.filter((type) => type !== 'null');
  node.nullable = declared.includes('null') || schema.nullable === true || Boolean(schema.orNull);
  if (node.types.length === 0) {
    // Types implied by other keywords, as generators often leave `type` out.
    if (schema.properties || schema.additionalProperties !== undefined) node.types = ['object'];
    else if (schema.items || schema.prefixItems) node.types = ['array'];
  }
  if (schema.title) node.title = schema.title;
  if (schema.description) node.description = schema.description;
  if (schema.format) node.format = schema.format;
  if (Array.isArray(schema.enum)) {
    node.enumValues = schema.enum.filter((value) => value !== null);
    if (schema.enum.includes(null)) node.nullable = true;
  }
  if (schema.const !== undefined) node.constValue = { value: schema.const };
  if (schema.default !== undefined) node.defaultValue = { value: schema.default };
  node.deprecated = schema.deprecated === true;
  node.readOnly = schema.readOnly === true;
  node.writeOnly = schema.writeOnly === true;
  for (const key of CONSTRAINT_KEYS) {
    const value = schema[key];
    // Bounds at ±2^53−1 only say "a safe integer" (zod writes them for every int): not a limit worth showing.
    if (
      typeof value === 'number' &&
      !((key === 'minimum' || key === 'maximum') && Math.abs(value) === Number.MAX_SAFE_INTEGER)
    )
      node.constraints.push({ kind: key, value });
  }
  // 3.1 writes exclusive bounds as numbers; 3.0 as booleans beside minimum/maximum.
  for (const [key, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const value = schema[key];
    if (typeof value === 'number') node.constraints.push({ kind: key, value });
    else if (value === true && typeof schema[bound] === 'number') {
      node.constraints = node.constraints.map((constraint) =>
        constraint.kind === bound ? { kind: key, value: constraint.value } : constraint,
      );
    }
  }
  if (typeof schema.pattern === 'string') node.constraints.push({ kind: 'pattern', value: schema.pattern });
  if (schema.uniqueItems === true) node.constraints.push({ kind: 'uniqueItems' });

  const required = new Set(schema.required ?? []);
  node.properties = Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    ...build(property, context),
    name,
    required: required.has(name),
  }));
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
    node.additionalProperties =
      schema.additionalProperties === true ? true : build(schema.additionalProperties, context);
  }
  if (schema.items !== undefined && schema.items !== false) node.items = build(schema.items, context);
  else if (schema.prefixItems?.[0] !== undefined) node.items = build(schema.prefixItems[0], context);
  for (const kind of ['oneOf', 'anyOf', 'allOf'] as const) {
    const alternatives = schema[kind];
    if (alternatives && alternatives.length > 0) {
      node.variants = { kind, nodes: alternatives.map((alternative) => build(alternative, context)) };
      break;
    }
  }
  return node;
}
