import type { JsonSchemaObject } from './json-schema.ts';
import { sampleMatching } from './pattern-sample.ts';
import type { SeededRandom } from './seeded-random.ts';
import {
  HOSTILE_NUMBERS,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_QUERY_VALUES,
  HOSTILE_STRINGS,
  INVALID_JSON,
  PROTOTYPE_KEYS,
  RawBytes,
  RawJson,
  WRONG_CONTENT_TYPES,
  WRONG_TYPES,
  nested,
  percentEncode,
  toJsonBytes,
  wtf8,
  type FuzzValue,
} from './fuzz-values.ts';

/**
 * Schema-driven fuzz cases for the operations of the OpenAPI document: each request starts
 * valid (shaped from the operation's path, query and body schemas, with real demo ids where a
 * route needs an existing record) and is then broken in one way: a field of the wrong type,
 * a number out of range, a hostile string, deep nesting, prototype keys, an array for an
 * object, a scalar or invalid JSON body, a wrong content type, a multipart body (cut short
 * too), an oversized body, hostile query values and shapes, or a hostile path segment.
 */

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchemaObject;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchemaObject }> } }>>;
}

export interface FuzzOperation {
  /** "POST /api/system/Menu/{id}": the OpenAPI path, as the report names it */
  key: string;
  method: string;
  path: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  body: JsonSchemaObject | undefined;
  /** a POST/PUT without a JSON body schema: an upload or import taking multipart */
  takesUpload: boolean;
}

export interface FuzzRequest {
  /** what was broken, e.g. `query pageSize=1e309` */
  label: string;
  method: string;
  /** percent-encoded path with its query */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** A query parameter written without `=` (`?keyword`). */
const NO_VALUE = '\u0000no-value';

export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [lower, operation] of Object.entries(methods)) {
      const method = lower.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        key: `${method} ${path}`,
        method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body,
        takesUpload: !body && (method === 'POST' || method === 'PUT'),
      });
    }
  }
  return operations;
}

/**
 * Existing demo records a route's path parameters can name, so valid requests reach the code
 * behind the lookup. Never the fuzzing caller's own account, role or session: those would end the run.
 */
