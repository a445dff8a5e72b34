/**
 * The tables of a design's copy: every table the original names (its `tables` entries, and each
 * field's `__config__.tableName`) under a name of its own, the original's with the copy's suffix
 * (`_` and the suffix, the original's name cut so the whole stays within PostgreSQL's 63
 * characters: a valid identifier stays valid). Without it a copy would keep the original's tables
 * and, released, serve the original's rows (design-table-owners.ts refuses that release anyway).
 * The names are rewritten wherever the design's JSON holds them: `tables` (table, relationTable)
 * and the `__config__` of every field of formData, columnData and appColumnData (tableName,
 * relationTable). A text that does not parse, or names no table, is kept as it is.
 */

/** PostgreSQL's longest identifier. */
const MAX_IDENTIFIER = 63;

type Json = unknown;

export interface DesignTexts {
  tables: string | null;
  formData: string | null;
  columnData: string | null;
  appColumnData: string | null;
}

const TABLE_KEYS_OF_CONFIG = ['tableName', 'relationTable'] as const;
const TABLE_KEYS_OF_ENTRY = ['table', 'relationTable'] as const;

function parsed(text: string | null): Json {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

const isObject = (value: Json): value is Record<string, Json> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Every object inside a JSON value (the value itself first). */
function* objectsIn(value: Json): Generator<Record<string, Json>> {
  if (Array.isArray(value)) {
    for (const item of value) yield* objectsIn(item);
  } else if (isObject(value)) {
    yield value;
    for (const item of Object.values(value)) yield* objectsIn(item);
  }
}

/** The `__config__` objects of every field in a design's JSON. */
function* configsIn(value: Json): Generator<Record<string, Json>> {
  for (const object of objectsIn(value)) if (isObject(object.__config__)) yield object.__config__;
}

const entriesOf = (tables: Json): Record<string, Json>[] => (Array.isArray(tables) ? tables.filter(isObject) : []);

/** The copy's name for a table: the original's with the suffix, within 63 characters. */
export const copiedTableName = (table: string, suffix: string): string => `${table.slice(0, MAX_IDENTIFIER - suffix.length - 1)}_${suffix}`;

/** Renames, in place, the keys of `object` that hold a renamed table; answers whether any did. */
function rename(object: Record<string, Json>, keys: readonly string[], names: ReadonlyMap<string, string>): boolean {
  let changed = false;
  for (const key of keys) {
    const value = object[key];
    const renamed = typeof value === 'string' ? names.get(value.toLowerCase()) : undefined;
    if (renamed === undefined) continue;
    object[key] = renamed;
    changed = true;
  }
  return changed;
}

/** The design's JSON texts with every table it names renamed for the copy (texts naming none unchanged). */
export function withCopiedTables(source: DesignTexts, suffix: string): DesignTexts {
  const tables = parsed(source.tables);
  const formData = parsed(source.formData);
  const named = [...entriesOf(tables).map((entry) => entry.table), ...[...configsIn(formData)].map((config) => config.tableName)].filter(
    (name): name is string => typeof name === 'string' && name !== '',
  );
  // one name per table, however it is cased (the databases compare unquoted names without case)
  const names = new Map(named.map((name) => [name.toLowerCase(), copiedTableName(name, suffix)]));
  if (names.size === 0) return source;
  const renamedText = (text: string | null, value: Json, rewrite: (value: Json) => boolean): string | null =>
    value !== undefined && rewrite(value) ? JSON.stringify(value) : text;
  const inConfigs = (value: Json): boolean => [...configsIn(value)].map((config) => rename(config, TABLE_KEYS_OF_CONFIG, names)).some(Boolean);
  return {
    tables: renamedText(source.tables, tables, (value) =>
      entriesOf(value)
        .map((entry) => rename(entry, TABLE_KEYS_OF_ENTRY, names))
        .some(Boolean),
    ),
    formData: renamedText(source.formData, formData, inConfigs),
    columnData: renamedText(source.columnData, parsed(source.columnData), inConfigs),
    appColumnData: renamedText(source.appColumnData, parsed(source.appColumnData), inConfigs),
  };
}
