/**
 * Recognises a write the database refused because a unique index already holds the value, on
 * either database, and says which columns (and, on PostgreSQL, which index) were hit. The friendly
 * uniqueness checks run before a write, so two parallel requests can both pass them; the unique
 * index then refuses the later write, and callers turn that refusal into the same 400 the check gives.
 */
export interface UniqueViolation {
  /** the table written to, when the driver says */
  table: string | null;
  /** the index's columns in index order, e.g. ['dictionaryTypeId', 'enCode'] */
  columns: string[];
  /** the index (PostgreSQL's constraint name); null on SQLite, which names columns only */
  index: string | null;
}

// better-sqlite3: "UNIQUE constraint failed: base_dictionary_data.dictionaryTypeId, base_dictionary_data.enCode"
const SQLITE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const SQLITE_COLUMNS = /UNIQUE constraint failed: (.+)$/;
// pg: detail 'Key ("dictionaryTypeId", "enCode")=(t1, A) already exists.' (or "is duplicated." when an index is being built)
const PG_UNIQUE_VIOLATION = '23505';
const PG_KEY = /^Key \((.+?)\)=\(/;

interface DriverError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  table?: unknown;
  constraint?: unknown;
}

export function uniqueViolationOf(error: unknown): UniqueViolation | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, detail, table, constraint } = error as DriverError;
  if (typeof code === 'string' && SQLITE_CODES.has(code)) {
    const listed = SQLITE_COLUMNS.exec(String(message ?? ''))?.[1] ?? '';
    const qualified = listed
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const columns = qualified.map((name) => name.slice(name.indexOf('.') + 1));
    const owner = qualified[0]?.includes('.') ? qualified[0].slice(0, qualified[0].indexOf('.')) : null;
    return { table: owner, columns, index: null };
  }
  if (code === PG_UNIQUE_VIOLATION) {
    const listed = PG_KEY.exec(String(detail ?? ''))?.[1] ?? '';
    const columns = listed
      .split(',')
      .map((part) => part.trim().replace(/^"(.*)"$/, '$1'))
      .filter(Boolean);
    return { table: typeof table === 'string' ? table : null, columns, index: typeof constraint === 'string' ? constraint : null };
  }
  return null;
}

/**
 * The unique field of `unique` a violation is about: the index's columns name it, or (when the
 * driver gave no columns) the index's name does. The scope column of a scoped index is not the
 * field the user is told about (编码不能重复, not "dictionary type").
 */
export function violatedField(
  violation: UniqueViolation,
  unique: readonly string[],
  indexes: readonly { name: string; columns: string[] }[] = [],
  scope: string | null = null,
): string | null {
  const columns = violation.columns.length > 0 ? violation.columns : (indexes.find((index) => index.name === violation.index)?.columns ?? []);
  return [...columns].reverse().find((column) => column !== scope && unique.includes(column)) ?? null;
}
