import { formatInZone } from '../../core/i18n/time-zone.ts';
import type { Services } from '../../services.ts';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import type { AnyDb, Row } from '../../crud/row-decorators.ts';
import { valueItems } from '../../crud/form-rules.ts';
import { releasedDesignModel } from './design-records.ts';
import { toDesignNames, type Renamed } from './online-dev-names.ts';

/**
 * An online design's values as its list and detail show them (contract §7.4: "display-converted
 * values"): an option's label for its code (static options, a dictionary's item name), a switch's
 * text, a date in its widget's format, who and where (users, organisations, positions, roles) by
 * name, and a related-form field's record by its shown field with the id kept beside it under
 * `{field}_id`, as the pop-up pickers' ids are (server/crud/picker-texts.ts). Sub-table rows
 * (arrays under their field) are converted column by column the same way. Keys the rows do not
 * carry (cut by column grants) stay absent.
 */

type Lookup = Map<string, string>;

/** What one kind of id is named by: a table and its column. */
const NAMED_BY = {
  user: { table: 'base_user', column: 'realName' },
  organize: { table: 'base_organize', column: 'fullName' },
  position: { table: 'base_position', column: 'fullName' },
  role: { table: 'base_role', column: 'fullName' },
  group: { table: 'base_group', column: 'fullName' },
} as const;

type NamedKind = keyof typeof NAMED_BY;

const KIND_OF: Record<string, NamedKind> = {
  createUser: 'user',
  modifyUser: 'user',
  userSelect: 'user',
  currOrganize: 'organize',
  comSelect: 'organize',
  depSelect: 'organize',
  currDept: 'organize',
  currPosition: 'position',
  posSelect: 'position',
  roleSelect: 'role',
  groupSelect: 'group',
};

const OPTION_KEYS = new Set(['select', 'radio', 'checkbox', 'cascader', 'treeSelect']);
const TIME_KEYS = new Set(['createTime', 'modifyTime']);

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** A stored value's ids: a list (or a list of paths) flattened, JSON list text read, one id otherwise. */
function idsIn(value: unknown): string[] {
  if (isBlank(value)) return [];
  if (Array.isArray(value)) return value.flatMap(idsIn);
  const text = String(value);
  if (text.startsWith('[')) {
    try {
      return idsIn(JSON.parse(text) as unknown);
    } catch {
      return [text];
    }
  }
  return text.includes(',') ? text.split(',').filter(Boolean) : [text];
}

/** A value's names: a list joined with ',', a path (a list inside the list) joined with '/'; an unknown id stays as it is. */
function namesOf(value: unknown, names: Lookup, top = true): string {
  if (isBlank(value)) return '';
  if (Array.isArray(value)) return value.map((item) => namesOf(item, names, false)).join(top ? ',' : '/');
  const text = String(value);
  if (text.startsWith('[')) {
    try {
      return namesOf(JSON.parse(text) as unknown, names, top);
    } catch {
      // not a JSON list after all: one id
    }
  }
  return text
    .split(',')
    .map((id) => names.get(id) ?? id)
    .join(',');
}

interface OptionKeys {
  label: string;
  value: string;
  children: string;
}

/** The keys an option record is read with (`props.props.props`, JNPF's fullName / id by default), as the browser's choice widgets read them. */
function optionKeysOf(item: FormItem): OptionKeys {
  const keys = (item.props.props as { props?: Partial<OptionKeys> } | undefined)?.props ?? {};
  return { label: keys.label || 'fullName', value: keys.value || 'id', children: keys.children || 'children' };
}

/** The item's static options, flattened, as code → label. */
function staticLabels(item: FormItem): Lookup {
  const keys = optionKeysOf(item);
  const slot = item.props.__slot__ as { options?: unknown } | undefined;
  const raw = Array.isArray(item.props.options) ? item.props.options : Array.isArray(slot?.options) ? slot.options : [];
  const labels: Lookup = new Map();
  const walk = (list: readonly unknown[]) => {
    for (const entry of list) {
      if (!entry || typeof entry !== 'object') continue;
      const record = entry as Record<string, unknown>;
      const value = record[keys.value];
      const label = record[keys.label];
      if (typeof value === 'string' || typeof value === 'number') {
        labels.set(
          String(value),
          typeof label === 'object' && label !== null && 'zh' in label ? String((label as { zh: unknown }).zh) : String(label ?? value),
        );
      }
      if (Array.isArray(record[keys.children])) walk(record[keys.children] as unknown[]);
    }
  };
  walk(raw);
  return labels;
}

