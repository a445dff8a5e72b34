/**
 * The program of the SQLite child process (sql-sqlite.ts starts it with `node -e`, passing the
 * path of better-sqlite3 as its argument). Plain JavaScript in a string, so it loads the same
 * under tsx, vitest and a build: no loader, no transform.
 *
 * Why a process and not a worker thread: better-sqlite3 runs a statement in native code, where
 * `worker.terminate()` cannot reach (an endless recursive CTE that yields no row never returns to
 * JavaScript, and the stuck thread even blocks `process.exit`). A process can always be killed.
 *
 * One job at a time, over the IPC channel:
 * in  { file, sql, values, mode, rowLimit, busyTimeoutMs }
 * out { ready: true } once, then per job { ok: true, rows, truncated, affected? } or
 *     { ok: false, reason, detail } with a FailureReason of run-contract.ts.
 * A query opens the file read-only (a write is then impossible whatever the text says) and reads
 * at most rowLimit + 1 rows; a write opens it read-write with a busy timeout.
 */
export const SQLITE_CHILD_SOURCE = String.raw`
'use strict';
const Database = require(process.argv[1]);

process.on('disconnect', () => process.exit(0));

function refusal(detail) {
  return { ok: false, reason: 'statementRefused', detail };
}

function failure(error) {
  const detail = error && error.message ? String(error.message) : String(error);
  if (/more than one statement/.test(detail)) return refusal(detail);
  if (error && error.code === 'SQLITE_READONLY') return refusal(detail);
  if (error && error.code === 'SQLITE_CANTOPEN') return { ok: false, reason: 'dataSourceMissing', detail: '' };
  return { ok: false, reason: 'statementFailed', detail };
}

/** better-sqlite3 binds Buffers; the IPC channel delivers them as plain Uint8Arrays. */
const bindable = (value) => (value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value) : value);

function read(statement, values, rowLimit) {
  if (!statement.reader || !statement.readonly) return refusal('');
  const rows = [];
  let truncated = false;
  for (const row of statement.iterate(...values)) {
    if (rows.length === rowLimit) {
      truncated = true;
      break;
    }
    rows.push(row);
  }
  return { ok: true, rows, truncated };
}

function write(statement, values, rowLimit) {
  if (statement.readonly) return refusal('');
  if (!statement.reader) return { ok: true, rows: [], truncated: false, affected: statement.run(...values).changes };
  // RETURNING: SQLite makes every change on the first step, so all rows are the written ones.
  const rows = statement.all(...values);
  return { ok: true, rows: rows.slice(0, rowLimit), truncated: rows.length > rowLimit, affected: rows.length };
}

function run(job) {
  let db;
  try {
    const writing = job.mode !== 'query';
    db = new Database(job.file, { readonly: !writing, fileMustExist: true, timeout: job.busyTimeoutMs });
    const statement = db.prepare(job.sql);
    const values = job.values.map(bindable);
    return writing ? write(statement, values, job.rowLimit) : read(statement, values, job.rowLimit);
  } catch (error) {
    return failure(error);
  } finally {
    if (db) db.close();
  }
}

process.on('message', (job) => process.send(run(job)));
process.send({ ready: true });
`;
