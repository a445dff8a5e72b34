import type { Dialect } from '../../core/db/database.ts';

/**
 * Cuts the SQL text of a data interface into pieces the parameter binder (sql-parameters.ts) and
 * the statement guard (sql-statement-guard.ts) can trust: code, opaque literals (strings and
 * quoted identifiers, whose contents are never keywords, `;` or parameters), comments, and the
 * `@name` parameters. It follows each dialect's quoting rules, so `'@a'`, `"@a"`, `-- @a` and
 * PostgreSQL's `$$ @a $$` are no parameters and a `;` inside them separates nothing. An
 * unterminated literal or comment runs to the end of the text: the database then refuses it.
 */

export type SqlPiece =
  | { kind: 'code'; text: string }
  /** a string, a quoted identifier or a dollar-quoted body, quotes included */
  | { kind: 'literal'; text: string }
  | { kind: 'comment'; text: string }
  | { kind: 'parameter'; text: string; name: string };

/** Characters of a parameter name after `@`: letters, digits, underscore (JNPF's `@keyword`). */
const NAME_CHAR = /[\p{L}\p{N}_]/u;
/** Characters an identifier or keyword may hold; one before `$` or `'` makes it part of that word. */
const WORD_CHAR = /[\p{L}\p{N}_$]/u;
/** PostgreSQL's `$tag$` opening a dollar-quoted string (`$1` is a positional parameter, not a tag). */
const DOLLAR_TAG = /^\$(?:[\p{L}_][\p{L}\p{N}_]*)?\$/u;

const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);

/** Where a quoted run starting at `start` ends (index after its closing quote); a doubled quote stays inside. */
function endOfQuoted(sql: string, start: number, close: string, backslashEscapes = false): number {
  let i = start + 1;
  while (i < sql.length) {
    const char = sql[i];
    if (backslashEscapes && char === '\\') i += 2;
    else if (char === close) {
      if (sql[i + 1] === close && close !== ']') i += 2;
      else return i + 1;
    } else i += 1;
  }
  return sql.length;
}

/** Where a block comment ends; PostgreSQL nests them, SQLite does not. */
function endOfBlockComment(sql: string, start: number, nested: boolean): number {
  let depth = 0;
  let i = start;
  while (i < sql.length) {
    if (sql.startsWith('/*', i)) {
      depth = nested ? depth + 1 : 1;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else i += 1;
  }
  return sql.length;
}

/** PostgreSQL `E'…'`: the quote follows a lone E, in which a backslash escapes the next character. */
function isEscapeString(sql: string, quoteAt: number): boolean {
  const before = sql[quoteAt - 1];
  return (before === 'E' || before === 'e') && !isWordChar(sql[quoteAt - 2]);
}

/** The end of the literal or comment starting at `i`, or null when none starts there. */
function endOfOpaque(sql: string, i: number, dialect: Dialect): { end: number; kind: 'literal' | 'comment' } | null {
  const char = sql[i];
  const postgres = dialect === 'postgres';
  if (char === "'") return { end: endOfQuoted(sql, i, "'", postgres && isEscapeString(sql, i)), kind: 'literal' };
  if (char === '"') return { end: endOfQuoted(sql, i, '"'), kind: 'literal' };
  if (!postgres && char === '`') return { end: endOfQuoted(sql, i, '`'), kind: 'literal' };
  if (!postgres && char === '[') return { end: endOfQuoted(sql, i, ']'), kind: 'literal' };
  if (sql.startsWith('--', i)) {
    const newline = sql.indexOf('\n', i);
    return { end: newline === -1 ? sql.length : newline, kind: 'comment' };
  }
  if (sql.startsWith('/*', i)) return { end: endOfBlockComment(sql, i, postgres), kind: 'comment' };
  if (postgres && char === '$' && !isWordChar(sql[i - 1])) {
    const tag = DOLLAR_TAG.exec(sql.slice(i, i + 256))?.[0];
    if (tag) {
      const close = sql.indexOf(tag, i + tag.length);
      return { end: close === -1 ? sql.length : close + tag.length, kind: 'literal' };
    }
  }
  return null;
}

/** The parameter name starting after the `@` at `i`, or '' when this `@` is no parameter (PostgreSQL's `@@`, a lone `@`). */
function parameterNameAt(sql: string, i: number): string {
  if (sql[i - 1] === '@' || sql[i + 1] === '@') return '';
  let end = i + 1;
  while (end < sql.length && NAME_CHAR.test(sql[end] as string)) end += 1;
  return sql.slice(i + 1, end);
}

export function lexSql(sql: string, dialect: Dialect): SqlPiece[] {
  const pieces: SqlPiece[] = [];
  let codeStart = 0;
  const flushCode = (end: number) => {
    if (end > codeStart) pieces.push({ kind: 'code', text: sql.slice(codeStart, end) });
  };
  let i = 0;
  while (i < sql.length) {
    const opaque = endOfOpaque(sql, i, dialect);
    if (opaque) {
      flushCode(i);
      pieces.push({ kind: opaque.kind, text: sql.slice(i, opaque.end) });
      i = codeStart = opaque.end;
      continue;
    }
    const name = sql[i] === '@' ? parameterNameAt(sql, i) : '';
    if (name) {
      flushCode(i);
      const end = i + 1 + name.length;
      pieces.push({ kind: 'parameter', text: sql.slice(i, end), name });
      i = codeStart = end;
      continue;
    }
    i += 1;
  }
  flushCode(sql.length);
  return pieces;
}
