import type { Services } from '../../services.ts';
import { generatedTableName } from '../../../common/online-forms/table-names.ts';
import { AppError } from '../../core/http/app-error.ts';
import { releasedDesignModel } from './design-records.ts';
import { designTableModels } from './design-tables.ts';
import { designTextsOf } from './design-texts.ts';

/**
 * One table holds one design's records. A release is refused (naming the table and the design
 * holding it) when its main or a child table is one another released design keeps its records
 * in: its released `tables` entries, the tables its released snapshot converts into (a child
 * table named only by its fields, the main table's generated name when `tables` names none), and
 * that generated name. Otherwise a copy, or a second design pointed at the same table, would serve
 * (and change) the other design's rows to its own menu's users.
 */

interface ReleasedRow {
  id: string;
  fullName: string | null;
  enCode: string | null;
  releasedTables: string | null;
}

/** The `table` of each released `tables` entry, and the generated name when none is the main table. */
function namedTables(row: ReleasedRow): string[] {
  let entries: unknown;
  try {
    entries = JSON.parse(row.releasedTables ?? '[]') as unknown;
  } catch {
    entries = [];
  }
  const list = Array.isArray(entries)
    ? entries.filter((entry): entry is { table?: unknown; typeId?: unknown } => Boolean(entry) && typeof entry === 'object')
    : [];
  const names = list.flatMap((entry) => (typeof entry.table === 'string' && entry.table ? [entry.table] : []));
  const hasMain = list.some((entry) => String(entry.typeId) === '1' && typeof entry.table === 'string' && entry.table);
  return hasMain ? names : [...names, generatedTableName({ id: row.id, enCode: row.enCode ?? '' })];
}

/** Every table a released design keeps its records in (as far as its snapshot still converts). */
async function tablesOfReleased(services: Pick<Services, 'db'>, row: ReleasedRow): Promise<string[]> {
  const names = namedTables(row);
  try {
    const released = await releasedDesignModel(services, row.id);
    if (released) names.push(...designTableModels(released.converted).map((table) => table.name));
  } catch {
    // a snapshot that no longer converts still holds the tables it names
  }
  return names;
}

/** Refuses (400, naming the table and its design) a release of `designId` into `tables` another released design uses. */
export async function assertTablesOwn(services: Pick<Services, 'db'>, designId: string, tables: readonly string[]): Promise<void> {
  const wanted = new Map(tables.map((table) => [table.toLowerCase(), table]));
  if (wanted.size === 0) return;
  const others = await services.db
    .selectFrom('base_visual_dev')
    .select(['id', 'fullName', 'enCode', 'releasedTables'])
    .where('state', '=', 1)
    .where('releasedFormData', 'is not', null)
    .where('id', '<>', designId)
    .orderBy('id')
    .execute();
  for (const other of others) {
    for (const name of await tablesOfReleased(services, other)) {
      const table = wanted.get(name.toLowerCase());
      if (table) throw new AppError('badRequest', { texts: designTextsOf('tableTaken', { table, design: other.fullName || other.enCode || other.id }) });
    }
  }
}