const DEMO_PATH_IDS: [RegExp, Record<string, string>][] = [
  [/^\/api\/system\/Module(Button)\//, { moduleId: 'm-permission-user', id: 'mi-user-btn_export' }],
  [/^\/api\/system\/Module(Column)\//, { moduleId: 'm-permission-user', id: 'mi-user-col-gender' }],
  [/^\/api\/system\/Module(Form)\//, { moduleId: 'm-permission-user', id: 'mi-user-form-email' }],
  [/^\/api\/system\/Menu\//, { id: 'm-container-empty', systemId: 'sys-port' }],
  [/^\/api\/permission\/Users\/ImUser\/Selector\//, { organizeId: 'org-terminal' }],
  [/^\/api\/permission\/Users\/Current\//, {}],
  [/^\/api\/permission\/Users\//, { id: 'user-tourist' }],
  [/^\/api\/permission\/Role\//, { id: 'role-tourist' }],
  [/^\/api\/permission\/Organize\/Department\//, { id: 'org-ops' }],
  [/^\/api\/permission\/Organize\//, { id: 'org-public', companyId: 'org-terminal' }],
  [/^\/api\/permission\/Position\//, { id: 'pos-operator' }],
  [/^\/api\/permission\/Group\//, { id: 'grp-duty' }],
  [/^\/api\/system\/Area\//, { id: 'area-zs', parentId: 'area-zj' }],
  [/^\/api\/system\/System\//, { id: 'sys-exchange' }],
  [/^\/api\/system\/DictionaryType\//, { id: 'dict-port-type' }],
  [/^\/api\/system\/DictionaryData\//, { typeId: 'dict-business-type', id: 'biz-port' }],
  [/^\/api\/oauth\/getConfig\//, { account: 'tourist' }],
];

/** Body fields that name other records: real demo ids for them make valid requests valid. */
const FIELD_IDS: Record<string, readonly string[]> = {
  moduleId: ['m-permission-user', 'm-container-auth'],
  organizeId: ['org-ops', 'org-terminal'],
  systemId: ['sys-port'],
  dictionaryTypeId: ['dict-business-type', 'dict-port-type'],
  roleId: ['role-tourist', 'role-staff'],
  positionId: ['pos-operator'],
  groupId: ['grp-duty'],
  parentId: ['-1', '0', 'org-terminal', 'm-container', 'area-zj', 'biz-port'],
  managerId: ['user-tourist'],
};

const typeOf = (schema: JsonSchemaObject): string | undefined => {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.find((type) => type !== 'null') ?? types[0];
};

/** A value the schema accepts (as far as these simple schemas go). */
export function sampleValue(schema: JsonSchemaObject | undefined, rng: SeededRandom, name = ''): FuzzValue {
  if (!schema) return rng.word();
  if (schema.anyOf && schema.anyOf.length > 0) return sampleValue(rng.pick(schema.anyOf), rng, name);
  if (schema.enum && schema.enum.length > 0) return rng.pick(schema.enum) as FuzzValue;
  switch (typeOf(schema)) {
    case 'integer':
    case 'number': {
      const min = Math.ceil(schema.minimum ?? 0);
      const max = Math.floor(Math.min(schema.maximum ?? min + 1000, min + 100_000));
      return rng.int(min, Math.max(min, max));
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      const count = Math.min(Math.max(rng.int(0, 2), schema.minItems ?? 0), schema.maxItems ?? 3);
      return Array.from({ length: count }, () => sampleValue(schema.items, rng, name));
    }
    case 'object': {
      const result: { [key: string]: FuzzValue } = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || rng.chance(0.6)) result[key] = sampleValue(property, rng, key);
      }
      if (!schema.properties && schema.additionalProperties !== false) result[rng.word('k')] = rng.word();
      return result;
    }
    default: {
      const hints = FIELD_IDS[name];
      if (hints && rng.chance(0.8)) return rng.pick(hints);
      return sampleMatching(schema.pattern, { seed: rng.word(), minLength: schema.minLength, maxLength: schema.maxLength }) ?? '';
    }
  }
}

export type CaseKind =
  | 'valid'
  | 'wrong-type'
  | 'number'
  | 'string'
  | 'deep'
  | 'prototype-keys'
  | 'array-for-object'
  | 'scalar-body'
  | 'invalid-json'
  | 'content-type'
  | 'multipart'
  | 'huge-body'
  | 'duplicate-items'
  | 'duplicate-names'
  | 'query-value'
  | 'query-shape'
  | 'path-value';

/** The ways an operation can be broken, in the order a run cycles through them. */
export function kindsFor(operation: FuzzOperation): CaseKind[] {
  const kinds: CaseKind[] = [];
  if (operation.pathParams.length > 0) kinds.push('path-value');
  if (operation.queryParams.length > 0 || operation.method === 'GET') kinds.push('query-value', 'query-shape');
  if (operation.body) {
    // Duplicates first: a batch that writes its first item before refusing the second is the bug they find.
    if (hasArrayOfObjects(operation.body)) kinds.push('duplicate-items', 'duplicate-names');
    kinds.push(
      'number',
      'string',
      'wrong-type',
      'prototype-keys',
      'deep',
      'invalid-json',
      'array-for-object',
      'content-type',
      'scalar-body',
      'multipart',
      'huge-body',
    );
  } else if (operation.takesUpload) {
    // Uploads and imports: every multipart variant in turn, then the other body kinds.
    kinds.push(
      ...Array.from({ length: MULTIPART_VARIANTS }, () => 'multipart' as const),
      'content-type',
      'invalid-json',
      'prototype-keys',
      'scalar-body',
      'huge-body',
    );
  }
  if (kinds.length === 0) kinds.push('query-shape');
  return kinds;
}

function hasArrayOfObjects(schema: JsonSchemaObject): boolean {
  if (typeOf(schema) === 'array' && schema.items && typeOf(schema.items) === 'object') return true;
  return Object.values(schema.properties ?? {}).some(hasArrayOfObjects) || (schema.anyOf ?? []).some(hasArrayOfObjects);
}

export interface CaseOptions {
  token?: string;
  /** only these kinds (the short PostgreSQL run); all by default */
  only?: readonly CaseKind[];
}

/** `count` requests for one operation: the first valid, the rest each broken one way. */
export function casesFor(operation: FuzzOperation, rng: SeededRandom, count: number, options: CaseOptions = {}): FuzzRequest[] {
  const kinds = kindsFor(operation).filter((kind) => !options.only || options.only.includes(kind));
  // Uploads and imports get a case for every multipart variant on a full run (there are only a dozen of them).
  const total = operation.takesUpload && !options.only && count >= 8 ? Math.max(count, kinds.length + 1) : count;
  // A full run starts each operation's cycle at its first kind; a short one somewhere along it.
  const offset = total > kinds.length ? 0 : rng.int(0, Math.max(0, kinds.length - 1));
  const cases: FuzzRequest[] = [];
  let multipartVariant = rng.int(0, MULTIPART_VARIANTS - 1);
  for (let i = 0; i < total; i++) {
    const kind: CaseKind = i === 0 || kinds.length === 0 ? 'valid' : (kinds[(i - 1 + offset) % kinds.length] as CaseKind);
    cases.push(buildCase(operation, kind, rng, options.token, multipartVariant));
    if (kind === 'multipart') multipartVariant = (multipartVariant + 1) % MULTIPART_VARIANTS;
  }
  return cases;
}

interface Draft {
  label: string;
  pathValues: Record<string, string>;
  query: [string, string][];
  body: FuzzValue | undefined;
  /** a body already in bytes (invalid JSON, multipart…), which wins over `body` */
  rawBody?: Buffer;
  contentType?: string | null;
}

function buildCase(operation: FuzzOperation, kind: CaseKind, rng: SeededRandom, token: string | undefined, multipartVariant: number): FuzzRequest {
  const draft = validDraft(operation, rng);
  breakDraft(operation, draft, kind, rng, multipartVariant);
  const path = operation.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_whole, name: string) => draft.pathValues[name] ?? 'fz');
  const query = draft.query.length > 0 ? `?${draft.query.map(([name, value]) => (value === NO_VALUE ? name : `${name}=${value}`)).join('&')}` : '';
  const headers: Record<string, string> = { 'accept-language': 'zh-CN' };
  if (token) headers.authorization = token;
  let body: Buffer | undefined = draft.rawBody;
  if (!body && draft.body !== undefined) body = toJsonBytes(draft.body);
  if (body !== undefined) {
    if (draft.contentType !== null) headers['content-type'] = draft.contentType ?? 'application/json';
  }
  return { label: `${kind}: ${draft.label}`, method: operation.method, url: `${path}${query}`, headers, body };
}

function validDraft(operation: FuzzOperation, rng: SeededRandom): Draft {
  const demoIds = DEMO_PATH_IDS.find(([pattern]) => pattern.test(operation.path))?.[1] ?? {};
  const pathValues: Record<string, string> = {};
  for (const parameter of operation.pathParams) {
    const demo = demoIds[parameter.name];
    pathValues[parameter.name] = percentEncode(demo && rng.chance(0.85) ? demo : String(sampleValue(parameter.schema, rng, parameter.name)));
  }
  const query: [string, string][] = [];
  for (const parameter of operation.queryParams) {
    if (parameter.required || rng.chance(0.5)) query.push([parameter.name, percentEncode(String(sampleValue(parameter.schema, rng, parameter.name)))]);
  }
  const body = operation.body ? sampleValue(operation.body, rng) : undefined;
  return { label: 'as the schema says', pathValues, query, body };
}

/** Paths (key lists) to every value inside a body, the body itself first. */
function fieldPaths(value: FuzzValue, prefix: string[] = [], depth = 0): string[][] {
  const paths = [prefix];
  if (depth > 4 || value === null || typeof value !== 'object' || value instanceof RawJson || value instanceof RawBytes) return paths;
  const keys = Array.isArray(value) ? value.map((_item, index) => String(index)) : Object.keys(value);
  for (const key of keys) paths.push(...fieldPaths((value as Record<string, FuzzValue>)[key] as FuzzValue, [...prefix, key], depth + 1));
  return paths;
}

/** The schema of the value at a path inside a body (first anyOf branch that has it). */
function schemaAt(schema: JsonSchemaObject | undefined, path: string[]): JsonSchemaObject | undefined {
  let current = schema;
  for (const key of path) {
    if (!current) return undefined;
    const branch: JsonSchemaObject = current.anyOf?.find((option) => option.properties?.[key] || option.items) ?? current;
    current = typeOf(branch) === 'array' ? branch.items : branch.properties?.[key];
  }
  return current;
}

function getAt(value: FuzzValue, path: string[]): FuzzValue | undefined {
  let current: FuzzValue | undefined = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || current instanceof RawJson || current instanceof RawBytes) return undefined;
    current = (current as Record<string, FuzzValue>)[key];
  }
  return current;
}

function setAt(root: FuzzValue, path: string[], replacement: FuzzValue): FuzzValue {
  if (path.length === 0) return replacement;
  const parent = getAt(root, path.slice(0, -1));
  if (parent !== null && typeof parent === 'object' && !(parent instanceof RawJson) && !(parent instanceof RawBytes)) {
    (parent as Record<string, FuzzValue>)[path[path.length - 1] as string] = replacement;
  }
  return root;
}

/** A field to break: among the schema's own fields when there are any, else a new one. */
function pickField(draft: Draft, rng: SeededRandom, prefer?: (value: FuzzValue | undefined) => boolean): string[] {
  const body = draft.body;
  const paths = body === undefined ? [] : fieldPaths(body).filter((path) => path.length > 0);
  const preferred = prefer ? paths.filter((path) => prefer(getAt(body as FuzzValue, path))) : [];
  if (preferred.length > 0 && rng.chance(0.8)) return rng.pick(preferred);
  if (paths.length > 0) return rng.pick(paths);
  if (body === undefined || body === null || typeof body !== 'object') draft.body = {};
  return [rng.pick(['id', 'fullName', 'currentPage', 'keyword', 'ids'])];
}

const describePath = (path: string[]) => (path.length === 0 ? 'the body' : path.join('.'));
const shorten = (text: string) => (text.length > 40 ? `${JSON.stringify(text.slice(0, 20))}…(${text.length} chars)` : JSON.stringify(text));

function breakDraft(operation: FuzzOperation, draft: Draft, kind: CaseKind, rng: SeededRandom, multipartVariant: number): void {
  switch (kind) {
    case 'valid':
      return;
    case 'wrong-type': {
      const path = pickField(draft, rng);
      const value = rng.pick(WRONG_TYPES);
      draft.body = setAt(draft.body as FuzzValue, path, value);
      draft.label = `${describePath(path)} = ${JSON.stringify(value)}`;
      return;
    }
    case 'number': {
      const path = pickField(draft, rng, (value) => typeof value === 'number');
      const text = rng.pick(HOSTILE_NUMBERS);
      draft.body = setAt(draft.body as FuzzValue, path, new RawJson(text));
      draft.label = `${describePath(path)} = ${text}`;
      return;
    }
    case 'string': {
      const path = pickField(draft, rng, (value) => typeof value === 'string');
      const text = rng.pick(HOSTILE_STRINGS);
      // Lone surrogates go both ways: escaped (valid JSON) and as raw WTF-8 bytes (invalid UTF-8).
      const raw = /[\ud800-\udfff]/.test(text) && rng.chance(0.5);
      draft.body = setAt(draft.body as FuzzValue, path, raw ? new RawBytes(Buffer.concat([Buffer.from('"'), wtf8(text), Buffer.from('"')])) : text);
      draft.label = `${describePath(path)} = ${shorten(text)}${raw ? ' (raw bytes)' : ''}`;
      return;
    }
    case 'deep': {
      const path = rng.chance(0.5) ? [] : pickField(draft, rng);
      const shape = rng.pick(['object', 'array'] as const);
      draft.body = setAt(draft.body as FuzzValue, path, nested(1000, shape));
      draft.label = `${describePath(path)} nested 1000 ${shape}s deep`;
      return;
    }
    case 'prototype-keys': {
      const key = rng.pick(PROTOTYPE_KEYS);
      const payload =
        key === 'constructor' ? '{"prototype":{"isAdministrator":1,"code":200}}' : rng.pick(['{"isAdministrator":1,"polluted":1}', '1', '"x"', '[]', 'null']);
      const base = toJsonBytes(draft.body !== null && typeof draft.body === 'object' && !Array.isArray(draft.body) ? draft.body : {}).toString('utf8');
      const inner = base === '{}' ? '' : `,${base.slice(1, -1)}`;
      draft.rawBody = Buffer.from(`{${JSON.stringify(key)}:${payload}${inner}}`, 'utf8');
      draft.label = `body with "${key}": ${payload}`;
      return;
    }
    case 'array-for-object': {
      const objects =
        draft.body === undefined
          ? []
          : fieldPaths(draft.body).filter((path) => {
              const value = getAt(draft.body as FuzzValue, path);
              return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RawJson) && !(value instanceof RawBytes);
            });
      const path = objects.length > 0 ? rng.pick(objects) : [];
      const current = getAt(draft.body as FuzzValue, path) ?? {};
      const replacement = rng.chance(0.5) ? [] : [current];
      draft.body = setAt(draft.body as FuzzValue, path, replacement);
      draft.label = `${describePath(path)} sent as an array (${replacement.length} items)`;
      return;
    }
    case 'scalar-body': {
      const text = rng.pick(['null', '0', '"text"', 'true', '1e309', '[]']);
      draft.rawBody = Buffer.from(text);
      draft.label = `body ${text}`;
      return;
    }
    case 'invalid-json': {
      const text = rng.pick(INVALID_JSON);
      draft.rawBody = Buffer.from(text, 'utf8');
      draft.label = `invalid JSON ${JSON.stringify(text)}`;
      return;
    }
    case 'content-type': {
      const type = rng.pick(WRONG_CONTENT_TYPES);
      draft.rawBody = toJsonBytes(draft.body ?? { a: 1 });
      if (type === 'application/x-www-form-urlencoded' && rng.chance(0.5))
        draft.rawBody = Buffer.from('a=1&a=2&__proto__[isAdministrator]=1&constructor[prototype][x]=1');
      draft.contentType = type === undefined ? null : type;
      draft.label = `content-type ${type === undefined ? '(none)' : JSON.stringify(type)}`;
      return;
    }
    case 'multipart': {
      const { body, contentType, label } = multipartCase(rng, multipartVariant);
      draft.rawBody = body;
      draft.contentType = contentType;
      draft.label = label;
      return;
    }
    case 'huge-body': {
      draft.rawBody = Buffer.from(`{"fullName":"${'x'.repeat(2_200_000)}"}`);
      draft.label = 'a 2.2 MB body (over the 2 MB limit)';
      return;
    }
    case 'duplicate-items':
    case 'duplicate-names': {
      const arrays =
        draft.body === undefined
          ? []
          : fieldPaths(draft.body).filter(
              (path) => Array.isArray(getAt(draft.body as FuzzValue, path)) && typeOf(schemaAt(operation.body, path)?.items ?? {}) === 'object',
            );
      if (arrays.length === 0) {
        draft.label = 'no array to duplicate (sent valid)';
        return;
      }
      const path = rng.pick(arrays);
      const items = getAt(draft.body as FuzzValue, path) as FuzzValue[];
      // Two equal items, or two that share everything but their codes: a unique check must
      // refuse the pair and write neither (a batch that writes the first before checking the second fails).
      const item = items[0] ?? sampleValue(schemaAt(operation.body, path)?.items, rng, path[path.length - 1]);
      const second = item !== null && typeof item === 'object' && !Array.isArray(item) ? { ...(item as Record<string, FuzzValue>) } : item;
      if (kind === 'duplicate-names' && second !== null && typeof second === 'object' && !Array.isArray(second)) {
        for (const key of ['enCode', 'code', 'id']) if (key in second) (second as Record<string, FuzzValue>)[key] = rng.word('fzc');
      }
      draft.body = setAt(draft.body as FuzzValue, path, [item, second]);
      draft.label =
        kind === 'duplicate-names' ? `${describePath(path)} holds two items with one name and different codes` : `${describePath(path)} holds two equal items`;
      return;
    }
    case 'query-value': {
      const names = operation.queryParams.map((p) => p.name);
      const name = names.length > 0 ? rng.pick(names) : rng.pick(['currentPage', 'pageSize', 'keyword']);
      const numeric = operation.queryParams.find((p) => p.name === name && (typeOf(p.schema ?? {}) === 'integer' || typeOf(p.schema ?? {}) === 'number'));
      const pool = numeric && rng.chance(0.7) ? HOSTILE_QUERY_VALUES.slice(0, HOSTILE_NUMBERS.length + 4) : HOSTILE_QUERY_VALUES;
      const value = rng.pick(pool);
      draft.query = draft.query.filter(([n]) => n !== name);
      draft.query.push([name, value]);
      draft.label = `query ${name}=${value.length > 40 ? `${value.slice(0, 20)}…(${value.length} chars)` : value}`;
      return;
    }
    case 'query-shape': {
      const name = operation.queryParams.length > 0 ? rng.pick(operation.queryParams.map((p) => p.name)) : 'keyword';
      const shapes: [string, string][][] = [
        [
          [name, '1'],
          [name, '2'],
        ],
        [[`${name}[a]`, '1']],
        [[`${name}[]`, '1']],
        [['__proto__[isAdministrator]', '1']],
        [['constructor[prototype][isAdministrator]', '1']],
        [
          ['toString', '1'],
          ['hasOwnProperty', '1'],
        ],
        [
          ['', ''],
          ['=', ''],
        ],
        [[name, NO_VALUE]],
        [['zzz-unknown', '1']],
      ];
      const shape = rng.pick(shapes);
      draft.query = draft.query.filter(([n]) => n !== name).concat(shape);
      draft.label = `query ${shape.map(([n, v]) => (v === NO_VALUE ? n : `${n}=${v}`)).join('&')}`;
      return;
    }
    case 'path-value': {
      const name = rng.pick(operation.pathParams.map((p) => p.name));
      const value = rng.pick(HOSTILE_PATH_SEGMENTS);
      draft.pathValues[name] = value;
      draft.label = `path ${name}=${value.length > 40 ? `${value.slice(0, 20)}…(${value.length} chars)` : value}`;
      return;
    }
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Multipart bodies: a plausible upload, a text file named .png, an SVG with a script, a cut-short body, two files… */
const MULTIPART_VARIANTS = 11;

function multipartCase(rng: SeededRandom, variant: number): { body: Buffer; contentType: string; label: string } {
  const boundary = `----fuzz${rng.word()}`;
  const part = (name: string, filename: string | undefined, type: string | undefined, data: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename !== undefined ? `; filename="${filename}"` : ''}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const noise = Buffer.from(Array.from({ length: 64 }, () => rng.int(0, 255)));
  const variants: { label: string; body: Buffer; contentType?: string }[] = [
    { label: 'multipart image/png upload', body: Buffer.concat([part('file', 'fz.png', 'image/png', Buffer.concat([PNG_SIGNATURE, noise])), end]) },
    { label: 'multipart text file named .png', body: Buffer.concat([part('file', 'fz.png', 'image/png', Buffer.from('not an image')), end]) },
    {
      label: 'multipart SVG with a script',
      body: Buffer.concat([
        part('file', 'fz.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
        end,
      ]),
    },
    {
      label: 'multipart cut short (no closing boundary)',
      body: Buffer.concat([part('file', 'fz.png', 'image/png', Buffer.concat([PNG_SIGNATURE, noise])).subarray(0, 90)]),
    },
    {
      label: 'multipart with two files',
      body: Buffer.concat([part('file', 'a.png', 'image/png', PNG_SIGNATURE), part('file2', 'b.png', 'image/png', PNG_SIGNATURE), end]),
    },
    {
      label: 'multipart hostile file name',
      body: Buffer.concat([
        part('file', rng.pick(['../../../etc/passwd', '\u0000.png', `${'n'.repeat(3000)}.png`, '🚢.bdd', '..\\..\\x.bdd']), 'application/octet-stream', noise),
        end,
      ]),
    },
    {
      label: 'multipart .bdd import that is not JSON',
      body: Buffer.concat([
        part(
          'file',
          'fz.bdd',
          'application/octet-stream',
          Buffer.from(rng.pick(['not json', '{"a":', '[]', '{"__proto__":{"x":1}}', `${'['.repeat(1000)}${']'.repeat(1000)}`])),
        ),
        end,
      ]),
    },
    { label: 'multipart with only a field', body: Buffer.concat([part('fullName', undefined, undefined, Buffer.from('fz')), end]) },
    { label: 'multipart with no parts', body: end },
    {
      label: 'multipart without a boundary parameter',
      body: Buffer.concat([part('file', 'fz.png', 'image/png', PNG_SIGNATURE), end]),
      contentType: 'multipart/form-data',
    },
    {
      label: 'multipart with a boundary that never appears',
      body: Buffer.concat([part('file', 'fz.png', 'image/png', PNG_SIGNATURE), end]),
      contentType: 'multipart/form-data; boundary=elsewhere',
    },
  ];
  if (variants.length !== MULTIPART_VARIANTS) throw new Error('MULTIPART_VARIANTS is out of date');
  const chosen = variants[variant % variants.length] as (typeof variants)[number];
  return { body: chosen.body, contentType: chosen.contentType ?? `multipart/form-data; boundary=${boundary}`, label: chosen.label };
}
