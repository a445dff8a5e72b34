import type { FormItem } from '../../common/form-runtime/form-item.ts';
import { recomputeCalculatedValues } from '../../common/form-runtime/calc/index.ts';
import type { AnyDb } from './row-decorators.ts';

/** What the server fills itself on a create: never taken from the browser (contract §7.2 systemComponentsList). */
const FILLED_ON_CREATE = new Set(['createUser', 'createTime', 'currOrganize', 'currPosition', 'billRule']);
const FILLED_ON_UPDATE = new Set(['modifyUser', 'modifyTime']);

/** The value items of a form, through layout containers (a sub-table's columns stay with the table). */
export function valueItems(items: readonly FormItem[]): FormItem[] {
  return items.flatMap((item) => (item.field ? [item] : item.children ? valueItems(item.children) : []));
}

/** Does the form hold anything the server must fill or recompute? Most schema entities do not. */
export function hasServerRules(items: readonly FormItem[]): boolean {
  const walk = (list: readonly FormItem[]): boolean =>
    list.some((item) => FILLED_ON_CREATE.has(item.key) || FILLED_ON_UPDATE.has(item.key) || item.key === 'calculate' || (item.children ? walk(item.children) : false));
  return walk(items);
}

export interface FormRuleContext {
  db: AnyDb;
  userId: string;
  now: number;
  /** a fresh number of the numbering rule with this enCode (server/core/numbering) */
  billNumber: (enCode: string) => Promise<string>;
}

/** The caller's organisation and first position, as JNPF's currOrganize and currPosition store them. */
async function whereCallerWorks(context: FormRuleContext): Promise<{ organizeId: string; positionId: string }> {
  const user = (await context.db.selectFrom('base_user').select(['organizeId']).where('id', '=', context.userId).executeTakeFirst()) as
    | { organizeId: string | null }
    | undefined;
  const position = (await context.db
    .selectFrom('base_user_relation')
    .select(['objectId'])
    .where('userId', '=', context.userId)
    .where('objectType', '=', 'Position')
    .orderBy('sortCode')
    .executeTakeFirst()) as { objectId: string | null } | undefined;
  return { organizeId: (user?.organizeId ?? '').split(',')[0] ?? '', positionId: position?.objectId ?? '' };
}

/**
 * The server's part of a form on save (issue 11): system fields take who and when from the
 * session, never from the body; a numbering-rule field takes its number from the rule on create
 * and keeps it afterwards; every calculated value is recomputed from the stored values with the
 * same evaluator the browser runs (common/form-runtime/calc), so a tampered total is never
 * stored. `values` are the body's writable values; `stored` the record before an update.
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
  const works = fields.some((f) => f.key === 'currOrganize' || f.key === 'currPosition') && mode === 'create' ? await whereCallerWorks(context) : null;
  for (const item of fields) {
    const field = item.field as string;
    if (mode === 'update' && FILLED_ON_CREATE.has(item.key)) delete result[field];
    if (mode === 'create' && FILLED_ON_UPDATE.has(item.key)) delete result[field];
    if (mode === 'create') {
      if (item.key === 'createUser') result[field] = context.userId;
      if (item.key === 'createTime') result[field] = context.now;
      if (item.key === 'currOrganize') result[field] = works?.organizeId ?? '';
      if (item.key === 'currPosition') result[field] = works?.positionId ?? '';
      if (item.key === 'billRule') result[field] = await context.billNumber(String(item.props.rule ?? ''));
    } else {
      if (item.key === 'modifyUser') result[field] = context.userId;
      if (item.key === 'modifyTime') result[field] = context.now;
    }
  }
  // Calculated values over the whole record: an update may send only some fields.
  const whole = recomputeCalculatedValues([...items], { ...stored, ...result });
  for (const item of fields) {
    const field = item.field as string;
    if (item.key === 'calculate') result[field] = toStored(whole[field]);
    if (item.key === 'table' && Array.isArray(whole[field])) result[field] = whole[field];
  }
  return result;
}

/** A calculated value as the column keeps it: the evaluator's decimal text as a number. */
const toStored = (value: unknown): number => {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
};
