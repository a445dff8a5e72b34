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
 *
 * On the platform's own file (job.deny set) the statement's bytecode is read first (EXPLAIN;
 * better-sqlite3 offers no authorizer): every table and index it opens is looked up by its root
 * page in sqlite_schema, every Column it reads is named through its cursor, and a statement that
 * opens a denied table, reads a denied column, reads
 * sqlite_schema or another schema, or opens a virtual table (the pragma_* functions, dbstat) is
 * refused as 'objectDenied' before it runs, and so is a statement that opens a write-protected table
 * for writing (OpenWrite, or Clear/Destroy by root page) or writes through a cursor on one; a write to a table holding denied columns (base_user)
 * runs in a transaction that is undone when it changed one of them. Bytecode is what runs, so views, CTEs, subqueries,
 * UNION and SELECT * are judged by what they really read.
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

/** OpenWrite's P5 flag saying P2 is a register, not a root page (a table being created). */
const OPFLAG_P2ISREG = 0x10;

/**
 * What the statement's bytecode touches of job.deny: { denied } naming the first table or
 * table.column it may not touch, else { guarded } listing the tables holding denied columns it
 * writes (their rows are compared before and after the write, guardedWrite).
 * A write rebuilds every column of each row it changes: reading a denied column into its own
 * place of the rebuilt record (Column c,k → register base+k of the MakeRecord an Insert on the
 * same table takes) is that copy, not a read; any other read of it is refused.
 */
function inspect(db, sql, values, deny) {
  const objects = new Map();
  for (const row of db.prepare("SELECT type, name, tbl_name AS tbl, rootpage FROM main.sqlite_schema WHERE rootpage > 0").all())
    objects.set(row.rootpage, { type: row.type, name: row.name, table: String(row.tbl).toLowerCase() });
  const columnNames = new Map();
  // The columns of a table by number, or of an index by its position (index_xinfo: keys, then the rowid).
  const namesOf = (object) => {
    let names = columnNames.get(object.name);
    if (!names) {
      const rows = object.type === 'index'
        ? db.prepare('SELECT name FROM pragma_index_xinfo(?) ORDER BY seqno').all(object.name)
        : db.prepare('SELECT name FROM pragma_table_info(?) ORDER BY cid').all(object.name);
      names = rows.map((row) => String(row.name === null ? '' : row.name).toLowerCase());
      columnNames.set(object.name, names);
    }
    return names;
  };
  // EXPLAIN lists the statement's program, then each trigger program it may run, each from address
  // 0 with cursors of its own: every program is judged with its own cursor numbers.
  const programs = [];
  for (const op of db.prepare('EXPLAIN ' + sql).all(...values)) {
    if (op.addr === 0 || programs.length === 0) programs.push([]);
    programs[programs.length - 1].push(op);
  }
  const guarded = new Set();
  for (const program of programs) {
    const denied = inspectProgram(program, objects, namesOf, deny, guarded);
    if (denied) return { denied };
  }
  return { denied: '', guarded: [...guarded] };
}

