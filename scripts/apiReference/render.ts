import * as z from 'zod/mini';
import { contract } from '@/contract';
import { taka } from '@/contract/money';
import { degrees } from '@/contract/stores';
import { type Endpoint, endpoints, type Section } from './endpoints';

// docs/API.md, written from the endpoint table and the contract's schemas: each endpoint's request
// fields (from the embedded API's validators) and answer fields (from the schema the storefront reads
// it with). Conventions no schema can say (authentication, errors, envelopes, limits) stay by hand in
// docs/api-conventions.md.

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

interface FieldRow {
  field: string;
  type: string;
  required: boolean;
}

const HEADER = `# API reference

<!-- Written by \`npm run docs:api\` (scripts/apiReference.ts) from the contract; edit the endpoint table or the schemas, not this file. -->

The commerce API embedded in this app (\`server/\`), served under \`/api\`. Paths are relative to it.
Authentication, the envelopes of answers and errors, money, pagination, rate limits and the choices
made where the family's API leaves one open: [api-conventions.md](api-conventions.md).

Each endpoint lists the fields of its request (as the embedded API validates them) and of its answer
(as the storefront's contract reads it, in \`contract/\`). A field marked *optional* may be left out;
\`taka\` is an amount of money, a number (or, from other backends of the family, a formatted string
such as \`"৳2,500.00"\`).
`;

function toJsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (context) => {
      if (context.zodSchema === taka) context.jsonSchema.format = 'taka';
      if (context.zodSchema === degrees) context.jsonSchema.type = 'number';
    },
  }) as JsonSchema;
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  return schema.$ref ? (root.$defs?.[schema.$ref.replace('#/$defs/', '')] ?? {}) : schema;
}

function typeName(schema: JsonSchema, root: JsonSchema): string {
  const resolved = resolve(schema, root);
  if (resolved.format === 'taka') return 'taka';
  if (resolved.const !== undefined) return JSON.stringify(resolved.const);
  if (resolved.enum) return resolved.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  if (resolved.anyOf) return [...new Set(resolved.anyOf.map((option) => typeName(option, root)))].join(' or ');
  if (Array.isArray(resolved.type)) return resolved.type.map((type) => (type === 'integer' ? 'number' : type)).join(' or ');
  if (resolved.type === 'array') return `list of ${resolved.items ? typeName(resolved.items, root) : 'any'}`;
  if (resolved.type === 'object') {
    if (resolved.properties) return 'object';
    const values = resolved.additionalProperties;
    return typeof values === 'object' ? `map of ${typeName(values, root)}` : 'object';
  }
  if (resolved.type === 'integer') return 'number';
  return resolved.type ?? 'any';
}

/** The object a schema's fields hang from: itself, its list's items, or the object among its options. */
function objectOf(schema: JsonSchema, root: JsonSchema): { object: JsonSchema; suffix: string } | null {
  const resolved = resolve(schema, root);
  if (resolved.properties) return { object: resolved, suffix: '' };
  if (resolved.type === 'array' && resolved.items) {
    const inner = objectOf(resolved.items, root);
    return inner && { object: inner.object, suffix: `[]${inner.suffix}` };
  }
  const withFields = resolved.anyOf?.map((option) => objectOf(option, root)).find((option) => option !== null);
  return withFields ?? null;
}

function fieldRows(schema: JsonSchema, root: JsonSchema, prefix: string, seen: ReadonlySet<JsonSchema>): FieldRow[] {
  const found = objectOf(schema, root);
  if (!found || seen.has(found.object)) return [];
  const inside = new Set(seen).add(found.object);
  const required = new Set(found.object.required ?? []);
  return Object.entries(found.object.properties ?? {}).flatMap(([name, property]) => {
    const field = `${prefix}${name}`;
    const defaulted = property.default !== undefined;
    const row = {
      field,
      type: `${typeName(property, root)}${defaulted ? ` (default ${JSON.stringify(property.default)})` : ''}`,
      required: required.has(name) && !defaulted,
    };
    const nested = objectOf(property, root);
    const recursive = nested !== null && inside.has(nested.object);
    const rows = recursive ? [{ ...row, type: `${row.type}, each like its parent` }] : [row];
    return [...rows, ...(nested ? fieldRows(property, root, `${field}${nested.suffix}.`, inside) : [])];
  });
}

function fieldTable(schema: z.core.$ZodType, io: 'input' | 'output'): string {
  const root = toJsonSchema(schema, io);
  const rows = fieldRows(root, root, '', new Set());
  if (rows.length === 0) return `A ${typeName(root, root)}; see the schema.\n`;
  const lines = rows.map((row) => `| \`${row.field}\` | ${row.type} | ${row.required ? '' : 'optional'} |`);
  return ['| Field | Type | |', '| --- | --- | --- |', ...lines, ''].join('\n');
}

function endpointSection(endpoint: Endpoint): string {
  const title = `### ${endpoint.methods.join(' or ')} ${endpoint.path}`;
  const parts = [title, '', `${endpoint.summary} Caller: ${endpoint.caller}.`, ''];
  if (endpoint.request) {
    parts.push(`Request ${endpoint.methods.includes('GET') ? 'query' : 'body'}:`, '', fieldTable(endpoint.request, 'output'));
  }
  parts.push(`Answer (\`contract.${endpoint.answer}\`):`, '', fieldTable(contract[endpoint.answer], 'input'));
  return parts.join('\n');
}

function sectionAnchor(section: Section): string {
  return section.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');
}

/** The whole of docs/API.md. */
export function renderApiReference(): string {
  const sections = [...new Set(endpoints.map((endpoint) => endpoint.section))];
  const contents = `Contents: ${sections.map((section) => `[${section}](#${sectionAnchor(section)})`).join(' · ')}\n`;
  const body = sections.map((section) =>
    [`## ${section}`, '', ...endpoints.filter((endpoint) => endpoint.section === section).map(endpointSection)].join('\n'),
  );
  return [HEADER, contents, ...body].join('\n');
}
