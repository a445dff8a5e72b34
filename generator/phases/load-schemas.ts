import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import metaSchema from '../meta/x-portside.schema.json' with { type: 'json' };
import type { PatternRuleName } from '../../common/form-runtime/form-item.ts';
import { PATTERN_RULES } from '../../common/form-runtime/validation/pattern-rules.ts';
import { importRefusal, UPLOAD_WIDGETS } from './importable.ts';

/** One schema file as read from disk, JSON-parsed and checked. */
export interface LoadedSchema {
  file: string;
  json: EntitySchemaJson;
}

export interface FieldJson {
  type: 'string' | 'integer' | 'number' | 'array' | 'object';
  /** arrays: what they hold (arrays are stored as JSON text) */
  items?: FieldJson | { type: string; items?: unknown };
  readOnly?: boolean;
  /** secrets: accepted, never sent back */
  writeOnly?: boolean;
  default?: string | number | unknown[];
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  enum?: (string | number)[];
  maxItems?: number;
}

export interface EntitySchemaJson {
  title: string;
  required?: string[];
  properties: Record<string, FieldJson>;
  'x-portside': {
    entity: string;
    table: string;
    permission: string;
    labels: Texts;
    api: {
      base: string;
      list: 'tree' | 'page' | 'children' | 'none';
      info?: string;
      state?: boolean;
      selector?: boolean;
      listPath?: string;
      routes?: 'generic' | 'custom';
    };
    tree?: { parentField: string; root: string };
    unique?: string[];
    uniqueWithin?: string;
    search?: string[];
    sort?: string;
    dependents?: { table: string; field: string }[];
    filters?: Record<string, string>;
    usedWhen?: { field: string; message: Texts };
    /** a field holding another row's id; `as` names the list column showing that row's name */
    indexes?: { columns: string[]; unique?: boolean }[];
    references?: { field: string; entity?: string; table?: string; column?: string; as?: string }[];
    dialog?: { width: number; labelWidth?: number; titles: { create: Texts; edit: Texts } };
    fields: Record<
      string,
      {
        label: Texts;
        widget: string;
        rule?: PatternRuleName;
        /** the form runtime widget's configuration (common/form-runtime/form-item.ts props) */
        props?: Record<string, unknown>;
        /** a sub-table's columns, FormItem-shaped */
        columns?: { key: string; field: string; label: Texts; required?: boolean; props: Record<string, unknown> }[];
        dictionary?: string;
        options?: Record<string, Texts>;
        column?: StoredKind;
        messages?: Record<string, Texts>;
      }
    >;
    page?: string;
    transfer?: { extension: string };
    excelExport?: { columns?: string[] };
    excelImport?: { columns?: string[] };
    responseCache?: false;
    storage?: 'table' | 'settings';
    sections?: { title: Texts; fields: string[] }[];
    virtual?: string[];
    columns?: string[];
    storedColumns?: Record<string, { kind: StoredKind; default?: string | number }>;
  };
}

export type StoredKind = 'string' | 'text' | 'integer' | 'bigint' | 'real';

export interface Texts {
  zh: string;
  'zh-TW': string;
  en: string;
}

export class SchemaError extends Error {}

/** The name the generator gives an index of `table` over `columns`. */
export const indexName = (table: string, columns: string[], unique: boolean | undefined) => `${table}_${columns.join('_')}_${unique ? 'uq' : 'ix'}`;

/** PostgreSQL cuts longer names short, and two cut names could then clash. */
const MAX_INDEX_NAME = 63;

const ajv = new Ajv({ allErrors: true, strict: false });
const validateBlock = ajv.compile(metaSchema);

/**
 * Reads every schemas/*.schema.json; any problem names the file and the JSON path.
 * `platformTables` are the hand-written tables (users, sessions…) a schema may also point at.
 */
export function loadSchemas(dir: string, platformTables: readonly string[] = []): LoadedSchema[] {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort();
  const loaded = files.map((name) => loadOne(path.join(dir, name)));
  checkReferences(loaded, platformTables);
  return loaded;
}

