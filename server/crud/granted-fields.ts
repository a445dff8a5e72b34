import type { EntityDefinition } from './entity-definition.ts';
import type { Caller, GrantLookup } from './operations/context.ts';
import { AppError } from '../core/http/app-error.ts';

/**
 * Column and form-field grants on the server (spec §6), for the generic CRUD runtime.
 *
 * Reading. When the entity's menu judges columns (isColumnAuthorize = 1) and the caller is no
 * administrator, a list row (paged, tree, children, listPath) carries only
 *   - the keys a granted column code stands for (see `codesGranting`), and
 *   - ALWAYS_KEPT plus the tree's parent field and, for entities with the state toggle, `enabledMark`:
 *     what the page needs to work (row identity, the tree's shape, the state switch's label).
 * The info answer feeds the edit dialog, and a field one may edit must be readable: it carries
 * the granted columns and the granted form fields (plus the same always-kept keys); it is
 * unrestricted when either kind is unrestricted, as the dialog then shows every field anyway.
 * The Excel export writes only granted columns (the always-kept keys are for the page, not the file).
 *
 * Writing. When the menu judges form fields (isFormAuthorize = 1), a create keeps only the granted
 * fields of its body, so the schema's defaults stand for the rest; a required field that is not
 * granted and has no default is refused (formFieldNotGranted), since the record could not exist
 * without it. An update keeps the stored value of fields not granted (`updateBody`).
 */
export const ALWAYS_KEPT: readonly string[] = ['id', 'parentId', 'hasChildren', 'isLeaf', 'children'];

/**
 * Decorations added by code (not by the schema) and the column each is derived from: the creator's
 * "realName/account" (row-decorators.ts) and a user's lock flag, read from enabledMark = 2 (server/overrides/user.ts).
 */
const DERIVED_FROM: Readonly<Record<string, string>> = { creatorUser: 'creatorUserId', lockMark: 'enabledMark' };

/** The keys every answer of this entity keeps whatever the grants. */
export function alwaysKept(entity: EntityDefinition): Set<string> {
  const kept = new Set(ALWAYS_KEPT);
  if (entity.tree) kept.add(entity.tree.parentField);
  if (entity.api.state) kept.add('enabledMark');
  return kept;
}

const granting = new WeakMap<EntityDefinition, Map<string, Set<string>>>();

/**
 * The codes any of which grants a response key: the key itself; a reference's id field and its
 * display name (`as`) grant each other (the user page's column `organize` shows `organizeId`);
 * `xxxName` and `xxxTree` follow the field `xxx` (and `xxxName` the field `xxxId`); a picker's
 * `xxx_id` follows `xxx`; DERIVED_FROM;
 * and so on transitively (organizeIdTree → organizeId → organize). Dictionary names replace the
 * id under the same key, so they follow their column by themselves.
 */
export function codesGranting(entity: EntityDefinition, key: string): Set<string> {
  let cache = granting.get(entity);
  if (!cache) granting.set(entity, (cache = new Map()));
  const cached = cache.get(key);
  if (cached) return cached;
  const fields = new Set([...entity.table.columns.map((c) => c.name), ...Object.keys((entity.bodySchema.properties ?? {}) as object)]);
  const codes = new Set<string>();
  const queue = [key];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (codes.has(next)) continue;
    codes.add(next);
    for (const reference of entity.references) {
      if (reference.as === next) queue.push(reference.field);
      if (reference.field === next && reference.as) queue.push(reference.as);
    }
    // A pop-up picker's stored id shown beside its display text (picker-texts.ts) follows its field.
    if (next.endsWith('_id') && fields.has(next.slice(0, -3))) queue.push(next.slice(0, -3));
    for (const suffix of ['Name', 'Tree']) {
      if (next.length <= suffix.length || !next.endsWith(suffix)) continue;
      const base = next.slice(0, -suffix.length);
      if (fields.has(base)) queue.push(base);
      if (suffix === 'Name' && fields.has(`${base}Id`)) queue.push(`${base}Id`);
    }
    const derived = DERIVED_FROM[next];
    if (derived) queue.push(derived);
  }
  cache.set(key, codes);
  return codes;
}

/** Whether one of `granted` stands for the response key. */
export const isGranted = (entity: EntityDefinition, granted: ReadonlySet<string>, key: string): boolean =>
  [...codesGranting(entity, key)].some((code) => granted.has(code));

type Shown = Record<string, unknown>;

