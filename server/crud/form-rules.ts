import type { FormItem } from '../../common/form-runtime/form-item.ts';
import { recomputeCalculatedValues } from '../../common/form-runtime/calc/index.ts';
import type { AnyDb } from './row-decorators.ts';

/**
 * What the server fills itself on a create, never taken from the browser (contract §7.2
 * systemComponentsList). currDept is not offered by the 3.4.7 designer (it appears in exclusion
 * lists only), but JNPF's server fills it beside currOrganize, so a form that names it gets it too.
 */
const FILLED_ON_CREATE = new Set(['createUser', 'createTime', 'currOrganize', 'currDept', 'currPosition', 'billRule']);
const FILLED_ON_UPDATE = new Set(['modifyUser', 'modifyTime']);
const WHERE_CALLER_WORKS = new Set(['currOrganize', 'currDept', 'currPosition']);

/** The value items of a form, through layout containers (a sub-table's columns stay with the table). */
export function valueItems(items: readonly FormItem[]): FormItem[] {
  return items.flatMap((item) => (item.field ? [item] : item.children ? valueItems(item.children) : []));
}

/** Does the form hold anything the server must fill or recompute? Most schema entities do not. */
export function hasServerRules(items: readonly FormItem[]): boolean {
  const walk = (list: readonly FormItem[]): boolean =>
    list.some(
      (item) => FILLED_ON_CREATE.has(item.key) || FILLED_ON_UPDATE.has(item.key) || item.key === 'calculate' || (item.children ? walk(item.children) : false),
    );
  return walk(items);
}

export interface FormRuleContext {
  db: AnyDb;
  userId: string;
  now: number;
  /** a fresh number of the numbering rule with this enCode (server/core/numbering) */
  billNumber: (enCode: string) => Promise<string>;
}

interface Workplace {
  organizeId: string;
  departmentId: string;
  positionId: string;
}

/**
 * The caller's organisation, department and position as CurrentUser reports them
 * (server/features/auth/current-user-builder.ts): the first of the user's organisations, the
 * nearest department on its path up, and the first position.
 */
async function whereCallerWorks(context: FormRuleContext): Promise<Workplace> {
  const user = (await context.db.selectFrom('base_user').select(['organizeId']).where('id', '=', context.userId).executeTakeFirst()) as
    { organizeId: string | null } | undefined;
  const position = (await context.db
    .selectFrom('base_user_relation')
    .select(['objectId'])
    .where('userId', '=', context.userId)
    .where('objectType', '=', 'Position')
    .orderBy('sortCode')
    .executeTakeFirst()) as { objectId: string | null } | undefined;
  const organizeId = (user?.organizeId ?? '').split(',')[0] ?? '';
  return { organizeId, departmentId: await departmentOf(context.db, organizeId), positionId: position?.objectId ?? '' };
}

/** The organisation itself when it is a department, else its nearest department ancestor; bounded, so a damaged tree cannot hang it. */
async function departmentOf(db: AnyDb, organizeId: string): Promise<string> {
  let cursor: string | null = organizeId;
  for (let guard = 0; cursor && guard < 50; guard += 1) {
    const node = (await db.selectFrom('base_organize').select(['id', 'parentId', 'type']).where('id', '=', cursor).executeTakeFirst()) as
      { id: string; parentId: string | null; type: string | null } | undefined;
    if (!node) return '';
    if (node.type === 'department') return node.id;
    cursor = node.parentId;
  }
  return '';
}

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const ruleOf = (item: FormItem): string => String(item.props.rule ?? '');

/** A create-time field's value on a create: who and where from the session, when from the clock, the number from the rule. */
async function createValue(item: FormItem, context: FormRuleContext, works: Workplace | null): Promise<unknown> {
  if (item.key === 'createUser') return context.userId;
  if (item.key === 'createTime') return context.now;
  if (item.key === 'currOrganize') return works?.organizeId ?? '';
  if (item.key === 'currDept') return works?.departmentId ?? '';
  if (item.key === 'currPosition') return works?.positionId ?? '';
  return context.billNumber(ruleOf(item));
}

