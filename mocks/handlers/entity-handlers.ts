import { http } from 'msw';
import { Ajv } from 'ajv';
import type { EntityDefinition } from '../../server/crud/entity-definition.ts';
import { validationMessage } from '../../server/http/validation-message.ts';
import { translate } from '../../server/i18n/language.ts';
import { demoGrants, demoMenus, demoUsers, mockState } from '../store/mock-store.ts';
import { fail, languageOfRequest, ok, refuse, session } from './mock-envelope.ts';
import { excelExportHandler } from './excel-export-handlers.ts';
import { toTree } from '../../server/menu/to-tree.ts';
import { withAncestors, withoutSubtree } from '../../server/menu/tree-filters.ts';

type Row = { id: string } & Record<string, unknown>;

// The same validator options the server gives Fastify, so both coerce and refuse alike.
const ajv = new Ajv({ coerceTypes: true, allErrors: false, strict: false });

let serial = 0;
const newId = () => `${Date.now()}${String((serial += 1)).padStart(6, '0')}`;

function table(entity: EntityDefinition): Row[] {
  const name = entity.table.name;
  if (!mockState.tables.has(name)) mockState.tables.set(name, []);
  return mockState.tables.get(name) as Row[];
}

/** Whether a user's roles grant a menu code, as the server's access check decides (administrators pass). */
export function permitted(userId: string, code: string): boolean {
  const user = demoUsers.find((u) => u.id === userId);
  if (!user) return false;
  if (user.isAdministrator === 1) return true;
  const modules = new Set(demoGrants.filter((g) => user.roleIds.includes(g.roleId)).flatMap((g) => g.modules));
  return demoMenus.some((m) => m.enCode === code && modules.has(m.id));
}

/** Lists show who created a row as "realName/account" (contract §1.3). */
function withCreatorUser(row: Row): Row {
  const user = demoUsers.find((u) => u.id === row.creatorUserId);
  return { ...row, creatorUser: user ? `${user.realName}/${user.account}` : '' };
}

/** Lists carry the referenced row's name beside the id, as the server's withReferences does. */
function withReferences(entity: EntityDefinition, row: Row): Row {
  const named: Row = { ...row };
  for (const reference of entity.references) {
    if (!reference.as) continue;
    // one id, or several comma-joined (a user's roleId), as the server reads them
    const ids = typeof row[reference.field] === 'string' ? (row[reference.field] as string).split(',').filter(Boolean) : [];
    const targets = mockState.tables.get(reference.table) ?? [];
    named[reference.as] = ids
      .map((id) => String(targets.find((r) => r.id === id)?.[reference.column] ?? ''))
      .filter(Boolean)
      .join(',');
  }
  return named;
}

