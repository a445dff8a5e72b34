import { AsyncLocalStorage } from 'node:async_hooks';
import type { LogEvent, OperationNode } from 'kysely';

/**
 * Which tables one piece of work read, for the response cache (docs/decisions/0015): every
 * statement the platform database runs inside `recordReads` is looked at after it ran (Kysely's
 * query log, which sees built and raw statements, executed and streamed alike). A statement the
 * recorder cannot fully name — a write, DDL, raw SQL text that reads tables — makes the record
 * `unknown`, and work with an unknown record is never cached: the recorder errs towards no cache,
 * never towards a stale one.
 */
export interface ReadRecord {
  tables: Set<string>;
  /** why the reads cannot be named, when they cannot */
  unknown: string | null;
}

const current = new AsyncLocalStorage<ReadRecord>();

/** Runs `work` with a fresh record of what it reads; the record is filled as statements finish. */
export function recordReads<T>(work: () => Promise<T>): { record: ReadRecord; result: Promise<T> } {
  const record: ReadRecord = { tables: new Set(), unknown: null };
  return { record, result: current.run(record, work) };
}

/**
 * Reads that do not go through the platform database's statements (a data interface's echo-back,
 * an external source, a file) make the current record unknown; outside a record this does nothing.
 */
export function noteUnrecordedRead(reason: string): void {
  const record = current.getStore();
  if (record && !record.unknown) record.unknown = reason;
}

/** Kysely's `log` option for the platform database: costs one store lookup outside a record. */
export function recordingLog(event: LogEvent): void {
  const record = current.getStore();
  if (!record || record.unknown) return;
  noteQuery(record, event.query.query);
}

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
/** Raw SQL text that names tables itself (a subquery or a whole statement written by hand). */
const READS_TABLES = /\b(from|join|into|update|table)\b/i;

function noteQuery(record: ReadRecord, root: OperationNode): void {
  const read: string[] = [];
  // a `with name as (…)` names no table: its body's tables are what is read
  const named = new Set<string>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    const kind = (node as { kind?: unknown }).kind;
    if (typeof kind === 'string') {
      if (WRITES.has(kind) || kind.startsWith('Create') || kind.startsWith('Drop') || kind.startsWith('Alter')) {
        record.unknown = `a ${kind}`;
        return;
      }
      if (kind === 'TableNode') {
        read.push((node as { table: { identifier: { name: string } } }).table.identifier.name);
        continue;
      }
      if (kind === 'CommonTableExpressionNameNode') {
        named.add((node as { table: { table: { identifier: { name: string } } } }).table.table.identifier.name);
        continue;
      }
      // `r.id`: the table part qualifies a column by a name already read (or an alias), it reads nothing
      if (kind === 'ReferenceNode') {
        stack.push((node as { column: unknown }).column);
        continue;
      }
      if (kind === 'RawNode' && (node as { sqlFragments: readonly string[] }).sqlFragments.some((text) => READS_TABLES.test(text))) {
        record.unknown = 'raw SQL naming tables';
        return;
      }
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') stack.push(value);
  }
  for (const table of read) if (!named.has(table)) record.tables.add(table);
}
