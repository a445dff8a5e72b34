import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import type { Db } from '../../core/db/database.ts';
import type { Language } from '../../core/i18n/messages.ts';
import type { ModuleDataSchemeRow } from '../../../common/generated/index.ts';
import { entityDefinitions } from '../../crud/entity-definition.ts';
import { ENTITY_BUTTONS, withButton } from '../../crud/entity-buttons.ts';
import { schemeFieldsOf, type SchemeField } from '../../crud/operations/data-scope/scheme-fields.ts';
import { storedGroups } from '../../crud/operations/data-scope/scheme-model.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { AppError } from '../../core/http/app-error.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { newId } from '../../core/db/ids.ts';
import { assertSystemAdministrator, rankOf } from '../../core/identity/rank.ts';
import { checkConditions, conditionText } from './scheme-conditions.ts';
import { menuRecords } from './menu-records.ts';
import { schemeTextsOf } from './scheme-texts.ts';

const schemeEntity = entityDefinitions.moduleDataScheme;
const BASE = schemeEntity.api.base;

type Body = { moduleId: string; fullName: string; enCode: string; allData?: number; matchLogic?: 'and' | 'or'; conditionJson?: string } & Record<
  string,
  unknown
>;

const idSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;
const moduleParams = { type: 'object', required: ['moduleId'], properties: { moduleId: idSchema } } as const;
const keywordQuery = { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } } as const;

/** The fields a scheme of the menu may test (menu-records.ts); the menu must exist. */
async function fieldsOfMenu(db: Db, moduleId: string): Promise<SchemeField[] | null> {
  const menu = await db.selectFrom('base_module').select('id').where('id', '=', moduleId).executeTakeFirst();
  if (!menu) throw new AppError('recordNotFound');
  const records = await menuRecords(db, moduleId);
  return records ? schemeFieldsOf(records) : null;
}

/** A stored scheme as the routes answer it: its summary read out afresh in the caller's language (labels may have changed since). */
function shown(row: ModuleDataSchemeRow, fields: readonly SchemeField[] | null, language: Language): ModuleDataSchemeRow {
  if (!fields) return row;
  const scheme = {
    allData: Number(row.allData) === 1,
    matchLogic: row.matchLogic === 'or' ? ('or' as const) : ('and' as const),
    groups: storedGroups(row.conditionJson),
  };
  return { ...row, conditionText: conditionText(scheme, fields, language) };
}

/**
 * A menu's data-permission schemes (contract §3 `ModuleDataAuthorizeScheme`): list, info,
 * create, update, delete and the state toggle, and the fields a condition may test
 * (`ModuleDataAuthorize/{moduleId}/Fields`). Names and codes are unique within one menu; the
 * conditions are checked against the menu's fields and summarised (conditionText); deleting a
 * scheme also withdraws its grants. Menus are platform-wide, so only system administrators change
 * their schemes (docs/security/rank-rule.md), as their buttons, columns and form fields.
 */