const dataTypeOf = (item: FormItem): string => (typeof item.props.dataType === 'string' && item.props.dataType ? item.props.dataType : 'static');
const dictionaryOf = (item: FormItem): string => String(item.props.dictionaryType ?? '');

/** JNPF's date format (yyyy-MM-dd HH:mm:ss) in dayjs' letters. */
const dayjsFormat = (format: string): string => format.replace(/y/g, 'Y').replace(/d/g, 'D');

function dateText(item: FormItem, value: unknown, zone: string | undefined): unknown {
  const time = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(time)) return value;
  const format = TIME_KEYS.has(item.key) ? 'yyyy-MM-dd HH:mm:ss' : String(item.props.format ?? 'yyyy-MM-dd');
  return formatInZone(time, dayjsFormat(format), zone);
}

function switchText(item: FormItem, value: unknown): unknown {
  if (isBlank(value)) return value;
  const active = item.props['active-value'] ?? item.props.activeValue ?? 1;
  return String(value) === String(active) ? String(item.props.activeTxt ?? '') : String(item.props.inactiveTxt ?? '');
}

interface Lookups {
  named: Record<NamedKind, Lookup>;
  /** dictionary type id → code → item name */
  dictionaries: Map<string, Lookup>;
  /** related-form field → record id → its shown value */
  related: Map<string, Lookup>;
  /** the reader's time zone for dates and times (the server's when absent) */
  zone?: string;
}

/** Every value item the rows may hold: the form's own, and each sub-table's columns (listed under the sub-table). */
function itemsOf(definition: EntityDefinition): { items: FormItem[]; columns: Map<string, FormItem[]> } {
  const items = valueItems(definition.formItems);
  const columns = new Map(items.filter((item) => item.key === 'table' && item.field).map((table) => [table.field as string, valueItems(table.children ?? [])]));
  return { items, columns };
}

/** Every [item, value] pair the rows hold, sub-table cells included. */
function* cellsOf(rows: readonly Row[], items: FormItem[], columns: Map<string, FormItem[]>): Generator<[FormItem, unknown]> {
  for (const row of rows) {
    for (const item of items) {
      if (!item.field || !(item.field in row)) continue;
      const cells = columns.get(item.field);
      if (cells && Array.isArray(row[item.field])) {
        for (const line of row[item.field] as Record<string, unknown>[]) for (const cell of cells) if (cell.field && line) yield [cell, line[cell.field]];
      } else yield [item, row[item.field]];
    }
  }
}

async function named(db: AnyDb, kind: NamedKind, ids: Set<string>): Promise<Lookup> {
  if (ids.size === 0) return new Map();
  const { table, column } = NAMED_BY[kind];
  const names: Lookup = new Map();
  const wanted = [...ids];
  for (let start = 0; start < wanted.length; start += 500) {
    const found = await db
      .selectFrom(table)
      .select(kind === 'user' ? ['id', 'realName', 'account'] : ['id', column])
      .where('id', 'in', wanted.slice(start, start + 500))
      .execute();
    for (const row of found)
      names.set(String(row.id), kind === 'user' ? `${String(row.realName ?? '')}/${String(row.account ?? '')}` : String(row[column] ?? ''));
  }
  return names;
}

async function dictionaryNames(db: AnyDb, typeId: string, byCode: boolean, codes: Set<string>): Promise<Lookup> {
  if (codes.size === 0) return new Map();
  const key = byCode ? 'enCode' : 'id';
  const rows = await db
    .selectFrom('base_dictionary_data')
    .select([key, 'fullName'])
    .where('dictionaryTypeId', '=', typeId)
    .where(key, 'in', [...codes].slice(0, 1000))
    .execute();
  return new Map(rows.map((row) => [String(row[key]), String(row.fullName ?? '')]));
}

/** A related form's records by id, read as its own released design stores them; an unknown design or column shows nothing. */
async function relatedValues(services: Services, item: FormItem, ids: Set<string>): Promise<Lookup> {
  const modelId = String(item.props.modelId ?? '');
  const relationField = String(item.props.relationField ?? '');
  if (ids.size === 0 || !modelId || !relationField) return new Map();
  const related = await releasedDesignModel(services, modelId);
  const table = related?.definition.table;
  if (!table || !table.columns.some((column) => column.name === relationField)) return new Map();
  const rows = await (services.db as unknown as AnyDb)
    .selectFrom(table.name)
    .select(['id', relationField])
    .where('id', 'in', [...ids].slice(0, 1000))
    .execute();
  return new Map(rows.map((row) => [String(row.id), String(row[relationField] ?? '')]));
}

