import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { SYS_CONFIG_PERMISSION } from './sys-config-routes.ts';
import { menuSelector } from './menu-selector.ts';
import { systemText } from './system-texts.ts';
import { OWN_DATABASE_ID, type DataSourceLocation } from '../../core/db/data-sources.ts';

const MENU_PERMISSION = 'system.menu';
const DATABASE_TYPES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/** A data source as the pickers show it: its id, name and kind only, never its URL (which carries a password) or its file. */
const selectorNode = ({ id, fullName, dialect }: DataSourceLocation) => ({ id, fullName, dbType: DATABASE_TYPES[dialect] });

/** The named data sources grouped by database type (contract: "grouped tree by db type"), each group in the order DATA_SOURCES first names it. */
function groupsByType(named: readonly DataSourceLocation[]) {
  const groups = new Map<string, ReturnType<typeof selectorNode>[]>();
  for (const source of named) {
    const node = selectorNode(source);
    groups.set(node.dbType, [...(groups.get(node.dbType) ?? []), node]);
  }
  return [...groups].map(([dbType, children]) => ({ id: dbType, fullName: dbType, hasChildren: true, children }));
}

const recordId = { type: 'string', minLength: 1, maxLength: 64 } as const;
const menuSelectorParams = { type: 'object', required: ['id', 'systemId'], properties: { id: recordId, systemId: recordId } } as const;
const menuSelectorQuery = { type: 'object', properties: { category: { type: 'string', maxLength: 16 } } } as const;
const dataSourceQuery = { type: 'object', properties: { type: { type: 'string', maxLength: 64 } } } as const;
const synThirdParams = { type: 'object', required: ['type'], properties: { type: { type: 'string', pattern: '^[0-9]{1,2}$' } } } as const;

/**
 * Reads of the stock JNPF 3.4.7 client's system screens:
 * - `GET /api/system/Menu/Selector/{id}/{systemId}` (`category`): the parent-menu picker, for holders
 *   of the menu page like the menu's other routes;
 * - `GET /api/system/DataSource/Selector`: the data-source pickers of print templates and data
 *   interfaces (contract §4.16), for any signed-in user as in JNPF: the platform's own database
 *   first as "0" in a group of its own (JNPF leaves it out when a `type` is asked), then the ones
 *   the system administrator named in DATA_SOURCES (server/core/db/data-sources.ts) grouped by
 *   database type, each by id, name and kind;
 * - `GET /api/system/SynThirdInfo/getSynThirdTotal/{type}`: the third-party tab of the system
 *   configuration (1 WeCom, 2 DingTalk). No synchronisation is configured here, so each row counts
 *   the platform's records with none of them synchronised.
 */
export function registerStockClientSystemRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

  app.get<{ Params: { id: string; systemId: string }; Querystring: { category?: string } }>(
    '/api/system/Menu/Selector/:id/:systemId',
    { config: { access: { permission: MENU_PERMISSION } }, schema: { params: menuSelectorParams, querystring: menuSelectorQuery } },
    async (request) => ok({ list: await menuSelector(db, { ...request.params, category: request.query.category?.trim() }) }),
  );

  app.get<{ Querystring: { type?: string } }>(
    '/api/system/DataSource/Selector',
    { config: { access: 'signed-in' }, schema: { querystring: dataSourceQuery } },
    async (request) => {
      const named = groupsByType(services.dataSources.named);
      if (request.query.type) return ok({ list: named });
      const own = { id: OWN_DATABASE_ID, fullName: systemText('defaultDataSource', lang(request)), dbType: DATABASE_TYPES[services.dialect] };
      return ok({ list: [{ id: '', fullName: '', hasChildren: true, children: [own] }, ...named] });
    },
  );

  app.get<{ Params: { type: string } }>(
    '/api/system/SynThirdInfo/getSynThirdTotal/:type',
    { config: { access: { permission: SYS_CONFIG_PERMISSION } }, schema: { params: synThirdParams } },
    async (request) => {
      const count = async (table: 'base_organize' | 'base_user') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .executeTakeFirst()
          )?.total ?? 0,
        );
      const row = (synType: string, recordTotal: number) => ({
        synType,
        recordTotal,
        synSuccessCount: 0,
        synFailCount: 0,
        unSynCount: recordTotal,
        synDate: null,
      });
      return ok([
        row(systemText('synOrganize', lang(request)), await count('base_organize')),
        row(systemText('synUser', lang(request)), await count('base_user')),
      ]);
    },
  );
}