/** Rows with only the keys `keep` accepts, nested `children` filtered the same way. */
function keepKeys<T extends Shown>(rows: readonly T[], keep: (key: string) => boolean): T[] {
  return rows.map((row) => {
    const kept: Shown = {};
    for (const [key, value] of Object.entries(row)) {
      if (!keep(key)) continue;
      kept[key] = key === 'children' && Array.isArray(value) ? keepKeys(value as Shown[], keep) : value;
    }
    // Only keys are dropped: the row keeps its shape for the caller's type.
    return kept as T;
  });
}

export interface GrantedFields {
  /** list rows (and tree children) cut to the granted columns and the always-kept keys */
  list<T extends Shown>(caller: Caller, rows: readonly T[]): Promise<T[]>;
  /** the info answer cut to the granted columns and form fields and the always-kept keys */
  info<T extends Shown>(caller: Caller, row: T): Promise<T>;
  /** the granted column codes, null when unrestricted (the Excel export) */
  columns(caller: Caller): Promise<Set<string> | null>;
  /** a create's body cut to the granted form fields; refuses a required field that cannot be filled */
  createBody(caller: Caller, body: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** an update's body cut to the granted form fields: a field the page does not show keeps its stored value */
  updateBody(caller: Caller, body: Record<string, unknown>): Promise<Record<string, unknown>>;
  /**
   * The search fields a keyword may match: a column one is not shown must not be searchable, or
   * guessing digits would reveal a hidden mobile number row by row.
   */
  searchFields(caller: Caller): Promise<readonly string[]>;
  /**
   * The list query without the filters on columns one is not shown (`?gender=1` would sort people
   * by a hidden value): such a filter is dropped, as if the page had not sent it.
   */
  shownFilters<Q extends Record<string, unknown>>(caller: Caller, query: Q): Promise<Q>;
  /** Refuses (400, as an unknown column) sorting by a column one is not shown, which would leak its order. */
  assertSortable(caller: Caller, column: string | null): Promise<void>;
}

/** The grant checks of one entity, asked of its menu (the entity's permission code). */
export function grantedFields(grants: GrantLookup, entity: EntityDefinition): GrantedFields {
  const kept = alwaysKept(entity);
  const columns = (caller: Caller) => grants.grantedColumns(caller.userId, entity.permission);
  const forms = (caller: Caller) => grants.grantedFormFields(caller.userId, entity.permission);
  return {
    columns,
    async list(caller, rows) {
      const granted = await columns(caller);
      if (!granted) return [...rows];
      return keepKeys(rows, (key) => kept.has(key) || isGranted(entity, granted, key));
    },
    async info(caller, row) {
      const [grantedColumns, grantedForms] = await Promise.all([columns(caller), forms(caller)]);
      if (!grantedColumns || !grantedForms) return row;
      const [shown] = keepKeys([row], (key) => kept.has(key) || isGranted(entity, grantedColumns, key) || isGranted(entity, grantedForms, key));
      return shown as typeof row;
    },
    async searchFields(caller) {
      const granted = await columns(caller);
      return granted ? entity.search.filter((field) => isGranted(entity, granted, field)) : entity.search;
    },
    async shownFilters(caller, query) {
      const granted = await columns(caller);
      if (!granted) return query;
      const hidden = Object.entries(entity.filters).filter(([, field]) => !kept.has(field) && !isGranted(entity, granted, field));
      if (hidden.length === 0) return query;
      const shown = { ...query };
      for (const [parameter] of hidden) delete shown[parameter];
      return shown;
    },
    async assertSortable(caller, column) {
      // The schema's default order is every list's order anyway: asking for it by name reveals nothing.
      if (!column || kept.has(column) || column === entity.sort) return;
      const granted = await columns(caller);
      if (granted && !isGranted(entity, granted, column)) throw new AppError('sortColumnUnknown', { params: { column } });
    },
    async createBody(caller, body) {
      const granted = await forms(caller);
      if (!granted) return body;
      const required = Array.isArray(entity.bodySchema.required) ? (entity.bodySchema.required as string[]) : [];
      const missing = required.find((field) => !granted.has(field) && !(field in entity.defaults));
      if (missing) throw new AppError('formFieldNotGranted', { params: { field: entity.labels[missing]?.[caller.language] ?? missing } });
      return Object.fromEntries(Object.entries(body).filter(([field]) => granted.has(field)));
    },
    async updateBody(caller, body) {
      const granted = await forms(caller);
      return granted ? Object.fromEntries(Object.entries(body).filter(([field]) => granted.has(field))) : body;
    },
  };
}