function loadOne(file: string): LoadedSchema {
  const name = path.basename(file);
  let json: EntitySchemaJson;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8')) as EntitySchemaJson;
  } catch (error) {
    throw new SchemaError(`${name}: not valid JSON (${(error as Error).message})`);
  }
  if (!json.properties || typeof json.properties !== 'object') throw new SchemaError(`${name} /properties: missing`);
  const block = json['x-portside'];
  if (!block) throw new SchemaError(`${name} /x-portside: missing`);
  if (!validateBlock(block)) {
    const first = validateBlock.errors?.[0];
    throw new SchemaError(
      `${name} /x-portside${first?.instancePath ?? ''}: ${first?.message ?? 'invalid'}${first?.params ? ` ${JSON.stringify(first.params)}` : ''}`,
    );
  }
  for (const [field, extra] of Object.entries(block.fields)) {
    if (!(field in json.properties)) throw new SchemaError(`${name} /x-portside/fields/${field}: no such property`);
    if (extra.widget === 'entitySelect' && !(block.references ?? []).some((r) => r.field === field && r.entity)) {
      throw new SchemaError(`${name} /x-portside/fields/${field}/widget: an entitySelect needs a reference to an entity`);
    }
    if (extra.rule) {
      // The catalogue's pattern replaces the property's: a second one would be checked first and word the failure its own way.
      if (!(extra.rule in PATTERN_RULES)) throw new SchemaError(`${name} /x-portside/fields/${field}/rule: no pattern rule ${extra.rule}`);
      if (json.properties[field]?.type !== 'string')
        throw new SchemaError(`${name} /x-portside/fields/${field}/rule: only a string property takes a pattern rule`);
      if (json.properties[field]?.pattern !== undefined)
        throw new SchemaError(`${name} /properties/${field}/pattern: the field names the pattern rule ${extra.rule}; drop its own pattern`);
    }
    if (extra.widget === 'table') {
      // A sub-table is an array of row objects; each column is one of the rows' properties.
      const items = json.properties[field]?.items as { type?: string; properties?: Record<string, unknown> } | undefined;
      if (json.properties[field]?.type !== 'array' || items?.type !== 'object' || !items.properties)
        throw new SchemaError(`${name} /properties/${field}: a sub-table is an array of objects`);
      for (const column of extra.columns ?? []) {
        if (!(column.field in items.properties)) throw new SchemaError(`${name} /x-portside/fields/${field}/columns/${column.field}: no such row property`);
      }
      if (!extra.columns) throw new SchemaError(`${name} /x-portside/fields/${field}/columns: a sub-table lists its columns`);
    }
    if (UPLOAD_WIDGETS.includes(extra.widget)) checkUpload(name, field, json.properties[field] as FieldJson, extra.props);
    const values = (json.properties[field]?.enum ?? []).map(String);
    for (const value of Object.keys(extra.options ?? {})) {
      if (!values.includes(value)) throw new SchemaError(`${name} /x-portside/fields/${field}/options/${value}: not one of the field's enum values`);
    }
  }
  const named = [
    ...(block.unique ?? []),
    ...(block.search ?? []),
    ...Object.values(block.filters ?? {}),
    block.sort,
    block.uniqueWithin,
    block.tree?.parentField,
    block.usedWhen?.field,
    ...(block.virtual ?? []),
    ...(block.columns ?? []),
    ...(block.excelExport?.columns ?? []),
    ...(block.excelImport?.columns ?? []),
    ...(block.sections ?? []).flatMap((section) => section.fields),
    ...[...(block.api.listPath ?? '').matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1]),
  ].filter(Boolean) as string[];
  for (const field of named) {
    if (!(field in json.properties)) throw new SchemaError(`${name} /x-portside: field ${field} is not a property`);
  }
  for (const column of Object.keys(block.storedColumns ?? {})) {
    if (column in json.properties) throw new SchemaError(`${name} /x-portside/storedColumns/${column}: already a property`);
  }
  const columnNames = new Set([...Object.keys(json.properties), ...Object.keys(block.storedColumns ?? {})]);
  (block.indexes ?? []).forEach((index, position) => {
    for (const column of index.columns) {
      if (!columnNames.has(column) || block.virtual?.includes(column))
        throw new SchemaError(`${name} /x-portside/indexes/${position}: ${column} is not a column`);
    }
    const indexed = indexName(block.table, index.columns, index.unique);
    if (indexed.length > MAX_INDEX_NAME)
      throw new SchemaError(`${name} /x-portside/indexes/${position}: the index name ${indexed} is longer than ${MAX_INDEX_NAME} characters`);
  });
  // Every unique field becomes a unique index (with its scope), so it must be a stored column.
  for (const field of [...(block.unique ?? []), ...(block.uniqueWithin ? [block.uniqueWithin] : [])]) {
    if (block.virtual?.includes(field)) throw new SchemaError(`${name} /x-portside/unique: ${field} is virtual, not a column`);
  }
  (block.unique ?? []).forEach((field, position) => {
    const indexed = indexName(block.table, block.uniqueWithin ? [block.uniqueWithin, field] : [field], true);
    if (indexed.length > MAX_INDEX_NAME)
      throw new SchemaError(`${name} /x-portside/unique/${position}: the index name ${indexed} is longer than ${MAX_INDEX_NAME} characters`);
  });
  if (block.storage === 'settings') {
    const tableOnly = ['tree', 'unique', 'uniqueWithin', 'dependents', 'references', 'indexes', 'storedColumns', 'virtual'] as const;
    for (const key of tableOnly) if (block[key]) throw new SchemaError(`${name} /x-portside/${key}: a settings object has no rows`);
    if (block.api.list !== 'none') throw new SchemaError(`${name} /x-portside/api/list: a settings object is not listed (none)`);
  }
  if (block.api.list === 'children') {
    // GET base/{parentId} lists children, so the info route must not also be GET base/{id}.
    if (!block.tree) throw new SchemaError(`${name} /x-portside/api/list: children needs a tree block`);
    if ((block.api.info ?? '/{id}') === '/{id}') throw new SchemaError(`${name} /x-portside/api/info: children lists need an info path other than /{id}`);
  }
  for (const match of (block.api.listPath ?? '').matchAll(/\{([A-Za-z]+)\}/g)) {
    if (!block.filters?.[match[1] as string]) throw new SchemaError(`${name} /x-portside/api/listPath: {${match[1]}} must also be a filter`);
  }
  if (block.excelExport && (block.api.list !== 'page' || block.api.routes === 'custom')) {
    throw new SchemaError(`${name} /x-portside/excelExport: only paged lists the CRUD runtime serves can be exported`);
  }
  if (block.excelImport && (block.api.list !== 'page' || block.api.routes === 'custom')) {
    throw new SchemaError(`${name} /x-portside/excelImport: only paged lists the CRUD runtime serves can be imported into`);
  }
  (block.excelImport?.columns ?? []).forEach((field, position) => {
    const refusal = importRefusal(json.properties[field] as FieldJson, block.fields[field]?.widget ?? 'input');
    if (refusal) throw new SchemaError(`${name} /x-portside/excelImport/columns/${position}: ${field} ${refusal}`);
  });
  if (block.api.selector && block.api.list !== 'tree') throw new SchemaError(`${name} /x-portside/api/selector: only tree lists have a selector`);
  (block.references ?? []).forEach((reference, index) => {
    if (!(reference.field in json.properties)) throw new SchemaError(`${name} /x-portside/references/${index}/field: ${reference.field} is not a property`);
    if (!reference.entity === !reference.table) throw new SchemaError(`${name} /x-portside/references/${index}: name either an entity or a table`);
  });
  return { file: name, json };
}