export function registerSchemeRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const config = { access: { permission: schemeEntity.permission }, fieldMessages: schemeEntity.messages, fieldLabels: schemeEntity.labels };
  const adding = withButton(config, ENTITY_BUTTONS.create);
  const editing = withButton(config, ENTITY_BUTTONS.update);
  const removing = withButton(config, ENTITY_BUTTONS.delete);
  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);
  const systemAdministrator = async (request: FastifyRequest) => assertSystemAdministrator(await rankOf(db, currentUser(request).userId));

  const find = async (id: string): Promise<ModuleDataSchemeRow> => {
    const row = await db.selectFrom('base_module_scheme').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('recordNotFound');
    return row;
  };
  const checkUnique = async (moduleId: string, body: Body, exceptId: string | null) => {
    for (const field of ['fullName', 'enCode'] as const) {
      let query = db.selectFrom('base_module_scheme').select('id').where('moduleId', '=', moduleId).where(field, '=', body[field]);
      if (exceptId) query = query.where('id', '!=', exceptId);
      if (await query.executeTakeFirst()) throw new AppError(field === 'enCode' ? 'codeNotUnique' : 'nameNotUnique');
    }
  };
  /** The values a create or update stores: the body's own fields, its conditions checked and normalised, and their summary. */
  const valuesOf = async (moduleId: string, body: Body) => {
    const fields = await fieldsOfMenu(db, moduleId);
    if (!fields) throw new AppError('badRequest', { texts: schemeTextsOf('menuHasNoRecords') });
    const allData = Number(body.allData ?? schemeEntity.defaults.allData) === 1;
    const matchLogic = body.matchLogic === 'or' ? 'or' : 'and';
    const groups = checkConditions(body.conditionJson, allData, fields);
    return {
      fullName: body.fullName,
      enCode: body.enCode,
      allData: allData ? 1 : 0,
      matchLogic,
      conditionJson: JSON.stringify(groups),
      // stored in the default language for whoever reads the table; the routes read it out afresh
      conditionText: conditionText({ allData, matchLogic, groups }, fields, 'zh'),
      ...(body.enabledMark !== undefined ? { enabledMark: Number(body.enabledMark) } : {}),
      ...(body.sortCode !== undefined ? { sortCode: Number(body.sortCode) } : {}),
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
    };
  };

  app.get<{ Params: { moduleId: string }; Querystring: { keyword?: string } }>(
    `${BASE}/:moduleId/List`,
    { config, schema: { params: moduleParams, querystring: keywordQuery } },
    async (request) => {
      const { moduleId } = request.params;
      const fields = await fieldsOfMenu(db, moduleId);
      let query = db.selectFrom('base_module_scheme').selectAll().where('moduleId', '=', moduleId);
      const keyword = request.query.keyword?.trim();
      if (keyword) query = query.where((eb) => eb.or([eb('fullName', 'like', `%${keyword}%`), eb('enCode', 'like', `%${keyword}%`)]));
      const rows = await query.orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute();
      return ok({ list: rows.map((row) => shown(row, fields, lang(request))) });
    },
  );

  app.get<{ Params: { id: string } }>(`${BASE}/:id`, { config, schema: { params: idParams } }, async (request) => {
    const row = await find(request.params.id);
    const fields = row.moduleId ? await menuRecords(db, row.moduleId) : null;
    return ok(shown(row, fields && schemeFieldsOf(fields), lang(request)));
  });

  app.post<{ Body: Body }>(BASE, { config: adding, schema: { body: schemeEntity.bodySchema } }, async (request) => {
    await systemAdministrator(request);
    const { body } = request;
    const values = await valuesOf(body.moduleId, body);
    await checkUnique(body.moduleId, body, null);
    await db
      .insertInto('base_module_scheme')
      .values({
        ...schemeEntity.defaults,
        ...values,
        id: newId(),
        moduleId: body.moduleId,
        creatorTime: Date.now(),
        creatorUserId: currentUser(request).userId,
      } as never)
      .execute();
    return ok(undefined, translate('createSuccess', lang(request)));
  });

  // The scheme stays on its menu whatever moduleId the body names: its conditions test that menu's fields.
  app.put<{ Params: { id: string }; Body: Body }>(
    `${BASE}/:id`,
    { config: editing, schema: { params: idParams, body: schemeEntity.bodySchema } },
    async (request) => {
      await systemAdministrator(request);
      const row = await find(request.params.id);
      const moduleId = row.moduleId ?? '';
      const values = await valuesOf(moduleId, request.body);
      await checkUnique(moduleId, request.body, row.id);
      await db
        .updateTable('base_module_scheme')
        .set({ ...values, lastModifyTime: Date.now(), lastModifyUserId: currentUser(request).userId })
        .where('id', '=', row.id)
        .execute();
      return ok(undefined, translate('updateSuccess', lang(request)));
    },
  );

  app.delete<{ Params: { id: string } }>(`${BASE}/:id`, { config: removing, schema: { params: idParams } }, async (request) => {
    await systemAdministrator(request);
    const row = await find(request.params.id);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('base_authorize').where('itemId', '=', row.id).execute();
      await trx.deleteFrom('base_module_scheme').where('id', '=', row.id).execute();
    });
    return ok(undefined, translate('deleteSuccess', lang(request)));
  });

  app.put<{ Params: { id: string } }>(`${BASE}/:id/Actions/State`, { config: editing, schema: { params: idParams } }, async (request) => {
    await systemAdministrator(request);
    const row = await find(request.params.id);
    await db
      .updateTable('base_module_scheme')
      .set({ enabledMark: Number(row.enabledMark) === 1 ? 0 : 1 })
      .where('id', '=', row.id)
      .execute();
    return ok(undefined, translate('updateSuccess', lang(request)));
  });

  // The fields a condition may test on the menu's records, with the type that decides its operators and variables.
  app.get<{ Params: { moduleId: string } }>(
    '/api/system/ModuleDataAuthorize/:moduleId/Fields',
    { config, schema: { params: moduleParams } },
    async (request) => {
      const fields = (await fieldsOfMenu(db, request.params.moduleId)) ?? [];
      const language = lang(request);
      return ok({ list: fields.map((field) => ({ field: field.field, fullName: field.label[language], type: field.type })) });
    },
  );
}
