import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Services } from '../services.ts';
import type { EntityDefinition } from './entity-definition.ts';
import type { EntityHooks, HookContext } from './entity-hooks.ts';
import { registerTransferRoutes } from './register-transfer-routes.ts';
import { registerExcelExport } from './register-excel-export.ts';
import { ENTITY_BUTTONS, withButton } from './entity-buttons.ts';
import { ok } from '../http/envelope.ts';
import { currentUser } from '../http/access.ts';
import { AppError } from '../http/app-error.ts';
import { languageOf, translate } from '../i18n/language.ts';
import { newId } from '../db/ids.ts';
import { toTree } from '../menu/to-tree.ts';
import { withAncestors, withoutSubtree } from '../menu/tree-filters.ts';
import { toResponse, encodeJson, withCreatorUser, withDictionaryNames, withReferences, type AnyDb, type Row } from './row-decorators.ts';
import { grantedFields } from './granted-fields.ts';
import { isBlank, uniqueRefusal, writeUnique } from './unique-write.ts';
import { listSort } from './list-sort.ts';
import { pagingProperties } from '../http/paging.ts';


declare module 'fastify' {
  interface FastifyContextConfig {
    /** field → keyword → message, used by the error handler for validation failures */
    fieldMessages?: Record<string, Record<string, { zh: string; 'zh-TW': string; en: string }>>;
  }
}

/**
 * A list filter's query parameter: empty means no filter; a number column only takes a number, so
 * a word never reaches the database (PostgreSQL refuses to compare it with an integer column).
 */
function filterSchema(entity: EntityDefinition, field: string) {
  const kind = entity.table.columns.find((column) => column.name === field)?.kind;
  if (kind === 'integer' || kind === 'bigint') return { type: 'string', maxLength: 16, pattern: '^(-?[0-9]{1,15})?$' };
  if (kind === 'real') return { type: 'string', maxLength: 32, pattern: '^(-?[0-9]{1,15}(\\.[0-9]{1,15})?)?$' };
  return { type: 'string', maxLength: 64 };
}

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

/**
 * Serves one generated entity: list (tree or paged), info, create, update, delete and the state
 * toggle, with the schema's validation and messages, uniqueness and dependency checks.
 */
