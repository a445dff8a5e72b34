import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser, type Access } from '../../core/http/access.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { pagingProperties } from '../../core/http/paging.ts';
import { interfaceFields, interfaceParameters, interfaceResponse, previewInterface, type Caller } from './data-interface-operations.ts';
import { pickerList, type ListBody } from './picker-list.ts';
import { echoRows, MAX_ECHO_IDS, type EchoBody } from './echo.ts';
import { copyInterface } from './interface-copy.ts';
import { enabledInterfaces, interfaceSelector } from './interface-selector.ts';
import { logPage, type LogQuery } from './interface-log.ts';
import { dataInterfaceText } from './data-interface-texts.ts';
import type { ParamEntry } from './parameter-values.ts';

/**
 * The routes that run data interfaces (contract §4.11, spec §7), beside the generic CRUD of
 * `/api/system/DataInterface`: thin adapters over the operations. The page's own calls (Preview,
 * GetParam, GetFields, Copy, the log) need the page permission; the pickers' calls (Action/List,
 * Action/InfoByIds, Selector, getList) serve every form user, so any signed-in user, and run or
 * list enabled interfaces only.
 */

const BASE = '/api/system/DataInterface';
const PAGE = { permission: 'systemData.dataInterface' } as const satisfies Access;
const COPY: Access = { permission: 'systemData.dataInterface', button: 'btn_add' };

/** The picker's largest page: the autocomplete fetches 10000, one popup variant 100000 (spec §9); the SQL row limit cuts below that anyway. */
const MAX_PICKER_PAGE = 100_000;
const MAX_LOG_PAGE = 500;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
const shortText = { type: 'string', maxLength: 100 } as const;
const paramList = {
  type: 'array',
  maxItems: 200,
  items: {
    type: 'object',
    properties: { field: { type: 'string', maxLength: 100 }, jnpfKey: { type: 'string', maxLength: 100 }, relationField: { type: 'string', maxLength: 200 } },
  },
} as const;
const columnOptions = {
  anyOf: [
    { type: 'string', maxLength: 2000 },
    { type: 'array', maxItems: 200 },
  ],
} as const;

const runBody = { type: 'object', properties: { paramList, origin: { type: 'string', maxLength: 20 }, tenantId: { type: 'string', maxLength: 64 } } } as const;
const listBody = {
  type: 'object',
  properties: {
    ...pagingProperties(MAX_PICKER_PAGE),
    keyword: { type: 'string', maxLength: 200 },
    interfaceId: { type: 'string', maxLength: 64 },
    propsValue: shortText,
    relationField: shortText,
    columnOptions,
    paramList,
  },
} as const;
const echoBody = {
  type: 'object',
  required: ['ids'],
  properties: {
    ids: { anyOf: [{ type: 'array', maxItems: MAX_ECHO_IDS }, { type: 'string', maxLength: 20_000 }, { type: 'number' }] },
    interfaceId: { type: 'string', maxLength: 64 },
    propsValue: shortText,
    relationField: shortText,
    paramList,
  },
} as const;
/** Query parameters of a GET call by address: each is a parameter of the interface, by name. */
const responseQuery = {
  type: 'object',
  maxProperties: 200,
  additionalProperties: {
    anyOf: [
      { type: 'string', maxLength: 20_000 },
      { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 20_000 } },
    ],
  },
} as const;

/** `?a=1&b=2` as the paramList a POST would send; a repeated name keeps its last value. */
function paramListOfQuery(query: Readonly<Record<string, string | string[]>>): ParamEntry[] {
  return Object.entries(query).map(([field, value]) => ({ field, defaultValue: Array.isArray(value) ? value.at(-1) : value }));
}

const logQuery = {
  type: 'object',
  properties: { ...pagingProperties(MAX_LOG_PAGE), keyword: { type: 'string', maxLength: 200 } },
} as const;

