import type { Services } from '../../services.ts';
import type { DesignModel } from '../../../common/online-forms/design-model.ts';
import { onlineDesignOf } from '../../../common/online-forms/online-design.ts';
import { AppError } from '../../core/http/app-error.ts';
import { assertSystemAdministrator, rankOf } from '../../core/identity/rank.ts';
import { convertForRelease } from './design-conversion.ts';
import { assertColumnsFit, designTableModels, evolveDesignTables } from './design-tables.ts';
import { moveLegacyLines } from './child-table-rows.ts';
import { assertTablesOwn } from './design-table-owners.ts';
import { placeDesignMenu, systemOfPlacement, type MenuJudging, type MenuPlacement } from './design-menu.ts';

/**
 * `POST /api/visualdev/Base/{id}/Actions/Release` (contract §7.1, body as 3.6's VisualDevPubModel):
 * the design's draft is converted (refused, with the converter's words or the unsupported
 * jnpfKeys named, when it does not convert whole, or when a table of it is another released design's:
 * design-table-owners.ts), its tables are created or widened by the table
 * evolution the schema entities use (never dropping a column or a row), the draft becomes the
 * released snapshot (state 1, a new release time) and, when `pc` (or `app`) asks for it, the
 * design's type-3 menu is created under the chosen directory or renamed and moved there.
 * System administrators only (docs/security/rank-rule.md): a release changes the database and
 * every user's menu.
 */

export interface ReleaseBody {
  /** 1 (or true): create or update the Web menu under pcModuleParentId */
  pc?: number | boolean;
  /** 1 (or true): create or update the App menu under appModuleParentId */
  app?: number | boolean;
  pcModuleParentId?: string;
  pcSystemId?: string;
  appModuleParentId?: string;
  appSystemId?: string;
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A new menu judges what the list design says it does (columnData use…Permission). */
const judgingOf = (converted: DesignModel): MenuJudging => ({
  isButtonAuthorize: flag(converted.list.useBtnPermission),
  isColumnAuthorize: flag(converted.list.useColumnPermission),
  isFormAuthorize: flag(converted.list.useFormPermission),
  isDataAuthorize: flag(converted.list.useDataPermission),
});

const asked = (value: number | boolean | undefined): boolean => value === true || Number(value) === 1;

function placementsOf(body: ReleaseBody): MenuPlacement[] {
  const placements: MenuPlacement[] = [];
  if (asked(body.pc)) placements.push({ category: 'Web', parentId: body.pcModuleParentId ?? '', ...(body.pcSystemId ? { systemId: body.pcSystemId } : {}) });
  if (asked(body.app))
    placements.push({ category: 'App', parentId: body.appModuleParentId ?? '', ...(body.appSystemId ? { systemId: body.appSystemId } : {}) });
  return placements;
}

export async function releaseDesign(services: Pick<Services, 'db'>, id: string, body: ReleaseBody, userId: string): Promise<void> {
  const { db } = services;
  assertSystemAdministrator(await rankOf(db, userId));
  const row = await db.selectFrom('base_visual_dev').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('recordNotFound');
  const converted = convertForRelease(onlineDesignOf(row));
  const placements = placementsOf(body);
  for (const placement of placements) await systemOfPlacement(db, placement);
  const tables = designTableModels(converted);
  await assertTablesOwn(
    services,
    id,
    tables.map((table) => table.name),
  );
  await assertColumnsFit(db, tables);
  // Everything that may refuse has been asked; the tables change first, outside the transaction
  // (a widened table is harmless on its own should the snapshot or the menu then fail).
  await evolveDesignTables(db, tables);
  await moveLegacyLines(db, converted);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('base_visual_dev')
      .set({
        state: 1,
        releasedFormData: row.formData,
        releasedColumnData: row.columnData,
        releasedAppColumnData: row.appColumnData,
        releasedTables: row.tables,
        // strictly later than the last release: the runtime's cache is keyed on it
        releaseTime: Math.max(now, Number(row.releaseTime ?? 0) + 1),
        lastModifyTime: now,
        lastModifyUserId: userId,
      })
      .where('id', '=', id)
      .execute();
    const naming = { id, fullName: row.fullName ?? '', enCode: row.enCode ?? '' };
    for (const placement of placements) await placeDesignMenu(trx, naming, placement, judgingOf(converted), userId);
  });
}
