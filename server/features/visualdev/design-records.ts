import type { Services } from '../../services.ts';
import type { DesignModel } from '../../../common/online-forms/design-model.ts';
import { onlineDesignOf, type OnlineDesign } from '../../../common/online-forms/online-design.ts';
import { entityDefinitionOf, type EntityDefinition } from '../../crud/entity-definition.ts';
import { tableOf } from '../../core/db/model-tables.ts';
import { convertDesign } from './design-conversion.ts';

/**
 * A released design as the runtime serves it.
 * A release stores a snapshot of the design (server-only columns of base_visual_dev, see
 * schemas/visual-dev.schema.json) and stamps it with its release time: the runtime reads the
 * snapshot, never the draft, so editing a design changes nothing users see until it is released again.
 */

export interface ReleasedDesign {
  /** the released snapshot, parsed */
  design: OnlineDesign;
  converted: DesignModel;
  /** what the generic CRUD operations serve it by; the same object until the design is released again */
  definition: EntityDefinition;
}

/** Converted designs by id, with the release they were converted from: converting is not free, and callers key caches on the definition. */
const released = new Map<string, { releaseTime: number; value: ReleasedDesign }>();

/** The released snapshot of a stored design row as an OnlineDesign (names and codes as they are now). */
export function releasedDesignOf(row: {
  id: string;
  fullName: string | null;
  enCode: string | null;
  webType: number | null;
  dbLinkId: string | null;
  releasedFormData: string | null;
  releasedColumnData: string | null;
  releasedTables: string | null;
}): OnlineDesign {
  return onlineDesignOf({
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    webType: row.webType,
    dbLinkId: row.dbLinkId,
    formData: row.releasedFormData,
    columnData: row.releasedColumnData,
    tables: row.releasedTables,
  });
}

/**
 * The released design `designId`: its snapshot, what it converts into and the definition the
 * generic operations serve it by, cached per id and release time. null when there is no such
 * design or it has never been released. A snapshot that no longer converts (the converter has
 * grown stricter since) is refused with the converter's words (400).
 */
export async function releasedDesignModel(services: Pick<Services, 'db'>, designId: string): Promise<ReleasedDesign | null> {
  const row = await services.db
    .selectFrom('base_visual_dev')
    .select(['id', 'fullName', 'enCode', 'webType', 'dbLinkId', 'state', 'releasedFormData', 'releasedColumnData', 'releasedTables', 'releaseTime'])
    .where('id', '=', designId)
    .executeTakeFirst();
  if (!row || row.state !== 1 || row.releaseTime === null || row.releasedFormData === null) {
    released.delete(designId);
    return null;
  }
  const cached = released.get(designId);
  if (cached && cached.releaseTime === Number(row.releaseTime)) return cached.value;
  const design = releasedDesignOf(row);
  const converted = convertDesign(design);
  const value: ReleasedDesign = { design, converted, definition: entityDefinitionOf(converted.model, tableOf(converted.model)) };
  released.set(designId, { releaseTime: Number(row.releaseTime), value });
  return value;
}
