import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { entityDefinitions } from '../../crud/entity-definition.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { AppError } from '../../core/http/app-error.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { newId } from '../../core/db/ids.ts';
import { ENTITY_BUTTONS, withButton } from '../../crud/entity-buttons.ts';
import type { Db } from '../../core/db/database.ts';
import { assertSystemAdministrator, rankOf } from '../../core/identity/rank.ts';

const moduleItemEntity = entityDefinitions.moduleItem;

/** The three path families over one table (contract §3), and the kind each stands for. */
const FAMILIES = [
  ['ModuleButton', 'button'],
  ['ModuleColumn', 'column'],
  ['ModuleForm', 'form'],
] as const;

type Body = Record<string, unknown> & { moduleId: string; fullName: string; enCode: string };

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
const moduleParams = { type: 'object', required: ['moduleId'], properties: { moduleId: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

/**
 * A menu's buttons, list columns and form fields — what role grants reach below a page: list,
 * info, create, update, delete, the state toggle and a batch create, per family. Names and codes
 * are unique within one menu and kind; deleting an item also withdraws its grants. Menus are
 * platform-wide, so only system administrators change their items (docs/security/rank-rule.md).
 */
export function registerModuleItemRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const config = { access: { permission: moduleItemEntity.permission }, fieldMessages: moduleItemEntity.messages, fieldLabels: moduleItemEntity.labels };
  // Writes also need the menu's button when it judges buttons (spec §6), as the generic CRUD routes do.
  const adding = withButton(config, ENTITY_BUTTONS.create);
  const editing = withButton(config, ENTITY_BUTTONS.update);
  const removing = withButton(config, ENTITY_BUTTONS.delete);
  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);
  const writable = moduleItemEntity.table.columns
    .map((c) => c.name)
    .filter((name) => name in (moduleItemEntity.bodySchema.properties as object) && name !== 'kind');
  const pick = (body: Record<string, unknown>) => Object.fromEntries(writable.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
  const systemAdministrator = async (request: FastifyRequest) => assertSystemAdministrator(await rankOf(db, currentUser(request).userId));

  for (const [family, kind] of FAMILIES) {
    const base = `/api/system/${family}`;
    const find = async (id: string) => {
      const row = await db.selectFrom('base_module_item').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
      if (!row) throw new AppError('recordNotFound');
      return row;
    };
    // `on` is the database or the batch's transaction (on SQLite a query outside it would wait for it forever).
    const checkUnique = async (body: Body, exceptId: string | null, on: Db = db) => {
      for (const field of ['fullName', 'enCode'] as const) {
        let query = on
          .selectFrom('base_module_item')
          .select('id')
          .where('moduleId', '=', body.moduleId)
          .where('kind', '=', kind)
          .where(field, '=', body[field]);
        if (exceptId) query = query.where('id', '!=', exceptId);
        if (await query.executeTakeFirst()) throw new AppError(field === 'enCode' ? 'codeNotUnique' : 'nameNotUnique');
      }
      const menu = await on.selectFrom('base_module').select('id').where('id', '=', body.moduleId).executeTakeFirst();
      if (!menu) throw new AppError('recordNotFound');
    };
    const insert = async (request: FastifyRequest, body: Body, on: Db = db) => {
      await checkUnique(body, null, on);
      await on
        .insertInto('base_module_item')
        .values({
          ...moduleItemEntity.defaults,
          ...pick(body),
          kind,
          id: newId(),
          creatorTime: Date.now(),
          creatorUserId: currentUser(request).userId,
        } as never)
        .execute();
    };

    // FE347 lists columns and form fields at /Fields as well as /List.
    for (const list of kind === 'button' ? ['List'] : ['List', 'Fields']) {
      app.get<{ Params: { moduleId: string }; Querystring: { keyword?: string } }>(
        `${base}/:moduleId/${list}`,
        { config, schema: { params: moduleParams, querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } } } },
        async (request) => {
          let query = db.selectFrom('base_module_item').selectAll().where('moduleId', '=', request.params.moduleId).where('kind', '=', kind);
          const keyword = request.query.keyword?.trim();
          if (keyword) query = query.where((eb) => eb.or([eb('fullName', 'like', `%${keyword}%`), eb('enCode', 'like', `%${keyword}%`)]));
          return ok({ list: await query.orderBy('sortCode').orderBy('creatorTime').execute() });
        },
      );
    }

    app.get<{ Params: { id: string } }>(`${base}/:id`, { config, schema: { params: idParams } }, async (request) => ok(await find(request.params.id)));

    app.post<{ Body: Body }>(base, { config: adding, schema: { body: moduleItemEntity.bodySchema } }, async (request) => {
      await systemAdministrator(request);
      await insert(request, request.body);
      return ok(undefined, translate('createSuccess', lang(request)));
    });

    app.post<{ Params: { moduleId: string }; Body: { list: Body[] } }>(
      `${base}/:moduleId/Actions/Batch`,
      {
        config: adding,
        schema: {
          params: moduleParams,
          body: { type: 'object', required: ['list'], properties: { list: { type: 'array', maxItems: 200, items: moduleItemEntity.bodySchema } } },
        },
      },
      async (request) => {
        await systemAdministrator(request);
        // All or nothing: the items are written in one transaction, and any refusal (a name or code
        // twice in the batch, or already on the menu) rolls back what was written before it.
        await db.transaction().execute(async (trx) => {
          for (const item of request.body.list) await insert(request, { ...item, moduleId: request.params.moduleId }, trx);
        });
        return ok(undefined, translate('createSuccess', lang(request)));
      },
    );

    app.put<{ Params: { id: string }; Body: Body }>(
      `${base}/:id`,
      { config: editing, schema: { params: idParams, body: moduleItemEntity.bodySchema } },
      async (request) => {
        await systemAdministrator(request);
        await find(request.params.id);
        await checkUnique(request.body, request.params.id);
        const user = currentUser(request).userId;
        await db
          .updateTable('base_module_item')
          .set({ ...pick(request.body), lastModifyTime: Date.now(), lastModifyUserId: user } as never)
          .where('id', '=', request.params.id)
          .execute();
        return ok(undefined, translate('updateSuccess', lang(request)));
      },
    );

    app.delete<{ Params: { id: string } }>(`${base}/:id`, { config: removing, schema: { params: idParams } }, async (request) => {
      await systemAdministrator(request);
      await find(request.params.id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('base_authorize').where('itemId', '=', request.params.id).execute();
        await trx.deleteFrom('base_module_item').where('id', '=', request.params.id).execute();
      });
      return ok(undefined, translate('deleteSuccess', lang(request)));
    });

    app.put<{ Params: { id: string } }>(`${base}/:id/Actions/State`, { config: editing, schema: { params: idParams } }, async (request) => {
      await systemAdministrator(request);
      const row = await find(request.params.id);
      await db
        .updateTable('base_module_item')
        .set({ enabledMark: row.enabledMark === 1 ? 0 : 1 })
        .where('id', '=', request.params.id)
        .execute();
      return ok(undefined, translate('updateSuccess', lang(request)));
    });
  }
}