async function lookupsOf(services: Services, rows: readonly Row[], items: FormItem[], columns: Map<string, FormItem[]>): Promise<Lookups> {
  const db = services.db as unknown as AnyDb;
  const wanted: Record<NamedKind, Set<string>> = { user: new Set(), organize: new Set(), position: new Set(), role: new Set(), group: new Set() };
  const dictionaryCodes = new Map<string, { byCode: boolean; codes: Set<string> }>();
  const relatedIds = new Map<FormItem, Set<string>>();
  for (const [item, value] of cellsOf(rows, items, columns)) {
    const kind = KIND_OF[item.key];
    if (kind) for (const id of idsIn(value)) wanted[kind].add(id);
    if (OPTION_KEYS.has(item.key) && dataTypeOf(item) === 'dictionary' && dictionaryOf(item)) {
      const entry = dictionaryCodes.get(dictionaryOf(item)) ?? { byCode: optionKeysOf(item).value === 'enCode', codes: new Set<string>() };
      for (const code of idsIn(value)) entry.codes.add(code);
      dictionaryCodes.set(dictionaryOf(item), entry);
    }
    if (item.key === 'relationForm') {
      const ids = relatedIds.get(item) ?? new Set<string>();
      for (const id of idsIn(value)) ids.add(id);
      relatedIds.set(item, ids);
    }
  }
  const lookups: Lookups = {
    named: { user: new Map(), organize: new Map(), position: new Map(), role: new Map(), group: new Map() },
    dictionaries: new Map(),
    related: new Map(),
  };
  for (const kind of Object.keys(wanted) as NamedKind[]) lookups.named[kind] = await named(db, kind, wanted[kind]);
  for (const [typeId, { byCode, codes }] of dictionaryCodes) lookups.dictionaries.set(typeId, await dictionaryNames(db, typeId, byCode, codes));
  for (const [item, ids] of relatedIds) lookups.related.set(item.field as string, await relatedValues(services, item, ids));
  return lookups;
}

/** One value as the list shows it. */
function shown(item: FormItem, value: unknown, lookups: Lookups): unknown {
  const kind = KIND_OF[item.key];
  if (kind) return namesOf(value, lookups.named[kind]);
  if (OPTION_KEYS.has(item.key)) {
    const type = dataTypeOf(item);
    if (type === 'static') return namesOf(value, staticLabels(item));
    if (type === 'dictionary') return namesOf(value, lookups.dictionaries.get(dictionaryOf(item)) ?? new Map());
    return value;
  }
  if (item.key === 'switch') return switchText(item, value);
  if (item.key === 'date' || TIME_KEYS.has(item.key)) return dateText(item, value, lookups.zone);
  if (item.key === 'relationForm') return namesOf(value, lookups.related.get(item.field as string) ?? new Map());
  return value;
}

function shownRow(row: Record<string, unknown>, items: FormItem[], columns: Map<string, FormItem[]>, lookups: Lookups): Record<string, unknown> {
  const result: Record<string, unknown> = { ...row };
  for (const item of items) {
    const field = item.field;
    if (!field || !(field in row)) continue;
    const cells = columns.get(field);
    if (cells) {
      const lines = row[field];
      result[field] = Array.isArray(lines)
        ? lines.map((line) => (line && typeof line === 'object' ? shownRow(line as Record<string, unknown>, cells, new Map(), lookups) : line))
        : lines;
      continue;
    }
    if (item.key === 'relationForm') result[`${field}_id`] = row[field] ?? '';
    result[field] = shown(item, row[field], lookups);
  }
  return result;
}

/** The rows with their values as the list and the detail view show them. */
export async function displayRows<T extends Row>(services: Services, definition: EntityDefinition, rows: T[], zone?: string): Promise<T[]> {
  if (rows.length === 0) return rows;
  const { items, columns } = itemsOf(definition);
  const lookups = { ...(await lookupsOf(services, rows, items, columns)), zone };
  return rows.map((row) => shownRow(row, items, columns, lookups) as T);
}

/**
 * The rows as an online design's pages receive them: display values, under the design's names.
 * The list, the detail view (DataChange) and the related-form picker (FieldDataSelect) all answer
 * through this one conversion, so a picker shows what the list shows.
 */
export async function designDisplayRows<T extends Row>(
  services: Services,
  definition: EntityDefinition,
  renamed: Renamed,
  rows: T[],
  zone?: string,
): Promise<T[]> {
  return (await displayRows(services, definition, rows, zone)).map((row) => toDesignNames(renamed, row));
}