/**
 * An upload widget's property is an array the generator gives the stored files' shape
 * (normalise.ts); its count limit is the property's maxItems, which props.limit may only repeat.
 */
function checkUpload(name: string, field: string, property: FieldJson, props: Record<string, unknown> | undefined): void {
  if (property.type !== 'array') throw new SchemaError(`${name} /properties/${field}: an upload widget's value is an array of files`);
  if (property.items !== undefined) throw new SchemaError(`${name} /properties/${field}/items: the generator writes an upload's file shape; leave items out`);
  const limit = props?.limit;
  if (limit !== undefined && (typeof limit !== 'number' || (limit > 0 && property.maxItems !== undefined && limit !== property.maxItems)))
    throw new SchemaError(`${name} /x-portside/fields/${field}/props/limit: must be a number and agree with the property's maxItems`);
}

function checkReferences(loaded: LoadedSchema[], platformTables: readonly string[]): void {
  const entities = new Set(loaded.map((s) => s.json['x-portside'].entity));
  const own = loaded.map((s) => s.json['x-portside'].table);
  const tables = new Set([...own, ...platformTables]);
  for (const schema of loaded) {
    const table = schema.json['x-portside'].table;
    // Settings are kept by their own service in a platform table; every other schema owns its table.
    if (schema.json['x-portside'].storage === 'settings') continue;
    if (platformTables.includes(table))
      throw new SchemaError(`${schema.file} /x-portside/table: ${table} is a platform table (server/core/db/platform-tables.ts)`);
    if (own.indexOf(table) !== own.lastIndexOf(table)) throw new SchemaError(`${schema.file} /x-portside/table: ${table} is declared by another schema too`);
  }
  for (const schema of loaded) {
    const block = schema.json['x-portside'];
    (block.references ?? []).forEach((reference, index) => {
      if (reference.entity && !entities.has(reference.entity)) {
        throw new SchemaError(`${schema.file} /x-portside/references/${index}/entity: no schema defines entity ${reference.entity}`);
      }
    });
    (block.references ?? []).forEach((reference, index) => {
      if (reference.table && !tables.has(reference.table)) {
        throw new SchemaError(`${schema.file} /x-portside/references/${index}/table: no schema or platform table ${reference.table}`);
      }
    });
    (block.dependents ?? []).forEach((dependent, index) => {
      if (!tables.has(dependent.table)) {
        throw new SchemaError(`${schema.file} /x-portside/dependents/${index}/table: no schema defines table ${dependent.table}`);
      }
    });
  }
}
