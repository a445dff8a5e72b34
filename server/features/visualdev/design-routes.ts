import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser, type Access } from '../../core/http/access.ts';
import { AppError } from '../../core/http/app-error.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { pagingProperties } from '../../core/http/paging.ts';
import { assertSystemAdministrator, rankOf } from '../../core/identity/rank.ts';
import { onlineDesignOf } from '../../../common/online-forms/online-design.ts';
import { copyDesign } from './design-copy.ts';
import { releaseDesign, type ReleaseBody } from './design-release.ts';
import { designSelector, type SelectorQuery } from './design-selector.ts';
import { formDataFields } from './design-fields.ts';
import { releasedDesignOf } from './design-records.ts';
import { listDesignRecords, type FieldDataQuery } from './design-field-data.ts';
import { onlineDevRequest } from './online-dev-context.ts';
import { evolveReleasedDesigns } from './design-startup.ts';
import { designText } from './design-texts.ts';

/**
 * The design routes beside the generic CRUD of `/api/visualdev/Base` (contract §7.1; the CRUD is
 * schemas/visual-dev.schema.json's, its rank rule server/overrides/visual-dev.ts): thin adapters
 * over the operations. Copy and release need the page (and are for system administrators, checked
 * by the operations); the selector and a design's fields serve every form user and designer, so
 * any signed-in user, and show released designs (a draft's fields only to holders of the page).
 * The relation-form picker's records are a released design's data: they are served to holders of
 * the design's menu and to users of a form picking from it (design-field-data.ts), and answered
 * 数据不存在 to anyone else, as the runtime routes answer (online-dev-access.ts).
 */

const BASE = '/api/visualdev/Base';
const PERMISSION = 'onlineDev.webDesign';
const PAGE: Access = { permission: PERMISSION };
const COPY: Access = { permission: PERMISSION, button: 'btn_add' };

/** The relation-form picker's largest page (its dialog pages by 10 to 50; a select without paging asks for all). */
const MAX_PICKER_PAGE = 10_000;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
const id64 = { type: 'string', maxLength: 64 } as const;
const zeroOrOne = { anyOf: [{ type: 'integer', enum: [0, 1] }, { type: 'boolean' }] } as const;
const releaseBody = {
  type: 'object',
  properties: { pc: zeroOrOne, app: zeroOrOne, pcModuleParentId: id64, pcSystemId: id64, appModuleParentId: id64, appSystemId: id64 },
} as const;
const selectorQuery = {
  type: 'object',
  properties: {
    type: { type: 'integer', minimum: 1, maximum: 5 },
    webType: { type: 'integer', minimum: 1, maximum: 4 },
    enableFlow: { type: 'integer', enum: [0, 1] },
    isRelease: { type: 'integer', enum: [0, 1] },
  },
} as const;
const fieldsQuery = { type: 'object', properties: { filterType: { type: 'integer', minimum: 0, maximum: 9 } } } as const;
const fieldDataQuery = {
  type: 'object',
  properties: {
    ...pagingProperties(MAX_PICKER_PAGE),
    keyword: { type: 'string', maxLength: 200 },
    sidx: { type: 'string', maxLength: 64 },
    sort: { type: 'string', maxLength: 4 },
    relationField: { type: 'string', maxLength: 100 },
    columnOptions: { type: 'string', maxLength: 2000 },
  },
} as const;

export async function registerDesignRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // Released designs' tables exist before any route may read them (the demo's designs are inserted released).
  const changes = await evolveReleasedDesigns(services, (message) => app.log.warn(message));
  if (changes.length > 0) app.log.info({ changes }, 'online design tables evolved');

  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

  app.post<{ Params: { id: string } }>(`${BASE}/:id/Actions/Copy`, { config: { access: COPY }, schema: { params: idParams } }, async (request) => {
    const { userId } = currentUser(request);
    assertSystemAdministrator(await rankOf(services.db, userId));
    const id = await copyDesign(services.db, request.params.id, userId, lang(request));
    return ok({ id }, designText('copied', lang(request)));
  });

  app.post<{ Params: { id: string }; Body: ReleaseBody | undefined }>(
    `${BASE}/:id/Actions/Release`,
    { config: { access: PAGE }, schema: { params: idParams, body: releaseBody } },
    async (request) => {
      await releaseDesign(services, request.params.id, request.body ?? {}, currentUser(request).userId);
      return ok(undefined, designText('released', lang(request)));
    },
  );

  app.get<{ Querystring: SelectorQuery }>(`${BASE}/Selector`, { config: { access: 'signed-in' }, schema: { querystring: selectorQuery } }, async (request) =>
    ok({ list: await designSelector(services.db, request.query) }),
  );

  app.get<{ Params: { id: string }; Querystring: { filterType?: number } }>(
    `${BASE}/:id/FormDataFields`,
    { config: { access: 'signed-in' }, schema: { params: idParams, querystring: fieldsQuery } },
    async (request) => {
      const row = await services.db.selectFrom('base_visual_dev').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw new AppError('recordNotFound');
      // The released form is what a relation form reads; a draft is shown to the page's holders only.
      const isReleased = row.state === 1 && row.releasedFormData !== null;
      if (!isReleased && !(await services.authorization.hasPermission(currentUser(request).userId, PERMISSION))) throw new AppError('recordNotFound');
      const design = isReleased ? releasedDesignOf(row) : onlineDesignOf(row);
      return ok({ list: formDataFields(design.formData, request.query.filterType) });
    },
  );

  app.get<{ Params: { id: string }; Querystring: FieldDataQuery }>(
    `${BASE}/:id/FieldDataSelect`,
    { config: { access: 'signed-in' }, schema: { params: idParams, querystring: fieldDataQuery } },
    async (request) => ok(await listDesignRecords(services, await onlineDevRequest(services, request, request.params.id, 'read'), request.query)),
  );
}