const compare = (field: string | null) => (a: Row, b: Row) => {
  if (!field) return 0;
  const x = a[field] as number | string;
  const y = b[field] as number | string;
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * The msw twin of the server's generic CRUD runtime: the same generated definition drives the
 * same paths, validation messages, uniqueness, dependency and permission checks, over the one
 * in-memory store. tests/contract runs one suite against both.
 */
export function entityHandlers(entity: EntityDefinition) {
  const validate = ajv.compile(entity.bodySchema);
  const writable = Object.keys((entity.bodySchema.properties ?? {}) as object);
  const guard = (request: Request) => {
    const found = session(request);
    if (found instanceof Response) return found;
    if (!permitted(found.userId, entity.permission)) return fail(request, 'noPermission', 401);
    return found;
  };
  const check = async (request: Request): Promise<Record<string, unknown> | Response> => {
    const body = ((await request.json()) ?? {}) as Record<string, unknown>;
    if (!validate(body)) return refuse(validationMessage(validate.errors?.[0], languageOfRequest(request), entity.messages, body));
    return body;
  };
  const unique = (request: Request, values: Record<string, unknown>, exceptId: string | null) => {
    for (const field of entity.unique) {
      if (values[field] === undefined) continue;
      const clash = table(entity).some(
        (row) => row.id !== exceptId && row[field] === values[field] && (!entity.uniqueWithin || row[entity.uniqueWithin] === values[entity.uniqueWithin]),
      );
      const own = entity.messages[field]?.unique;
      if (clash && own) return refuse(own[languageOfRequest(request)]);
      if (clash) return fail(request, field === 'enCode' ? 'codeNotUnique' : 'nameNotUnique');
    }
    return null;
  };
  const pick = (body: Record<string, unknown>) => Object.fromEntries(writable.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
  const base = entity.api.base;
  const handlers = [];

  if (entity.api.list === 'children' && entity.tree) {
    const parentField = entity.tree.parentField;
    const root = entity.tree.root;
    handlers.push(
      http.get(`${base}/:parentId`, ({ request, params }) => {
        const denied = guard(request);
        if (denied instanceof Response) return denied;
        const keyword = (new URL(request.url).searchParams.get('keyword') ?? '').trim();
        const parentId = params.parentId === '-1' ? root : String(params.parentId);
        const rows = table(entity);
        // A keyword searches every level, as the server does.
        const level = rows
          .filter((row) => (keyword ? entity.search.some((field) => String(row[field] ?? '').includes(keyword)) : row[parentField] === parentId))
          .sort(compare(entity.sort));
        const list = level.map((row) => {
          const hasChildren = rows.some((r) => r[parentField] === row.id);
          return { ...withReferences(entity, row), hasChildren, isLeaf: !hasChildren };
        });
        return ok({ list });
      }),
    );
  } else if (entity.api.list !== 'none') {
    const filtersOf = (query: URLSearchParams) => (row: Row) => Object.entries(entity.filters).every(([parameter, field]) => !query.get(parameter) || String(row[field]) === query.get(parameter));
    /** A paged list's matching rows, sorted as asked, as the server selects them (shared with the Excel export). */
    const pageMatches = (query: URLSearchParams, rows: Row[]) => {
      const keyword = (query.get('keyword') ?? '').trim();
      const filtered = rows.filter((row) => !keyword || entity.search.some((field) => String(row[field] ?? '').includes(keyword))).filter(filtersOf(query));
      // sidx names the sort column (declared columns only), sort the direction, as the server does.
      const sidx = query.get('sidx') ?? '';
      if (entity.table.columns.some((column) => column.name === sidx)) {
        filtered.sort(compare(sidx));
        if ((query.get('sort') ?? '').toLowerCase() !== 'asc') filtered.reverse();
      }
      return filtered;
    };
    // Paged lists show a dictionary item's name in place of its id, as the server does.
    const named = (row: Row): Row => {
      const items = mockState.tables.get('base_dictionary_data') ?? [];
      return { ...row, ...Object.fromEntries(Object.keys(entity.dictionaryFields).map((field) => [field, items.find((item) => item.id === row[field])?.fullName ?? row[field]])) };
    };
    const list = (request: Request, pathFilters: Record<string, string>) => {
      const denied = guard(request);
      if (denied instanceof Response) return denied;
      const query = new URL(request.url).searchParams;
      for (const [name, value] of Object.entries(pathFilters)) query.set(name, value);
      const keyword = (query.get('keyword') ?? '').trim();
      const filtersMatch = filtersOf(query);
      const rows = [...table(entity)].sort(compare(entity.sort)).map(withCreatorUser).map((row) => withReferences(entity, row));
      const matches = (row: Row) => !keyword || entity.search.some((field) => String(row[field] ?? '').includes(keyword));
      if (entity.api.list === 'tree' && entity.tree) {
        const parent = entity.tree.parentField;
        const linked = rows.filter(filtersMatch).map((row) => ({ ...row, parentId: String(row[parent] ?? '') }));
        return ok({ list: toTree(withAncestors(linked, linked.filter(matches))) });
      }
      const filtered = pageMatches(query, rows);
      const currentPage = Number(query.get('currentPage') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 20);
      return ok({ list: filtered.slice((currentPage - 1) * pageSize, currentPage * pageSize).map(named), pagination: { currentPage, pageSize, total: filtered.length } });
    };
    handlers.push(http.get(base, ({ request }) => list(request, {})));
    if (entity.excelExport && entity.api.list === 'page') {
      const listed = (query: URLSearchParams) => pageMatches(query, [...table(entity)].sort(compare(entity.sort)).map(withCreatorUser).map((row) => withReferences(entity, row))).map(named);
      handlers.push(excelExportHandler(entity, guard, listed));
    }
    if (entity.api.listPath) {
      // The second path's parameters filter the fields of the same name, as on the server.
      handlers.push(
        http.get(`${base}${entity.api.listPath.replace(/\{([A-Za-z]+)\}/g, ':$1')}`, ({ request, params }) =>
          list(request, Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]))),
        ),
      );
    }
  }

  if (entity.api.selector && entity.tree) {
    const parentField = entity.tree.parentField;
    handlers.push(
      http.get(`${base}/Selector/:id`, ({ request, params }) => {
        const user = session(request);
        if (user instanceof Response) return user;
        const rows = [...table(entity)]
          .filter((row) => row.enabledMark === 1)
          .sort(compare(entity.sort))
          .map((row) => ({ ...row, parentId: String(row[parentField] ?? '') }));
        return ok({ list: toTree(withoutSubtree(rows, String(params.id))) });
      }),
    );
  }

  handlers.push(
    http.get(`${base}${entity.api.info.replace('{id}', ':id')}`, ({ request, params }) => {
      const denied = guard(request);
      if (denied instanceof Response) return denied;
      const row = table(entity).find((r) => r.id === params.id);
      return row ? ok(withReferences(entity, row)) : fail(request, 'recordNotFound');
    }),
    http.post(base, async ({ request }) => {
      const user = guard(request);
      if (user instanceof Response) return user;
      const body = await check(request);
      if (body instanceof Response) return body;
      const values = { ...entity.defaults, ...pick(body) };
      const clash = unique(request, values, null);
      if (clash) return clash;
      table(entity).push({ ...values, id: newId(), creatorTime: Date.now(), creatorUserId: user.userId });
      return ok(undefined, translate('createSuccess', languageOfRequest(request)));
    }),
    http.put(`${base}/:id`, async ({ request, params }) => {
      const user = guard(request);
      if (user instanceof Response) return user;
      const row = table(entity).find((r) => r.id === params.id);
      if (!row) return fail(request, 'recordNotFound');
      const body = await check(request);
      if (body instanceof Response) return body;
      const values = pick(body);
      if (entity.tree && values[entity.tree.parentField] === row.id) return fail(request, 'parentIsSelf');
      const clash = unique(request, values, row.id);
      if (clash) return clash;
      Object.assign(row, values, { lastModifyTime: Date.now(), lastModifyUserId: user.userId });
      return ok(undefined, translate('updateSuccess', languageOfRequest(request)));
    }),
    http.delete(`${base}/:id`, ({ request, params }) => {
      const denied = guard(request);
      if (denied instanceof Response) return denied;
      const rows = table(entity);
      const row = rows.find((r) => r.id === params.id);
      if (!row) return fail(request, 'recordNotFound');
      if (entity.tree && rows.some((r) => r[entity.tree?.parentField ?? ''] === row.id)) return fail(request, 'hasChildren');
      const used = entity.usedWhen ? row[entity.usedWhen.field] : null;
      if (entity.usedWhen && used !== null && used !== undefined && used !== '') {
        return refuse(entity.usedWhen.message[languageOfRequest(request)]);
      }
      for (const dependent of entity.dependents) {
        if ((mockState.tables.get(dependent.table) ?? []).some((r) => r[dependent.field] === row.id)) return fail(request, 'inUse');
      }
      rows.splice(rows.indexOf(row), 1);
      return ok(undefined, translate('deleteSuccess', languageOfRequest(request)));
    }),
  );

  if (entity.api.state) {
    handlers.push(
      http.put(`${base}/:id/Actions/State`, ({ request, params }) => {
        const denied = guard(request);
        if (denied instanceof Response) return denied;
        const row = table(entity).find((r) => r.id === params.id);
        if (!row) return fail(request, 'recordNotFound');
        row.enabledMark = row.enabledMark === 1 ? 0 : 1;
        return ok(undefined, translate('updateSuccess', languageOfRequest(request)));
      }),
    );
  }
  return handlers;
}
