import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { SYS_CONFIG_PERMISSION } from './sys-config-routes.ts';
import { menuSelector } from './menu-selector.ts';
import { systemText } from './system-texts.ts';

const MENU_PERMISSION = 'system.menu';
/** The platform's own database in the data-source pickers (JNPF's id for it). */
const OWN_DATABASE_ID = '0';
const DATABASE_TYPES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

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
 *   interfaces (contract §4.16), for any signed-in user as in JNPF. The platform connects to no
 *   database but its own, which comes first as "0" (JNPF leaves it out when a `type` is asked);
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
      if (request.query.type) return ok({ list: [] });
      const own = { id: OWN_DATABASE_ID, fullName: systemText('defaultDataSource', lang(request)), dbType: DATABASE_TYPES[services.dialect] };
      return ok({ list: [{ id: '', fullName: '', hasChildren: true, children: [own] }] });
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
