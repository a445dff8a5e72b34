import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/app-error.ts';
import { toTree, type TreeNode, withAncestors, withoutSubtree } from '../../../common/tree.ts';
import { entityDefinitions } from '../../crud/entity-definition.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { saveExport } from '../../core/files/export-files.ts';
import { exportDictionary, importDictionary } from './dictionary-transfer.ts';
import { ENTITY_BUTTONS, withButton } from '../../crud/entity-buttons.ts';

const dictionaryDataEntity = entityDefinitions.dictionaryData;

interface TypeRow {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  sortCode: number;
}

interface DataRow {
  id: string;
  parentId: string;
  dictionaryTypeId: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  sortCode: number;
  description: string;
}

const typeParams = { type: 'object', required: ['typeId'], properties: { typeId: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

/**
 * The dictionary reads beyond plain CRUD (contract §4.1–4.2): items of a type as a list or a
 * tree with keyword, the cached-by-clients `All` list, and the selectors with their synthetic roots.
 */
export function registerDictionaryRoutes(app: FastifyInstance, services: Services): void {
  // Tables come from the generated schema; the runtime addresses them by name.
  const db = services.db as unknown as Kysely<{ base_dictionary_type: TypeRow; base_dictionary_data: DataRow }>;
  const signedIn = { access: 'signed-in' as const };
  const managed = { access: { permission: dictionaryDataEntity.permission } };

  const types = () => db.selectFrom('base_dictionary_type').selectAll().orderBy('sortCode').orderBy('fullName').execute();
  const items = (typeId: string) =>
    db.selectFrom('base_dictionary_data').selectAll().where('dictionaryTypeId', '=', typeId).orderBy('sortCode').orderBy('fullName').execute();

  // Registered before the CRUD runtime's '/:id' routes would match 'All'.
  app.get('/api/system/DictionaryData/All', { config: signedIn }, async () => {
    const allTypes = await types();
    const rows = await db.selectFrom('base_dictionary_data').selectAll().where('enabledMark', '=', 1).orderBy('sortCode').execute();
    const list = allTypes.map((type) => {
      const mine = rows.filter((row) => row.dictionaryTypeId === type.id);
      const dictionaryList =
        type.isTree === 1
          ? toTree(mine.map((row) => ({ id: row.id, fullName: row.fullName, enCode: row.enCode, parentId: row.parentId })))
          : mine.map((row) => ({ id: row.id, fullName: row.fullName, enCode: row.enCode }));
      return { id: type.id, enCode: type.enCode, isTree: type.isTree, dictionaryList };
    });
    return ok({ list });
  });

  app.get<{ Params: { typeId: string }; Querystring: { keyword?: string; isTree?: number } }>(
    '/api/system/DictionaryData/:typeId',
    {
      config: signedIn,
      schema: {
        params: typeParams,
        querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 }, isTree: { type: 'integer', enum: [0, 1] } } },
      },
    },
    async (request) => {
      const rows = await items(request.params.typeId);
      const keyword = request.query.keyword?.trim() ?? '';
      const matches = keyword ? rows.filter((row) => row.fullName.includes(keyword) || row.enCode.includes(keyword)) : rows;
      if (Number(request.query.isTree) === 1) {
        const list = toTree(
          withAncestors(rows, matches).map(({ id, parentId, fullName, enCode, enabledMark, sortCode }) => ({
            id,
            parentId,
            fullName,
            enCode,
            enabledMark,
            sortCode,
          })),
        );
        return ok({ list });
      }
      return ok({
        list: matches.map(({ id, parentId, fullName, enCode, enabledMark, sortCode }) => ({ id, parentId, fullName, enCode, enabledMark, icon: '', sortCode })),
      });
    },
  );

  app.get<{ Params: { typeId: string; id: string }; Querystring: { isTree?: number } }>(
    '/api/system/DictionaryData/:typeId/Selector/:id',
    {
      config: signedIn,
      schema: {
        params: {
          type: 'object',
          required: ['typeId', 'id'],
          properties: { typeId: { type: 'string', maxLength: 64 }, id: { type: 'string', maxLength: 64 } },
        },
        querystring: { type: 'object', properties: { isTree: { type: 'integer', enum: [0, 1] } } },
      },
    },
    async (request) => {
      const type = await db.selectFrom('base_dictionary_type').selectAll().where('id', '=', request.params.typeId).executeTakeFirst();
      if (!type) throw new AppError('recordNotFound');
      // The item being edited and its descendants cannot become its own parent.
      const rows = withoutSubtree(await items(type.id), request.params.id);
      const children: TreeNode<{ id: string; parentId: string; fullName: string }>[] = toTree(
        rows.map((row) => ({ id: row.id, parentId: row.parentId, fullName: row.fullName })),
      );
      const root = { id: '0', parentId: '-1', fullName: type.fullName, hasChildren: children.length > 0, children };
      return ok({ list: [root] });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/system/DictionaryType/Selector/:id',
    { config: managed, schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } } },
    async (request) => {
      const rows = (await types()).filter((row) => row.id !== request.params.id);
      const tree = toTree(rows.map(({ id, parentId, fullName, enCode, isTree, sortCode }) => ({ id, parentId, fullName, enCode, isTree, sortCode })));
      return ok({ list: tree });
    },
  );

  // Export as a .bdd file (both spellings: FE347 calls /Action/, BE36 maps /Actions/).
  for (const action of ['Action', 'Actions']) {
    app.get<{ Params: { id: string } }>(
      `/api/system/DictionaryType/:id/${action}/Export`,
      {
        config: withButton(managed, ENTITY_BUTTONS.recordExport),
        schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } },
      },
      async (request) => {
        const file = await exportDictionary(services.db, request.params.id);
        return ok(await saveExport(services.db, `${file.type.fullName}.bdd`, JSON.stringify(file, null, 2)));
      },
    );
  }

  app.post('/api/system/DictionaryData/Action/Import', { config: withButton(managed, ENTITY_BUTTONS.recordImport) }, async (request) => {
    const upload = await request.file();
    if (!upload || !upload.filename.toLowerCase().endsWith('.bdd')) throw new AppError('importFileInvalid');
    await importDictionary(services.db, (await upload.toBuffer()).toString('utf8'), currentUser(request).userId);
    return ok(undefined, translate('importSuccess', languageOf(request.headers['accept-language'])));
  });
}
