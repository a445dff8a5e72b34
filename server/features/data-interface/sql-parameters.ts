import type { Dialect } from '../../core/db/database.ts';
import type { SqlPiece } from './sql-lexer.ts';

/**
 * Turns the `@name` parameters of a lexed statement (sql-lexer.ts) into the driver's bound
 * placeholders, `?` for SQLite and `$1, $2 …` for PostgreSQL, with the values in their order.
 * Values are never written into the text, so a value such as `' or 1=1 --` is only ever a value.
 */

export interface BoundStatement {
  /** the statement with a placeholder where each `@name` stood */
  text: string;
  /** one value per placeholder, in order */
  values: unknown[];
}

/**
 * A value the driver binds as the parameter's type asks: booleans as 1/0 for SQLite (it has no
 * boolean), dates as ISO text, arrays and objects as JSON text (pg would turn an array into a
 * PostgreSQL array literal, which no JNPF parameter means), bytes as bytes.
 */
export function bindableValue(value: unknown, dialect: Dialect): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return dialect === 'sqlite' ? (value ? 1 : 0) : value;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'bigint') return dialect === 'sqlite' ? value : value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Uint8Array) return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A placeholder glued to a word would join it (`x$1` is one PostgreSQL identifier): keep a space between. */
const WORD_END = /[\p{L}\p{N}_$]$/u;
const WORD_START = /^[\p{L}\p{N}_$]/u;

export function bindParameters(pieces: readonly SqlPiece[], params: Readonly<Record<string, unknown>>, dialect: Dialect): BoundStatement {
  const values: unknown[] = [];
  let text = '';
  let afterPlaceholder = false;
  for (const piece of pieces) {
    if (piece.kind !== 'parameter') {
      text += afterPlaceholder && WORD_START.test(piece.text) ? ` ${piece.text}` : piece.text;
      afterPlaceholder = false;
      continue;
    }
    // A name the caller did not give binds null, as the run contract says (run-contract.ts SqlRun).
    values.push(bindableValue(Object.hasOwn(params, piece.name) ? params[piece.name] : null, dialect));
    const placeholder = dialect === 'postgres' ? `$${values.length}` : '?';
    text += WORD_END.test(text) ? ` ${placeholder}` : placeholder;
    afterPlaceholder = true;
  }
  return { text, values };
}
