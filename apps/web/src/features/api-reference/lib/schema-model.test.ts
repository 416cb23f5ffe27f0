import { describe, expect, it } from 'vitest';
import type { JsonSchema, OpenApiDocument } from './openapi';
import { buildSchemaTree, type SchemaNode } from './schema-model';

const document = {
  openapi: '3.1.0',
  paths: {},
  components: {
    schemas: {
      Error: {
        type: 'object',
        required: ['message', 'code'],
        properties: {
          message: { type: 'string', description: 'Translated by Accept-Language' },
          code: { type: 'string', enum: ['VALIDATION_ERROR', 'NOT_FOUND'] },
          fields: { type: 'object', additionalProperties: { type: 'string' } },
        },
      },
      Base: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      Customer: {
        allOf: [
          { $ref: '#/components/schemas/Base' },
          {
            type: 'object',
            required: ['email'],
            properties: { email: { type: 'string', format: 'email', maxLength: 254 } },
          },
        ],
        description: 'A customer of the back office',
      },
      Node: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        },
      },
      Product: {
        oneOf: [
          {
            type: 'object',
            properties: { kind: { const: 'esim-pro' }, months: { type: 'integer', exclusiveMinimum: 0 } },
          },
          { type: 'object', properties: { kind: { const: 'travel' }, days: { type: 'integer' } } },
        ],
      },
    },
  },
} as unknown as OpenApiDocument;

const tree = (schema: JsonSchema) => buildSchemaTree(document, schema);
const field = (node: SchemaNode, name: string) => node.properties.find((property) => property.name === name);

describe('buildSchemaTree', () => {
  it('follows a $ref into components, keeps its name, and lists the fields with type, required, enum and description', () => {
    const error = tree({ $ref: '#/components/schemas/Error' });
    expect(error.refName).toBe('Error');
    expect(error.types).toEqual(['object']);
    expect(error.properties.map((property) => [property.name, property.types, property.required])).toEqual([
      ['message', ['string'], true],
      ['code', ['string'], true],
      ['fields', ['object'], false],
    ]);
    expect(field(error, 'message')?.description).toBe('Translated by Accept-Language');
    expect(field(error, 'code')?.enumValues).toEqual(['VALIDATION_ERROR', 'NOT_FOUND']);
    expect(field(error, 'fields')?.additionalProperties).toMatchObject({ types: ['string'] });
  });

  it('merges allOf of objects (one of them a $ref) into one list of fields with both required lists', () => {
    const customer = tree({ $ref: '#/components/schemas/Customer' });
    expect(customer.refName).toBe('Customer');
    expect(customer.description).toBe('A customer of the back office');
    expect(customer.variants).toBeUndefined();
    expect(customer.properties.map((property) => [property.name, property.required])).toEqual([
      ['id', true],
      ['email', true],
    ]);
    expect(field(customer, 'id')?.constraints).toEqual([{ kind: 'minimum', value: 1 }]);
    expect(field(customer, 'email')).toMatchObject({
      format: 'email',
      constraints: [{ kind: 'maxLength', value: 254 }],
    });
  });

  it('shows a schema that contains itself once, and names it where it comes round again', () => {
    const node = tree({ $ref: '#/components/schemas/Node' });
    const children = field(node, 'children');
    expect(children?.types).toEqual(['array']);
    expect(children?.items).toMatchObject({ refName: 'Node', circular: true, properties: [] });
  });

  it('turns oneOf into alternatives, each with its own fields and constant', () => {
    const product = tree({ $ref: '#/components/schemas/Product' });
    expect(product.variants?.kind).toBe('oneOf');
    expect(product.variants?.nodes.map((node) => field(node, 'kind')?.constValue)).toEqual([
      { value: 'esim-pro' },
      { value: 'travel' },
    ]);
    expect(field(product.variants!.nodes[0]!, 'months')?.constraints).toEqual([{ kind: 'exclusiveMinimum', value: 0 }]);
  });

  it('reads "or null" from a type array, from an anyOf with null, from nullable and from null in an enum', () => {
    expect(tree({ type: ['string', 'null'], format: 'date' })).toMatchObject({
      types: ['string'],
      nullable: true,
      format: 'date',
    });
    const base = tree({ anyOf: [{ $ref: '#/components/schemas/Base' }, { type: 'null' }], description: 'Its base' });
    expect(base).toMatchObject({ refName: 'Base', nullable: true, description: 'Its base' });
    expect(base.variants).toBeUndefined();
    expect(base.properties.map((property) => property.name)).toEqual(['id']);
    expect(tree({ type: 'integer', nullable: true })).toMatchObject({ types: ['integer'], nullable: true });
    expect(tree({ enum: ['a', 'b', null] })).toMatchObject({ enumValues: ['a', 'b'], nullable: true });
  });

  it('keeps anyOf of several non-null schemas as alternatives, marked nullable when one was null', () => {
    const node = tree({ anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] });
    expect(node.nullable).toBe(true);
    expect(node.variants?.kind).toBe('anyOf');
    expect(node.variants?.nodes.map((alternative) => alternative.types)).toEqual([['string'], ['integer']]);
  });

  it('keeps allOf that cannot be merged as alternatives that all apply', () => {
    const node = tree({ allOf: [{ type: 'string' }, { minLength: 2 }] });
    expect(node.variants?.kind).toBe('allOf');
  });

  it('lists limits, patterns, defaults and flags', () => {
    expect(
      tree({
        type: 'string',
        minLength: 8,
        maxLength: 72,
        pattern: '^\\d+$',
        default: '1',
        readOnly: true,
        deprecated: true,
      }),
    ).toMatchObject({
      constraints: [
        { kind: 'minLength', value: 8 },
        { kind: 'maxLength', value: 72 },
        { kind: 'pattern', value: '^\\d+$' },
      ],
      defaultValue: { value: '1' },
      readOnly: true,
      deprecated: true,
    });
    expect(
      tree({ type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: 100, uniqueItems: true }).constraints,
    ).toEqual([{ kind: 'minItems', value: 1 }, { kind: 'maxItems', value: 100 }, { kind: 'uniqueItems' }]);
    expect(
      tree({ type: 'integer', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }).constraints,
    ).toEqual([]);
    // OpenAPI 3.0's boolean exclusive bounds.
    expect(tree({ type: 'number', minimum: 0, exclusiveMinimum: true }).constraints).toEqual([
      { kind: 'exclusiveMinimum', value: 0 },
    ]);
  });

  it('marks a reference to nothing, and copes with boolean schemas and a missing schema', () => {
    expect(tree({ $ref: '#/components/schemas/Nobody' }).missingRef).toBe('#/components/schemas/Nobody');
    expect(tree(true).types).toEqual([]);
    expect(tree(false).never).toBe(true);
    expect(buildSchemaTree(document, undefined).types).toEqual([]);
  });

  it('infers object and array from properties and items when type is left out', () => {
    expect(tree({ properties: { a: { type: 'string' } } }).types).toEqual(['object']);
    expect(tree({ items: { type: 'string' } }).types).toEqual(['array']);
  });
});
