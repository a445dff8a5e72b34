import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { ParamValue } from '../../lib/data-interface/data-interface-api.ts';
import { sessionStore } from '../../lib/auth/session-store.ts';

/**
 * The parameter values an interface-driven widget sends with a run (spec lowcode §7: "The select
 * popup fills paramList from the template items: createUser gets the userId, createTime the current
 * timestamp, currOrganize the organizeId, currPosition the first position id. Other items take form
 * field values or defaults"). The template items are the widget's `templateJson` (contract §7.2).
 *
 * The server puts its own values in the four system entries whatever the browser sends (it never
 * takes the browser's word for who is asking); they are filled here too so a preview or a log shows
 * what ran.
 */

/** Who is asking, for the system entries. */
export interface ParamUser {
  userId: string;
  organizeId?: string;
  /** in the user's order: the first is "the first position" */
  positionIds?: string[];
}

/** One templateJson item as JNPF's designer writes it. */
interface TemplateItem {
  field?: unknown;
  relationField?: unknown;
  jnpfKey?: unknown;
  defaultValue?: unknown;
  dataType?: unknown;
}

const SYSTEM_VALUES: Record<string, (user: ParamUser | undefined) => unknown> = {
  createUser: (user) => user?.userId ?? '',
  createTime: () => Date.now(),
  currOrganize: (user) => user?.organizeId ?? '',
  currPosition: (user) => user?.positionIds?.[0] ?? '',
};

/** The signed-in user as the session holds it (GET /api/oauth/CurrentUser), or undefined before sign-in. */
export function sessionParamUser(): ParamUser | undefined {
  const info = sessionStore.getSnapshot().userInfo;
  if (!info) return undefined;
  return {
    userId: info.userId,
    organizeId: info.organizeId,
    positionIds: (info.positionIds ?? []).map((position) => position.id).filter((id) => typeof id === 'string' && id !== ''),
  };
}

/** templateJson as a list: JNPF keeps it as an array; a saved form may hold it as JSON text. */
export function templateItemsOf(item: FormItem): TemplateItem[] {
  let raw = item.props.templateJson;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return [];
    }
  }
  return Array.isArray(raw) ? raw.filter((entry): entry is TemplateItem => Boolean(entry) && typeof entry === 'object') : [];
}

/**
 * A form field's value. Inside a sub-table JNPF names a column `{table}-{column}`; the record a
 * row's widget reads is its row, so the column's own name is looked up there.
 */
function fieldValue(record: Record<string, unknown>, relationField: string): { found: boolean; value: unknown } {
  if (relationField in record) return { found: true, value: record[relationField] };
  const dash = relationField.lastIndexOf('-');
  const column = dash >= 0 ? relationField.slice(dash + 1) : '';
  if (column && column in record) return { found: true, value: record[column] };
  return { found: false, value: undefined };
}

/**
 * paramList for a run of the item's interface: a system entry gets the user's value, an entry
 * related to a form field that field's value in the record (empty text when it is empty, as
 * JNPF sends), anything else its default. `user` defaults to the signed-in user.
 */
export function paramListOf(item: FormItem, record: Record<string, unknown>, user: ParamUser | undefined = sessionParamUser()): ParamValue[] {
  const out: ParamValue[] = [];
  for (const entry of templateItemsOf(item)) {
    if (typeof entry.field !== 'string' || entry.field === '') continue;
    const jnpfKey = typeof entry.jnpfKey === 'string' ? entry.jnpfKey : undefined;
    const relationField = typeof entry.relationField === 'string' && entry.relationField !== '' ? entry.relationField : undefined;
    let value: unknown = entry.defaultValue;
    const system = jnpfKey !== undefined && Object.hasOwn(SYSTEM_VALUES, jnpfKey) ? SYSTEM_VALUES[jnpfKey] : undefined;
    if (system) value = system(user);
    else if (relationField) {
      const related = fieldValue(record, relationField);
      // A field the record does not hold is no form field of this form: the default stands.
      if (related.found) value = related.value ?? '';
    }
    out.push({
      field: entry.field,
      defaultValue: value,
      ...(relationField ? { relationField } : {}),
      ...(jnpfKey ? { jnpfKey } : {}),
      ...(typeof entry.dataType === 'string' ? { dataType: entry.dataType } : {}),
    });
  }
  return out;
}
