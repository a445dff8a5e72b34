import type { Db } from '../../core/db/database.ts';
import { tableModels } from '../../../common/generated/index.ts';
import { onlineDesignOf } from '../../../common/online-forms/online-design.ts';
import { designToModel } from '../../../common/online-forms/design-to-model.ts';
import { entityDefinitionOf, entityDefinitions, type EntityDefinition } from '../../crud/entity-definition.ts';
import { tableOf } from '../../core/db/model-tables.ts';

/**
 * The records behind a menu, as the CRUD runtime serves them: what its data-permission conditions
 * test. A page (type 2) shows the schema entity whose `page` is the menu's urlAddress; a function
 * (type 3) the online design its propertyJson.moduleId names, in its released state (the runtime
 * serves that, server/features/visualdev/design-records.ts). Any other menu holds no records.
 */

const PAGE_MENU = 2;
const FUNCTION_MENU = 3;

/** The design a type-3 menu opens (contract §3 propertyJson.moduleId), '' when it names none. */
function designIdOf(propertyJson: string | null): string {
  try {
    const value = JSON.parse(propertyJson ?? '{}') as unknown;
    const moduleId = value && typeof value === 'object' ? (value as { moduleId?: unknown }).moduleId : undefined;
    return typeof moduleId === 'string' ? moduleId : '';
  } catch {
    return '';
  }
}

// Converted designs by id and release time, as the runtime's own cache keeps them (converting is not free).
const converted = new Map<string, { releaseTime: number; definition: EntityDefinition | null }>();

async function releasedDefinition(db: Db, designId: string): Promise<EntityDefinition | null> {
  const row = await db
    .selectFrom('base_visual_dev')
    .select(['id', 'fullName', 'enCode', 'webType', 'dbLinkId', 'state', 'releasedFormData', 'releasedColumnData', 'releasedTables', 'releaseTime'])
    .where('id', '=', designId)
    .executeTakeFirst();
  if (!row || row.state !== 1 || row.releaseTime === null || row.releasedFormData === null) return null;
  const cached = converted.get(designId);
  if (cached && cached.releaseTime === Number(row.releaseTime)) return cached.definition;
  let definition: EntityDefinition | null;
  try {
    const design = onlineDesignOf({
      id: row.id,
      fullName: row.fullName,
      enCode: row.enCode,
      webType: row.webType,
      dbLinkId: row.dbLinkId,
      formData: row.releasedFormData,
      columnData: row.releasedColumnData,
      tables: row.releasedTables,
    });
    const { model } = designToModel(design);
    definition = entityDefinitionOf(model, tableOf(model));
  } catch {
    // a snapshot the converter refuses is not served by the runtime either: nothing to test
    definition = null;
  }
  converted.set(designId, { releaseTime: Number(row.releaseTime), definition });
  return definition;
}

/** The menu's records, or null when the menu holds none (or does not exist). */
export async function menuRecords(db: Db, moduleId: string): Promise<EntityDefinition | null> {
  const menu = await db.selectFrom('base_module').select(['type', 'urlAddress', 'propertyJson']).where('id', '=', moduleId).executeTakeFirst();
  if (!menu) return null;
  if (Number(menu.type) === FUNCTION_MENU) {
    const designId = designIdOf(menu.propertyJson);
    return designId ? releasedDefinition(db, designId) : null;
  }
  if (Number(menu.type) !== PAGE_MENU || !menu.urlAddress) return null;
  const model = Object.values(tableModels).find((candidate) => candidate.page === menu.urlAddress && candidate.storage === 'table');
  return model ? entityDefinitions[model.name as keyof typeof entityDefinitions] : null;
}
