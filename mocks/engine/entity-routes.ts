import { Ajv, type ValidateFunction } from 'ajv';
import type { EntityResource } from '../../src/lib/data/entity-resource.ts';
import { columnLabelsOf, validationMessage } from '../../server/core/http/validation-message.ts';
import { ok, said, type Call, type Envelope } from './envelope.ts';
import { linked, type Row } from './demo-rows.ts';
import { toTree, withAncestors, withoutSubtree } from '../../common/tree.ts';

const compare = (field: string, descending: boolean) => (a: Row, b: Row) => {
  const [x, y] = [a[field] as string | number, b[field] as string | number];
  return (x < y ? -1 : x > y ? 1 : 0) * (descending ? -1 : 1);
};

let serial = 0;
const newId = () => `${Date.now()}${String((serial += 1)).padStart(4, '0')}`;

// The server's validator options (coercion as Fastify does it), over the same generated body schema.
const ajv = new Ajv({ coerceTypes: true, allErrors: false, strict: false });

/**
 * Generic CRUD for one generated resource over an in-memory table, in the spirit of FakeRest: the
 * paths the data provider speaks (src/lib/data/entity-data-provider.ts), driven only by the resource's
 * description (list kind, info path, search fields, sort, defaults, body schema and its messages).
 * No overrides, references or permissions: what needs the server is answered as offline.
 * Returns undefined for a path it does not serve.
 */
export function entityRoutes(resource: EntityResource, rows: Row[]): (call: Call, rest: string[]) => Envelope | undefined {
  let validate: ValidateFunction | undefined;
  const labels = {
    ...Object.fromEntries(resource.fields.map((field) => [field.name, field.label])),
    ...columnLabelsOf(resource.fields.flatMap((f) => (f.item ? [f.item] : []))),
  };
  const refusal = (call: Call, body: Record<string, unknown>) => {
    validate ??= ajv.compile(resource.bodySchema as object);
    return validate(body) ? undefined : { code: 400, msg: validationMessage(validate.errors?.[0], call.language, resource.messages, body, labels) };
  };
  const find = (id: string | undefined) => rows.find((row) => row.id === id);
  // Only what the form may write is stored (a tree row comes back with its children).
  const writable = (body: Record<string, unknown>) =>
    Object.fromEntries(
      Object.keys(resource.bodySchema.properties)
        .filter((name) => body[name] !== undefined)
        .map((name) => [name, body[name]]),
    );
  const fields = new Set([...resource.fields.map((field) => field.name), ...resource.columns.map((column) => column.name), 'parentId']);
  const searched = (call: Call, list: Row[]) => {
    const keyword = (call.query.get('keyword') ?? '').trim();
    return list.filter((row) => !keyword || resource.search.some((field) => String(row[field] ?? '').includes(keyword)));
  };
  const sorted = (call: Call) => {
    const sidx = call.query.get('sidx') ?? '';
    const field = fields.has(sidx) ? sidx : resource.sort;
    return field ? [...rows].sort(compare(field, Boolean(sidx) && call.query.get('sort') === 'desc')) : [...rows];
  };
  const list = (call: Call): Envelope => {
    // Query parameters named like a field filter by it (a user list under an organisation, a system's menus).
    const filtered = sorted(call).filter((row) => [...call.query].every(([name, value]) => !fields.has(name) || !value || String(row[name]) === value));
    if (resource.list === 'tree') return ok({ list: toTree(withAncestors(linked(filtered), linked(searched(call, filtered)))) });
    const matching = searched(call, filtered);
    const currentPage = Number(call.query.get('currentPage')) || 1;
    const pageSize = Number(call.query.get('pageSize')) || 20;
    return ok({ list: matching.slice((currentPage - 1) * pageSize, currentPage * pageSize), pagination: { currentPage, pageSize, total: matching.length } });
  };
  const level = (call: Call, parentId: string): Envelope => {
    const root = String(resource.defaults.parentId ?? '-1');
    const keyword = (call.query.get('keyword') ?? '').trim();
    const found = keyword ? searched(call, sorted(call)) : sorted(call).filter((row) => String(row.parentId) === (parentId === '-1' ? root : parentId));
    return ok({
      list: found.map((row) => ({ ...row, hasChildren: rows.some((r) => r.parentId === row.id), isLeaf: !rows.some((r) => r.parentId === row.id) })),
    });
  };
  const infoPath = resource.info.split('/').filter(Boolean);

  return (call, rest) => {
    const [id, ...more] = rest;
    if (resource.storage === 'settings') {
      const settings = (rows[0] ??= { id: 'settings', ...resource.defaults });
      if (call.method === 'GET' && rest.length === 0) return ok(settings);
      if (call.method === 'PUT' && rest.length === 0) {
        Object.assign(settings, writable(call.body));
        return said(call, 'updateSuccess');
      }
      return undefined;
    }
    if (call.method === 'GET') {
      if (rest.length === 0 && resource.list !== 'none' && resource.list !== 'children') return list(call);
      if (rest.length === 1 && resource.list === 'children') return level(call, id);
      if (rest.length === 2 && id === 'Selector' && resource.list !== 'page' && resource.list !== 'none') {
        return ok({ list: toTree(withoutSubtree(linked(sorted(call)), more[0]).filter((row) => row.enabledMark !== 0)) });
      }
      if (rest.length === infoPath.length && infoPath.every((part, index) => part === '{id}' || part === rest[index])) {
        // An id no row has may be a hand-written route's path (Users/ExportExcel): offline.
        const row = find(id);
        return row ? ok(row) : undefined;
      }
      return undefined;
    }
    if (call.method === 'POST' && rest.length === 0) {
      const refused = refusal(call, call.body);
      if (refused) return refused;
      rows.push({ ...resource.defaults, ...writable(call.body), id: newId(), creatorTime: Date.now() });
      return said(call, 'createSuccess');
    }
    const row = find(id);
    if (!row) return undefined;
    if (call.method === 'PUT' && rest.length === 1) {
      const refused = refusal(call, call.body);
      if (refused) return refused;
      Object.assign(row, writable(call.body), { lastModifyTime: Date.now() });
      return said(call, 'updateSuccess');
    }
    if (call.method === 'DELETE' && rest.length === 1) {
      rows.splice(rows.indexOf(row), 1);
      return said(call, 'deleteSuccess');
    }
    if (call.method === 'PUT' && resource.state && more.join('/') === 'Actions/State') {
      row.enabledMark = row.enabledMark === 1 ? 0 : 1;
      return said(call, 'updateSuccess');
    }
    return undefined;
  };
}
