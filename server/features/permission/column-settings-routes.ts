import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { MAX_FIELD_LIST_CHARS, readColumnSettings, saveColumnSettings } from './column-settings.ts';
import { columnSettingsTexts } from './column-settings-texts.ts';

/** Menu ids are the demo's names or 19-digit JNPF ids. */
const moduleId = { type: 'string', minLength: 1, maxLength: 64 } as const;

interface SaveBody {
  moduleId: string;
  /** JSON text of the column entries (spec lowcode §7 "Column settings save: moduleId and fieldList as JSON text") */
  fieldList: string;
}

/**
 * /api/permission/Authority/{Get,Set}ColumnsByModuleId (contract §8): the signed-in user's own
 * column settings of a list page, by the page's menu id. Any signed-in user may call them; which
 * menus and columns they reach is column-settings.ts's business (an unopenable menu reads as
 * nothing saved and refuses a save).
 */
export function registerColumnSettingsRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { moduleId: string } }>(
    '/api/permission/Authority/GetColumnsByModuleId/:moduleId',
    { config: { access: 'signed-in' }, schema: { params: { type: 'object', properties: { moduleId }, required: ['moduleId'] } } },
    // JNPF answers the saved list itself (parsed), [] when nothing is saved.
    async (request) => ok(await readColumnSettings(services.db, services.authorization, currentUser(request).userId, request.params.moduleId)),
  );

  app.put<{ Body: SaveBody }>(
    '/api/permission/Authority/SetColumnsByModuleId',
    {
      // fieldList's own words when it is no text or too long; moduleId keeps the generic 请求参数不正确：moduleId
      config: { access: 'signed-in', fieldMessages: { fieldList: { type: columnSettingsTexts.notText, maxLength: columnSettingsTexts.tooLong } } },
      schema: {
        body: {
          type: 'object',
          properties: { moduleId, fieldList: { type: 'string', maxLength: MAX_FIELD_LIST_CHARS } },
          required: ['moduleId', 'fieldList'],
        },
      },
    },
    async (request) => {
      await saveColumnSettings(services.db, services.authorization, currentUser(request).userId, request.body.moduleId, request.body.fieldList);
      return ok(undefined, translate('saveSuccess', languageOf(request.headers['accept-language'])));
    },
  );
}
