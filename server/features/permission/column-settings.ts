import type { Db } from '../../core/db/database.ts';
import { newId } from '../../core/db/ids.ts';
import { AppError } from '../../core/http/app-error.ts';
import { isForbiddenText } from '../../core/http/input-guards.ts';
import type { AuthorizationService } from '../../core/identity/authorization-service.ts';
import { badColumnEntry, columnSettingsTexts, tooManyColumns } from './column-settings-texts.ts';

/**
 * A user's column settings of one list page (contract §8, spec shell §7 "Column settings and
 * import"): the page's columns in the chosen order, each shown or hidden. No HTTP here; the routes
 * are column-settings-routes.ts.
 *
 * What is kept of an entry: its column (`prop`, or `field` when a client names it so), `label`,
 * `visible` (true when left out), and `fixed` and `width` when given. The stock JNPF client sends
 * its whole column definitions (alignment, widget configuration…) but reads back only `prop` and
 * `visible`, so the rest is dropped rather than stored.
 *
 * A column the caller is not granted on that menu (spec §6: the menu judges its columns and the
 * column's code is not among the caller's column items) is dropped on save and again on read, as
 * grants change: a column chooser never names what its user may not see.
 */
export interface ColumnSetting {
  prop: string;
  label?: string;
  visible: boolean;
  /** element-ui's `fixed`: true pins to the left like 'left' */
  fixed?: 'left' | 'right' | true;
  width?: number;
}

/** More columns than any list shows; the route also caps fieldList's length (MAX_FIELD_LIST_CHARS). */
export const MAX_COLUMNS = 200;
/** 200 of the stock client's whole column definitions fit comfortably. */
export const MAX_FIELD_LIST_CHARS = 256 * 1024;
const MAX_PROP_CHARS = 100;
const MAX_LABEL_CHARS = 200;
const MAX_WIDTH = 10_000;

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max && !isForbiddenText(value);
const isAbsent = (value: unknown) => value === undefined || value === null;

/** One entry as kept, or undefined when it is no column entry at all. */
function settingOf(entry: unknown): ColumnSetting | undefined {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return undefined;
  const record = entry as Record<string, unknown>;
  const prop = record.prop ?? record.field;
  if (!isText(prop, MAX_PROP_CHARS) || prop.trim() === '') return undefined;
  const setting: ColumnSetting = { prop, visible: true };
  if (!isAbsent(record.label)) {
    if (!isText(record.label, MAX_LABEL_CHARS)) return undefined;
    setting.label = record.label;
  }
  if (!isAbsent(record.visible)) {
    if (typeof record.visible !== 'boolean') return undefined;
    setting.visible = record.visible;
  }
  const { fixed, width } = record;
  if (fixed === 'left' || fixed === 'right' || fixed === true) setting.fixed = fixed;
  // element-ui's "not fixed" spellings
  else if (!(isAbsent(fixed) || fixed === false || fixed === 'none' || fixed === '')) return undefined;
  if (!(isAbsent(width) || width === '')) {
    const number = typeof width === 'number' ? width : typeof width === 'string' && /^\d{1,5}(\.\d+)?$/.test(width) ? Number(width) : Number.NaN;
    if (!Number.isFinite(number) || number < 0 || number > MAX_WIDTH) return undefined;
    setting.width = number;
  }
  return setting;
}

/**
 * fieldList as sent (JSON text of a list of column entries), checked and normalised; a column
 * named twice keeps its first entry. Refuses (400) text that is no JSON, no list, too long a list
 * or an entry that is no column entry.
 */
export function parseFieldList(text: string): ColumnSetting[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('badRequest', { texts: columnSettingsTexts.notJson });
  }
  if (!Array.isArray(parsed)) throw new AppError('badRequest', { texts: columnSettingsTexts.notList });
  if (parsed.length > MAX_COLUMNS) throw new AppError('badRequest', { texts: tooManyColumns(MAX_COLUMNS) });
  const settings: ColumnSetting[] = [];
  const seen = new Set<string>();
  parsed.forEach((entry, index) => {
    const setting = settingOf(entry);
    if (!setting) throw new AppError('badRequest', { texts: badColumnEntry(index + 1) });
    if (seen.has(setting.prop)) return;
    seen.add(setting.prop);
    settings.push(setting);
  });
  return settings;
}

