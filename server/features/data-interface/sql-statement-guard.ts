import type { SqlMode } from './interface-definition.ts';
import type { SqlPiece } from './sql-lexer.ts';
import { InterfaceFailure } from './run-contract.ts';

/**
 * The lexical gate in front of the database (the database is the second gate: a read-only
 * transaction or a read-only file for queries, one statement per prepared statement). It looks
 * at the words outside literals and comments (sql-lexer.ts) and refuses, as 'statementRefused'
 * with the offending word as detail:
 * - more than one statement: a `;` followed by anything but whitespace, comments or more `;`;
 * - any statement whose first keyword is not the interface's mode: schema changes (CREATE, ALTER,
 *   DROP, TRUNCATE, GRANT, ATTACH, PRAGMA, VACUUM …), session and transaction control (SET,
 *   BEGIN, COMMIT …), COPY, CALL, DO, EXPLAIN and anything else outside the allow-list below;
 * - in a query, a write anywhere (PostgreSQL's `WITH d AS (DELETE …) SELECT`, `SELECT … INTO`,
 *   `FOR UPDATE`).
 * Writes may not open with WITH: the verb must come first, so what a write interface does is
 * plain to the administrator who switched writes on.
 */

/** The first keywords each mode accepts. A query may open with `(` (PostgreSQL's `(SELECT …) UNION …`). */
const FIRST_WORDS: Record<SqlMode, readonly string[]> = {
  query: ['select', 'with', 'values'],
  // SQLite's REPLACE INTO is an insert that may overwrite; PostgreSQL has no such statement and refuses it itself.
  insert: ['insert', 'replace'],
  update: ['update'],
  delete: ['delete'],
};

/** Words that write or lock; none belongs anywhere in a query (REPLACE is left out: it is also a string function). */
const WRITE_WORDS = new Set(['insert', 'update', 'delete', 'merge', 'into']);

type Token = { kind: 'word'; word: string } | { kind: 'semicolon' } | { kind: 'open' } | { kind: 'other' };

/** Words, `;`, `(` and the rest, from the code outside literals and comments; a literal or parameter is one 'other' token. */
function tokensOf(pieces: readonly SqlPiece[]): Token[] {
  const tokens: Token[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'comment') continue;
    if (piece.kind !== 'code') {
      tokens.push({ kind: 'other' });
      continue;
    }
    for (const [text] of piece.text.matchAll(/[\p{L}_][\p{L}\p{N}_$]*|[;(]|[^\s\p{L}_;(]+/gu)) {
      if (text === ';') tokens.push({ kind: 'semicolon' });
      else if (text === '(') tokens.push({ kind: 'open' });
      else if (/^[\p{L}_]/u.test(text)) tokens.push({ kind: 'word', word: text.toLowerCase() });
      else tokens.push({ kind: 'other' });
    }
  }
  return tokens;
}

const refuse = (detail: string): never => {
  throw new InterfaceFailure('statementRefused', detail);
};

/** Throws InterfaceFailure('statementRefused') unless the pieces are one statement the mode allows. */
export function guardStatement(pieces: readonly SqlPiece[], mode: SqlMode): void {
  const tokens = tokensOf(pieces);
  const end = tokens.findIndex((token) => token.kind === 'semicolon');
  if (end !== -1 && tokens.slice(end).some((token) => token.kind !== 'semicolon')) refuse(';');
  const statement = end === -1 ? tokens : tokens.slice(0, end);

  const start = mode === 'query' ? statement.findIndex((token) => token.kind !== 'open') : 0;
  const first = statement[start];
  if (!first || first.kind !== 'word') return refuse('');
  if (!FIRST_WORDS[mode].includes(first.word)) refuse(first.word.toUpperCase());

  if (mode === 'query') {
    const write = statement.find((token) => token.kind === 'word' && WRITE_WORDS.has(token.word));
    if (write?.kind === 'word') refuse(write.word.toUpperCase());
  }
}