export function registerEntityRoutes(app: FastifyInstance, services: Services, entity: EntityDefinition, hooks: EntityHooks = {}): void {
  const db = services.db as unknown as AnyDb;
  const table = entity.table.name;
  const access = { permission: entity.permission };
  const config = { access, fieldMessages: entity.messages };
  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);
  const contextOf = (request: FastifyRequest): HookContext => ({ db: services.db, userId: currentUser(request).userId, language: lang(request) });
  /**
   * Stored rows as the API shows them: the entity's own hook first (it may fill virtual fields
   * such as a user's roleId), then the creator, dictionary and reference names, and finally the
   * server-only columns dropped and array fields decoded.
   */
  const present = async (request: FastifyRequest, rows: Row[], options: { detail?: boolean; dictionaryNames?: boolean } = {}) => {
    let shown = hooks.decorate ? await hooks.decorate(rows, { ...contextOf(request), detail: Boolean(options.detail) }) : rows;
    shown = await withCreatorUser(db, shown);
    if (options.dictionaryNames) shown = await withDictionaryNames(db, entity, shown);
    shown = await withReferences(db, entity, shown);
    return shown.map((row) => toResponse(entity, row));
  };
  // Column and form-field grants (spec §6): what each answer may carry and a create may set.
  const granted = grantedFields(services, entity);
  const writable = entity.table.columns.map((c) => c.name).filter((name) => name in (entity.bodySchema.properties as object));

  /** keyword matches any of the search fields the caller is shown; an always-true condition without one */
  const keywordCondition = (keyword: string | undefined, query: Record<string, unknown> = {}, search: readonly string[] = []) => {
    const parts = Object.entries(entity.filters)
      .filter(([parameter]) => query[parameter] !== undefined && query[parameter] !== '')
      .map(([parameter, field]) => sql`${sql.ref(field)} = ${query[parameter]}`);
    if (keyword && entity.search.length > 0) {
      const pattern = `%${keyword}%`;
      // When the caller is shown none of the search fields, a keyword matches nothing rather than everything.
      parts.push(search.length > 0 ? sql`(${sql.join(search.map((field) => sql`${sql.ref(field)} like ${pattern}`), sql` or `)})` : sql`1 = 0`);
    }
    return parts.length === 0 ? sql<boolean>`1 = 1` : sql<boolean>`${sql.join(parts, sql` and `)}`;
  };
  /** the rows the caller may see (hooks.listScope: a company administrator's subtree); always true without a limit */
  const scopeCondition = async (request: FastifyRequest) => {
    const scope = await hooks.listScope?.(contextOf(request));
    if (!scope) return sql<boolean>`1 = 1`;
    return scope.values.length === 0 ? sql<boolean>`1 = 0` : sql<boolean>`${sql.ref(scope.field)} in (${sql.join(scope.values)})`;
  };

  if (entity.api.list === 'children' && entity.tree) {
    const tree = entity.tree;
    // Lazily loaded trees (areas): GET base/{parentId} lists one level; the root is asked for as -1.
    app.get<{ Params: { parentId: string }; Querystring: { keyword?: string } }>(
      `${entity.api.base}/:parentId`,
      {
        config,
        schema: {
          params: { type: 'object', required: ['parentId'], properties: { parentId: { type: 'string', minLength: 1, maxLength: 64 } } },
          querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } },
        },
      },
      async (request) => {
        const keyword = request.query.keyword?.trim();
        const parentId = request.params.parentId === '-1' ? tree.root : request.params.parentId;
        // A keyword searches every level, as the contract's area list does.
        let query = db.selectFrom(table).selectAll().where(keyword ? keywordCondition(keyword, {}, await granted.searchFields(request)) : sql<boolean>`${sql.ref(tree.parentField)} = ${parentId}`);
        if (entity.sort) query = query.orderBy(sql.ref(entity.sort));
        const rows = (await query.orderBy('creatorTime').orderBy('id').limit(2000).execute()) as Row[];
        const ids = rows.map((row) => row.id);
        const parents = ids.length
          ? new Set((await db.selectFrom(table).select(sql.ref(tree.parentField).as('parent')).where(sql.ref(tree.parentField), 'in', ids).execute()).map((r) => String(r.parent)))
          : new Set<string>();
        const list = (await present(request, rows)).map((row) => ({ ...row, hasChildren: parents.has(row.id), isLeaf: !parents.has(row.id) }));
        return ok({ list: await granted.list(request, list) });
      },
    );
  } else if (entity.api.list !== 'none') {
    type ListQuery = { keyword?: string; currentPage?: number; pageSize?: number } & Record<string, string | number | undefined>;
    const querystring = {
      type: 'object',
      properties: {
        keyword: { type: 'string', maxLength: 100 },
        ...pagingProperties(500),
        sidx: { type: 'string', maxLength: 64 },
        sort: { type: 'string', maxLength: 4 },
        ...Object.fromEntries(Object.entries(entity.filters).map(([parameter, field]) => [parameter, filterSchema(entity, field)])),
      },
    };
    const sorting = listSort(entity);
    /** One page of a paged list's rows as the list shows them; shared with the Excel export. */
    const pageRows = async (request: FastifyRequest, query: ListQuery, window: { limit: number; offset: number }) => {
      // sidx names the sort column (only the list's own columns: anything else is a 400), sort the direction.
      const sortColumn = sorting.columnOf(String(query.sidx ?? ''));
      await granted.assertSortable(request, sortColumn);
      const direction = String(query.sort ?? '').toLowerCase() === 'asc' ? 'asc' : 'desc';
      const search = await granted.searchFields(request);
      let page = db.selectFrom(table).selectAll().where(keywordCondition(query.keyword?.trim(), query, search)).where(await scopeCondition(request));
      if (sortColumn) page = page.orderBy(sql.ref(sortColumn), direction);
      else if (entity.sort) page = page.orderBy(sql.ref(entity.sort));
      page = page.orderBy('id');
      const rows = (await page.limit(window.limit).offset(window.offset).execute()) as Row[];
      return present(request, rows, { dictionaryNames: true });
    };
    const list = async (request: FastifyRequest, query: ListQuery) => {
      const keyword = query.keyword?.trim();
      if (entity.api.list === 'tree' && entity.tree) {
        let select = db.selectFrom(table).selectAll().where(keywordCondition(undefined, query));
        if (entity.sort) select = select.orderBy(sql.ref(entity.sort)).orderBy(sql.ref('creatorTime'));
        const parent = entity.tree.parentField;
        const rows = await present(request, (await select.execute()) as Row[]);
        const linked: (Row & { parentId: string })[] = rows.map((row) => ({ ...row, parentId: String(row[parent] ?? '') }));
        const search = await granted.searchFields(request);
        const matches = keyword ? linked.filter((row) => search.some((f) => String(row[f] ?? '').includes(keyword))) : linked;
        // A keyword keeps the matching nodes and their ancestors, so the tree stays a tree.
        return ok({ list: await granted.list(request, toTree(withAncestors(linked, matches))) });
      }
      const search = await granted.searchFields(request);
      const counted = await db.selectFrom(table).select(sql<number>`count(*)`.as('count')).where(keywordCondition(keyword, query, search)).where(await scopeCondition(request)).executeTakeFirst();
      const total = Number(counted?.count ?? 0);
      const { currentPage = 1, pageSize = 20 } = query;
      const listed = await pageRows(request, query, { limit: pageSize, offset: (currentPage - 1) * pageSize });
      return ok({ list: await granted.list(request, listed), pagination: { currentPage, pageSize, total } });
    };
    app.get<{ Querystring: ListQuery }>(entity.api.base, { config, schema: { querystring } }, async (request) => list(request, request.query));
    if (entity.excelExport && entity.api.list === 'page') registerExcelExport(app, services, entity, { config: withButton(config, ENTITY_BUTTONS.excelExport), querystring, pageRows });
    if (entity.api.listPath) {
      // The second path's parameters filter the fields of the same name (the menu's systemId).
      const names = [...entity.api.listPath.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1] as string);
      const params = { type: 'object', required: names, properties: Object.fromEntries(names.map((name) => [name, { type: 'string', minLength: 1, maxLength: 64 }])) };
      app.get<{ Querystring: ListQuery; Params: Record<string, string> }>(
        `${entity.api.base}${entity.api.listPath.replace(/\{([A-Za-z]+)\}/g, ':$1')}`,
        { config, schema: { querystring, params } },
        async (request) => list(request, { ...request.query, ...request.params }),
      );
    }
  }

  if (entity.api.selector && entity.tree) {
    const parentField = entity.tree.parentField;
    // Pickers need the tree on every screen that holds such an id, so any signed-in user may read it.
    app.get<{ Params: { id: string } }>(
      `${entity.api.base}/Selector/:id`,
      { config: { access: 'signed-in' }, schema: { params: idParams } },
      async (request) => {
        let query = db.selectFrom(table).selectAll().where('enabledMark', '=', 1);
        if (entity.sort) query = query.orderBy(sql.ref(entity.sort));
        const rows = ((await query.orderBy('creatorTime').orderBy('id').execute()) as Row[]).map((row) => ({ ...toResponse(entity, row), parentId: String(row[parentField] ?? '') }));
        return ok({ list: toTree(withoutSubtree(rows, request.params.id)) });
      },
    );
  }

  app.get<{ Params: { id: string } }>(`${entity.api.base}${entity.api.info.replace('{id}', ':id')}`, { config, schema: { params: idParams } }, async (request) => {
    const row = await db.selectFrom(table).selectAll().where('id', '=', request.params.id).where(await scopeCondition(request)).executeTakeFirst();
    if (!row) throw new AppError('recordNotFound');
    const [shown] = await present(request, [row as Row], { detail: true });
    return ok(shown && (await granted.info(request, shown)));
  });

  const checkUnique = async (body: Record<string, unknown>, exceptId: string | null) => {
    const fields = entity.unique.filter((field) => !isBlank(body[field]));
    if (fields.length === 0) return;
    // One query, so a race cannot make the answer name the code while the name clashed first.
    let query = db.selectFrom(table).selectAll().where((eb) => eb.or(fields.map((field) => eb(sql.ref(field), '=', body[field]))));
    if (entity.uniqueWithin) query = query.where(sql.ref(entity.uniqueWithin), '=', body[entity.uniqueWithin]);
    if (exceptId) query = query.where('id', '!=', exceptId);
    const rows = await query.execute();
    const clash = fields.find((field) => rows.some((row) => row[field] === body[field]));
    // The schema may word the refusal (账户名称不能重复); names and codes have the contract's words.
    if (clash) throw uniqueRefusal(entity, clash);
  };

  const pick = (body: Record<string, unknown>) => encodeJson(entity, Object.fromEntries(writable.filter((k) => body[k] !== undefined).map((k) => [k, body[k]])));

  /** Creates a row from a valid body: defaults, uniqueness, the entity's hooks. Shared by POST and import. */
  const createRow = async (request: FastifyRequest, sent: Record<string, unknown>) => {
    const body = await granted.createBody(request, sent);
    const user = currentUser(request);
    const context = contextOf(request);
    let values = encodeJson(entity, { ...entity.defaults, ...pick(body) });
    await checkUnique(values, null);
    await hooks.beforeWrite?.(null, body, context);
    if (hooks.beforeCreate) values = await hooks.beforeCreate(values, context);
    const id = newId();
    // One transaction with the hooks' rows; a parallel create that won the race refuses this one (400).
    await writeUnique(services.db, entity, async (trx) => {
      await (trx as unknown as AnyDb)
        .insertInto(table)
        .values({ ...values, id, creatorTime: Date.now(), creatorUserId: user.userId } as Row)
        .execute();
      await hooks.afterWrite?.(id, body, { ...context, db: trx });
    }, () => checkUnique(values, null));
  };

  app.post<{ Body: Record<string, unknown> }>(entity.api.base, { config: withButton(config, ENTITY_BUTTONS.create), schema: { body: entity.bodySchema } }, async (request) => {
    await createRow(request, request.body);
    return ok(undefined, translate('createSuccess', lang(request)));
  });

  if (entity.transfer) registerTransferRoutes(app, services, entity, { config, createRow, writable });

  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>(
    `${entity.api.base}/:id`,
    { config: withButton(config, ENTITY_BUTTONS.update), schema: { params: idParams, body: entity.bodySchema } },
    async (request) => {
      const user = currentUser(request);
      const existing = await db.selectFrom(table).select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!existing) throw new AppError('recordNotFound');
      // A field the user's page does not show them (spec §6 form permissions) keeps its stored value.
      const granted = await services.authorization.grantedFormFields(user.userId, entity.permission);
      if (granted) request.body = Object.fromEntries(Object.entries(request.body).filter(([field]) => granted.has(field)));
      const values = pick(request.body);
      if (entity.tree && values[entity.tree.parentField] === request.params.id) throw new AppError('parentIsSelf');
      await checkUnique({ ...values }, request.params.id);
      await hooks.beforeWrite?.(request.params.id, request.body, contextOf(request));
      await writeUnique(services.db, entity, async (trx) => {
        await (trx as unknown as AnyDb)
          .updateTable(table)
          .set({ ...values, lastModifyTime: Date.now(), lastModifyUserId: user.userId } as Partial<Row>)
          .where('id', '=', request.params.id)
          .execute();
        await hooks.afterWrite?.(request.params.id, request.body, { ...contextOf(request), db: trx });
      }, () => checkUnique({ ...values }, request.params.id));
      return ok(undefined, translate('updateSuccess', lang(request)));
    },
  );

  app.delete<{ Params: { id: string } }>(`${entity.api.base}/:id`, { config: withButton(config, ENTITY_BUTTONS.delete), schema: { params: idParams } }, async (request) => {
    const id = request.params.id;
    if (!(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst())) throw new AppError('recordNotFound');
    await hooks.beforeDelete?.(id, contextOf(request));
    if (entity.tree && (await db.selectFrom(table).select('id').where(sql.ref(entity.tree.parentField), '=', id).executeTakeFirst())) {
      throw new AppError('hasChildren');
    }
    if (entity.usedWhen) {
      const row = await db.selectFrom(table).select(sql.ref(entity.usedWhen.field).as('used')).where('id', '=', id).executeTakeFirst();
      if (row?.used !== null && row?.used !== undefined && row.used !== '') {
        return { code: 400, msg: entity.usedWhen.message[lang(request)] };
      }
    }
    for (const dependent of entity.dependents) {
      if (await db.selectFrom(dependent.table).select('id').where(sql.ref(dependent.field), '=', id).executeTakeFirst()) {
        throw new AppError('inUse');
      }
    }
    await db.deleteFrom(table).where('id', '=', id).execute();
    await hooks.afterDelete?.(id, contextOf(request));
    return ok(undefined, translate('deleteSuccess', lang(request)));
  });

  if (entity.api.state) {
    app.put<{ Params: { id: string } }>(`${entity.api.base}/:id/Actions/State`, { config: withButton(config, ENTITY_BUTTONS.state), schema: { params: idParams } }, async (request) => {
      const row = await db.selectFrom(table).select(['id', 'enabledMark']).where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw new AppError('recordNotFound');
      await hooks.beforeState?.(request.params.id, contextOf(request));
      await db.updateTable(table).set({ enabledMark: row.enabledMark === 1 ? 0 : 1 } as Partial<Row>).where('id', '=', request.params.id).execute();
      return ok(undefined, translate('updateSuccess', lang(request)));
    });
  }
}