/**
 * A create-time field on an update keeps its stored value, whatever the body says. A record
 * saved before the field was on its form has none: as JNPF's server does, it then gets its
 * number, and its creator and creation time (from the row's own audit columns when it has them).
 * Where the caller worked at creation cannot be known afterwards, so those stay empty.
 */
async function missingCreateValue(item: FormItem, context: FormRuleContext, stored: Record<string, unknown>): Promise<unknown> {
  if (item.key === 'createUser') return isEmpty(stored.creatorUserId) ? context.userId : stored.creatorUserId;
  if (item.key === 'createTime') return isEmpty(stored.creatorTime) ? context.now : stored.creatorTime;
  if (item.key === 'billRule') return context.billNumber(ruleOf(item));
  return undefined;
}

/**
 * Numbering-rule columns of a sub-table (JNPF lets billRule into a sub-table): a new row draws a
 * number; on an update a row keeps a number only if a stored row had it, each stored number once
 * (a copied row draws its own), so no number is ever taken from the browser.
 */
async function numberRows(table: FormItem, rows: unknown[], storedRows: unknown, context: FormRuleContext): Promise<unknown[]> {
  const columns = valueItems(table.children ?? []).filter((column) => column.key === 'billRule');
  const copies = rows.map((row) => (isRecord(row) ? { ...row } : row));
  for (const column of columns) {
    const field = column.field as string;
    const kept = new Map<unknown, number>();
    for (const row of Array.isArray(storedRows) ? storedRows : [])
      if (isRecord(row) && !isEmpty(row[field])) kept.set(row[field], (kept.get(row[field]) ?? 0) + 1);
    for (const row of copies) {
      if (!isRecord(row)) continue;
      const left = kept.get(row[field]) ?? 0;
      if (left > 0) kept.set(row[field], left - 1);
      else row[field] = await context.billNumber(ruleOf(column));
    }
  }
  return copies;
}

/**
 * The server's part of a form on save (issue 11): system fields take who and when from the
 * session, never from the body; a numbering-rule field takes its number from the rule on create
 * and keeps it afterwards; every calculated value is recomputed from the stored values with the
 * same evaluator the browser runs (common/form-runtime/calc), so a tampered total is never
 * stored. `values` are the body's writable values (sub-tables as arrays); `stored` the record
 * before an update (sub-tables decoded). The result holds what is to be written.
 */
export async function applyFormRules(
  items: readonly FormItem[],
  values: Record<string, unknown>,
  mode: 'create' | 'update',
  context: FormRuleContext,
  stored: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = { ...values };
  const fields = valueItems(items);
  const works = mode === 'create' && fields.some((f) => WHERE_CALLER_WORKS.has(f.key)) ? await whereCallerWorks(context) : null;
  for (const item of fields) {
    const field = item.field as string;
    if (FILLED_ON_CREATE.has(item.key)) {
      delete result[field];
      const value =
        mode === 'create' ? await createValue(item, context, works) : isEmpty(stored[field]) ? await missingCreateValue(item, context, stored) : undefined;
      if (value !== undefined) result[field] = value;
    } else if (FILLED_ON_UPDATE.has(item.key)) {
      delete result[field];
      if (mode === 'update') result[field] = item.key === 'modifyUser' ? context.userId : context.now;
    } else if (item.key === 'table') {
      // An update that leaves the sub-table out keeps its stored rows (a stored row without a number draws one).
      const rows = Array.isArray(result[field]) ? result[field] : mode === 'update' && Array.isArray(stored[field]) ? stored[field] : null;
      if (rows) result[field] = await numberRows(item, rows, mode === 'update' ? stored[field] : [], context);
    }
  }
  // Calculated values over the whole record: an update may send only some fields.
  const whole = recomputeCalculatedValues([...items], { ...stored, ...result });
  for (const item of fields) {
    const field = item.field as string;
    // The evaluator's own value: a number, or its exact decimal text beyond what a double holds
    // (a real column parses that text itself, a text or decimal column keeps every digit).
    if (item.key === 'calculate') result[field] = whole[field];
    if (item.key === 'table' && Array.isArray(whole[field])) result[field] = whole[field];
  }
  return result;
}