/**
 * The column codes the user may see on the menu `moduleId`: null when nothing restricts them (an
 * administrator, or a menu that does not judge its columns), or undefined when the user cannot
 * open that menu at all (no such enabled menu, or not among the user's granted menus). The same
 * rule as AuthorizationService.grantedColumns, asked by menu id rather than by menu code.
 */
async function columnGrants(
  db: Db,
  authorization: AuthorizationService,
  userId: string,
  moduleId: string,
): Promise<{ granted: Set<string> | null } | undefined> {
  const module = await db
    .selectFrom('base_module')
    .select(['id', 'isColumnAuthorize'])
    .where('id', '=', moduleId)
    .where('enabledMark', '=', 1)
    .executeTakeFirst();
  if (!module) return undefined;
  const grants = await authorization.grantsOf(userId);
  if (grants.isAdministrator) return { granted: null };
  if (!grants.modules.has(module.id)) return undefined;
  if (Number(module.isColumnAuthorize) !== 1) return { granted: null };
  if (grants.items.size === 0) return { granted: new Set() };
  const items = await db
    .selectFrom('base_module_item')
    .select('enCode')
    .where('moduleId', '=', module.id)
    .where('kind', '=', 'column')
    .where('enabledMark', '=', 1)
    .where('id', 'in', [...grants.items])
    .execute();
  return { granted: new Set(items.flatMap((item) => (item.enCode ? [item.enCode] : []))) };
}

const grantedOnly = (settings: ColumnSetting[], granted: Set<string> | null) => (granted ? settings.filter((setting) => granted.has(setting.prop)) : settings);

/**
 * The user's saved settings of the menu, the columns they are no longer granted left out; [] when
 * nothing is saved, and also when the user cannot open the menu: nothing of theirs can be saved
 * there, and the stock client reads this list while it builds every list page (a refusal would
 * stop the page), so an empty answer is both true and harmless, and says nothing about the menu.
 */
export async function readColumnSettings(db: Db, authorization: AuthorizationService, userId: string, moduleId: string): Promise<ColumnSetting[]> {
  const access = await columnGrants(db, authorization, userId, moduleId);
  if (!access) return [];
  const row = await db.selectFrom('base_column_settings').select('fieldList').where('userId', '=', userId).where('moduleId', '=', moduleId).executeTakeFirst();
  if (!row?.fieldList) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(row.fieldList);
  } catch {
    return [];
  }
  // Stored rows were normalised on save; an entry that is not (a hand-edited row) is skipped, not fatal.
  const settings = Array.isArray(stored) ? stored.flatMap((entry) => settingOf(entry) ?? []) : [];
  return grantedOnly(settings, access.granted);
}

/**
 * Saves the user's settings of the menu, replacing what was saved. Refused (401, nothing written)
 * when the user cannot open the menu: there is no list of it whose columns they could arrange.
 */
export async function saveColumnSettings(db: Db, authorization: AuthorizationService, userId: string, moduleId: string, fieldList: string): Promise<void> {
  const access = await columnGrants(db, authorization, userId, moduleId);
  if (!access) throw new AppError('noPermission', { code: 401 });
  const text = JSON.stringify(grantedOnly(parseFieldList(fieldList), access.granted));
  const now = Date.now();
  await db
    .insertInto('base_column_settings')
    .values({ id: newId(), userId, moduleId, fieldList: text, creatorTime: now, lastModifyTime: now })
    // one row per user and menu, also when two saves race
    .onConflict((conflict) => conflict.columns(['userId', 'moduleId']).doUpdateSet({ fieldList: text, lastModifyTime: now }))
    .execute();
}