export function registerDataInterfaceRoutes(app: FastifyInstance, services: Services): void {
  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);
  // Who asks, and whether they hold the data-interface page: a form user runs enabled, read-only
  // interfaces and is told why a run failed without the engine's own words (they stay in the log).
  const callerOf = async (request: FastifyRequest): Promise<Caller> => ({
    userId: currentUser(request).userId,
    ip: request.ip,
    device: String(request.headers['user-agent'] ?? ''),
    language: lang(request),
    holdsPage: await services.authorization.hasPermission(currentUser(request).userId, PAGE.permission),
  });

  app.post<{ Params: { id: string }; Body: { paramList?: ParamEntry[]; origin?: string } }>(
    `${BASE}/:id/Actions/Preview`,
    // Form option widgets with dataType 'dynamic' read their options here (contract §7.2), so every
    // signed-in user may call it; only holders of the page preview an interface that is switched off.
    { config: { access: 'signed-in' }, schema: { params: idParams, body: runBody } },
    async (request) => {
      const caller = await callerOf(request);
      return ok(
        await previewInterface(services, caller, request.params.id, request.body?.paramList, { enabledOnly: !caller.holdsPage, origin: request.body?.origin }),
      );
    },
  );

  // The interface call by address (spec §7; the page's preview shows the address): GET with the
  // parameters in the query string, as JNPF clients call it, or POST with `{ paramList }`. JNPF
  // serves it without a token (contract §1.4); here it follows Preview's rule instead: a signed-in
  // caller, enabled read-only interfaces unless they hold the page.
  app.get<{ Params: { id: string }; Querystring: Record<string, string | string[]> }>(
    `${BASE}/:id/Actions/Response`,
    { config: { access: 'signed-in' }, schema: { params: idParams, querystring: responseQuery } },
    async (request) => ok(await interfaceResponse(services, await callerOf(request), request.params.id, paramListOfQuery(request.query))),
  );

  app.post<{ Params: { id: string }; Body: { paramList?: ParamEntry[] } | undefined }>(
    `${BASE}/:id/Actions/Response`,
    { config: { access: 'signed-in' }, schema: { params: idParams, body: runBody } },
    async (request) => ok(await interfaceResponse(services, await callerOf(request), request.params.id, request.body?.paramList)),
  );

  app.post<{ Params: { id: string }; Body: ListBody }>(
    `${BASE}/:id/Action/List`,
    { config: { access: 'signed-in' }, schema: { params: idParams, body: listBody } },
    async (request) => ok(await pickerList(services, await callerOf(request), request.params.id, request.body)),
  );

  app.post<{ Params: { id: string }; Body: EchoBody }>(
    `${BASE}/:id/Action/InfoByIds`,
    { config: { access: 'signed-in' }, schema: { params: idParams, body: echoBody } },
    async (request) => ok(await echoRows(services, await callerOf(request), request.params.id, request.body)),
  );

  app.get<{ Params: { id: string } }>(`${BASE}/GetParam/:id`, { config: { access: PAGE }, schema: { params: idParams } }, async (request) =>
    ok(await interfaceParameters(services, request.params.id)),
  );

  app.post<{ Params: { id: string }; Body: { paramList?: ParamEntry[] } | undefined }>(
    `${BASE}/:id/Actions/GetFields`,
    { config: { access: PAGE }, schema: { params: idParams, body: runBody } },
    async (request) => ok(await interfaceFields(services, await callerOf(request), request.params.id, request.body?.paramList)),
  );

  app.post<{ Params: { id: string } }>(`${BASE}/:id/Actions/Copy`, { config: { access: COPY }, schema: { params: idParams } }, async (request) => {
    const id = await copyInterface(services.db, request.params.id, currentUser(request).userId, lang(request));
    return ok({ id }, dataInterfaceText('copied', lang(request)));
  });

  app.get(`${BASE}/Selector`, { config: { access: 'signed-in' } }, async () => ok({ list: await interfaceSelector(services.db) }));

  app.get(`${BASE}/getList`, { config: { access: 'signed-in' } }, async () => ok({ list: await enabledInterfaces(services.db) }));

  app.get<{ Params: { id: string }; Querystring: Partial<LogQuery> }>(
    '/api/system/DataInterfaceLog/:id',
    { config: { access: PAGE }, schema: { params: idParams, querystring: logQuery } },
    async (request) => {
      const { keyword, currentPage = 1, pageSize = 20 } = request.query;
      return ok(await logPage(services.db, request.params.id, { keyword, currentPage, pageSize }));
    },
  );
}
