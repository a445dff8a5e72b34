import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Answer } from './fuzz-client.ts';

/**
 * What the fuzz holds every answer to, and the table fingerprints that show whether a refused
 * request changed a row.
 */

export type FindingKind = 'dropped-connection' | 'server-error' | 'not-envelope' | 'leak' | 'untranslated' | 'row-changed';

export interface Finding {
  kind: FindingKind;
  caller: string;
  operation: string;
  label: string;
  request: string;
  answer: string;
}

/** Answers that are a file, not the envelope: accepted only as a success. */
const BINARY = /^(image\/|application\/octet-stream|application\/vnd\.|text\/html|text\/css|application\/javascript)/;

/** A stack frame, a source path, a framework error code or Fastify's own error body. */
const LEAKS: [RegExp, string][] = [
  [/\bat (?:[\w$.<>[\] ]+ \()?(?:file:\/\/)?\/[^\s()"]+:\d+:\d+\)?/, 'a stack frame'],
  [/node_modules/, 'a node_modules path'],
  [/(?:\/work\/main|file:\/\/|[A-Za-z]:\\\\)/, 'a file path'],
  [/[\w/.-]+\.(?:ts|js|mjs|cjs):\d+/, 'a source location'],
  [/\bFST_[A-Z_]+|\bERR_[A-Z_]{4,}/, 'a framework error code'],
  [/"statusCode"\s*:/, "Fastify's own error body"],
  [/\b(?:TypeError|RangeError|SyntaxError|ReferenceError|SqliteError|error: )\b/, 'an error name'],
];

/** Problems with one answer (empty when it is fine). */
export function judgeAnswer(answer: Answer): { kind: FindingKind; detail: string }[] {
  if ('error' in answer) return [{ kind: 'dropped-connection', detail: answer.error }];
  if (answer.contentType === 'client-refused') return [];
  const problems: { kind: FindingKind; detail: string }[] = [];
  if (answer.status >= 500) problems.push({ kind: 'server-error', detail: `HTTP ${answer.status}` });
  if (answer.status === 200 && BINARY.test(answer.contentType)) return problems;
  let envelope: { code?: unknown; msg?: unknown } | undefined;
  try {
    envelope = JSON.parse(answer.body) as { code?: unknown; msg?: unknown };
  } catch {
    envelope = undefined;
  }
  if (!envelope || typeof envelope !== 'object' || typeof envelope.code !== 'number' || typeof envelope.msg !== 'string') {
    problems.push({ kind: 'not-envelope', detail: `HTTP ${answer.status} ${answer.contentType}` });
  } else {
    if (envelope.code >= 500 && envelope.code < 600) problems.push({ kind: 'server-error', detail: `code ${envelope.code}` });
    // The caller asked for zh-CN: a refusal in English is the framework speaking, not the platform.
    if (envelope.code !== 200 && !/[\u3400-\u9fff]/.test(envelope.msg)) problems.push({ kind: 'untranslated', detail: `msg ${JSON.stringify(envelope.msg)}` });
    if (/Error:|\n\s+at /.test(envelope.msg)) problems.push({ kind: 'leak', detail: `msg ${JSON.stringify(envelope.msg.slice(0, 120))}` });
  }
  for (const [pattern, what] of LEAKS) {
    const match = pattern.exec(answer.body);
    if (match) problems.push({ kind: 'leak', detail: `${what}: ${JSON.stringify(match[0].slice(0, 80))}` });
  }
  return problems;
}

export const codeOf = (answer: Answer): number | undefined => {
  if ('error' in answer) return undefined;
  try {
    const parsed = JSON.parse(answer.body) as { code?: unknown };
    return typeof parsed.code === 'number' ? parsed.code : undefined;
  } catch {
    return undefined;
  }
};

export const describeAnswer = (answer: Answer): string =>
  'error' in answer ? answer.error : `HTTP ${answer.status} ${answer.contentType.split(';')[0]} ${answer.body.slice(0, 200)}`;

/**
 * A function giving a hash of every table's rows (in a stable order), by table. On PostgreSQL one
 * query hashes every table inside the database (md5 of the sorted row texts); on SQLite the rows
 * are read and hashed here.
 */
export async function fingerprinter(db: Kysely<unknown>, ignored: ReadonlySet<string>): Promise<() => Promise<Map<string, string>>> {
  const tables = (await db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !ignored.has(name))
    .sort();
  const postgres = await sql<{ v: string }>`select version() as v`
    .execute(db)
    .then((result) => String(result.rows[0]?.v ?? '').includes('PostgreSQL'))
    .catch(() => false);
  if (postgres) {
    const parts = tables.map(
      (name) =>
        sql`select ${sql.lit(name)}::text as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as hash from ${sql.table(name)} t`,
    );
    const query = sql<{ name: string; hash: string }>`${sql.join(parts, sql` union all `)}`;
    return async () => new Map((await query.execute(db)).rows.map((row) => [row.name, row.hash]));
  }
  // Kysely<unknown> knows no tables by type; these names come from the database itself.
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  return async () => {
    const fingerprints = new Map<string, string>();
    for (const name of tables) {
      const rows = await untyped.selectFrom(name).selectAll().execute();
      const lines = rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))).sort();
      fingerprints.set(
        name,
        createHash('sha1')
          .update(`${rows.length}\n${lines.join('\n')}`)
          .digest('hex'),
      );
    }
    return fingerprints;
  };
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

/**
 * A cheap "has anything been written since" probe: SQLite's total_changes() counts every row the
 * connection (the app's only one) inserted, updated or deleted, so an unchanged count means the
 * fingerprints cannot have changed either. Undefined on PostgreSQL, which has no such counter
 * (every request is fingerprinted there).
 */
export async function writeCounter(db: Kysely<unknown>): Promise<(() => Promise<number>) | undefined> {
  const read = async () => Number((await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0]?.n ?? NaN);
  try {
    await read();
    return read;
  } catch {
    return undefined;
  }
}