/** One program of the statement (inspect): the first denied table or column it touches, or ''. */
function inspectProgram(program, objects, namesOf, deny, guarded) {
  const cursors = new Map();
  for (const op of program) {
    switch (op.opcode) {
      case 'OpenRead':
      case 'OpenWrite':
      case 'ReopenIdx': {
        if (op.p3 !== 0) return 'sqlite_temp_schema';
        if (op.p2 === 1) return 'sqlite_schema';
        const object = op.opcode === 'OpenWrite' && op.p5 & OPFLAG_P2ISREG ? undefined : objects.get(op.p2);
        if (!object) return 'sqlite_schema';
        // sqlite_stat1/sqlite_stat4 keep samples of index keys (a session's id among them): SQLite's own tables are no business data.
        if (deny.tables.includes(object.table) || object.table.startsWith('sqlite_')) return object.table;
        // Interface writes never change a security or permission table (an upsert copying hashes into a readable column, a role granted).
        if (op.opcode === 'OpenWrite' && deny.writeProtected.includes(object.table)) return object.table;
        if (op.opcode === 'OpenWrite' && deny.columns[object.table]) guarded.add(object.table);
        cursors.set(op.p1, object);
        break;
      }
      case 'OpenDup':
        cursors.set(op.p1, cursors.get(op.p2));
        break;
      case 'VOpen':
        return 'virtual table';
      // DELETE without WHERE (Clear) and DROP (Destroy) name the b-tree by its root page, with no cursor.
      case 'Clear':
      case 'Destroy': {
        const object = objects.get(op.p1);
        if (!object) return 'sqlite_schema';
        if (deny.tables.includes(object.table) || deny.writeProtected.includes(object.table) || object.table.startsWith('sqlite_')) return object.table;
        break;
      }
      default:
    }
  }
  // Belt and braces: no write opcode on a cursor of a write-protected table, however it was opened.
  for (const op of program) {
    switch (op.opcode) {
      case 'Insert':
      case 'Delete':
      case 'IdxInsert':
      case 'IdxDelete':
      case 'NewRowid': {
        const object = cursors.get(op.p1);
        if (object && deny.writeProtected.includes(object.table)) return object.table;
        break;
      }
      default:
    }
  }
  // The registers each Insert's record is built from, by table: [base, count] of its MakeRecord.
  const records = [];
  program.forEach((op, at) => {
    if (op.opcode !== 'Insert' || !cursors.has(op.p1)) return;
    for (let back = at - 1; back >= 0; back -= 1) {
      const made = program[back];
      if (made.opcode === 'MakeRecord' && made.p3 === op.p2) {
        records.push({ table: cursors.get(op.p1).table, base: made.p1, count: made.p2 });
        break;
      }
    }
  });
  for (const op of program) {
    if (op.opcode !== 'Column') continue;
    const object = cursors.get(op.p1);
    const denied = object && deny.columns[object.table];
    if (!denied) continue;
    const name = namesOf(object)[op.p2];
    if (!name || !denied.includes(name)) continue;
    const copy = object.type === 'table' && records.some((record) => record.table === object.table && op.p3 === record.base + op.p2 && op.p2 < record.count);
    if (!copy) return object.table + '.' + name;
  }
  return '';
}

const quoted = (name) => '"' + name.replace(/"/g, '""') + '"';

/** rowid → the denied columns' values (as JSON) of every row of the table. */
function deniedValues(db, table, columns) {
  const rows = new Map();
  const select = 'SELECT rowid, ' + columns.map(quoted).join(', ') + ' FROM ' + quoted(table);
  for (const row of db.prepare(select).raw().iterate()) rows.set(row[0], JSON.stringify(row.slice(1)));
  return rows;
}

/**
 * A write to a table holding denied columns, in a transaction: refused when it changed a denied
 * column of a row, or gave a new row one, and then undone. RETURNING is refused on such a table:
 * the returned row would carry the copied denied value.
 */
function guardedWrite(db, statement, values, rowLimit, tables, deny) {
  if (statement.reader) return { ok: false, reason: 'objectDenied', detail: tables[0] };
  db.exec('BEGIN IMMEDIATE');
  try {
    const before = tables.map((table) => deniedValues(db, table, deny.columns[table]));
    const answer = write(statement, values, rowLimit);
    for (let index = 0; index < tables.length; index += 1) {
      const table = tables[index];
      const blank = JSON.stringify(deny.columns[table].map(() => null));
      for (const [rowid, now] of deniedValues(db, table, deny.columns[table])) {
        const was = before[index].get(rowid);
        if (was === undefined ? now !== blank : was !== now) {
          db.exec('ROLLBACK');
          return { ok: false, reason: 'objectDenied', detail: table + '.' + deny.columns[table].join(', ') };
        }
      }
    }
    db.exec('COMMIT');
    return answer;
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

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
    const seen = job.deny ? inspect(db, job.sql, values, job.deny) : { denied: '', guarded: [] };
    if (seen.denied) return { ok: false, reason: 'objectDenied', detail: seen.denied };
    if (!writing) return read(statement, values, job.rowLimit);
    return seen.guarded.length ? guardedWrite(db, statement, values, job.rowLimit, seen.guarded, job.deny) : write(statement, values, job.rowLimit);
  } catch (error) {
    return failure(error);
  } finally {
    if (db) db.close();
  }
}

process.on('message', (job) => process.send(run(job)));
process.send({ ready: true });
`;
