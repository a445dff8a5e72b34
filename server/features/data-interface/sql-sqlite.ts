import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import type { SqlMode } from './interface-definition.ts';
import type { BoundStatement } from './sql-parameters.ts';
import { SQLITE_CHILD_SOURCE } from './sql-sqlite-child.ts';
import { INTERFACE_DENIED_COLUMNS, INTERFACE_DENIED_TABLES, INTERFACE_WRITE_PROTECTED_TABLES } from '../../core/db/interface-deny-list.ts';
import { InterfaceFailure, type FailureReason, type SqlLimits, type SqlResult } from './run-contract.ts';

/**
 * Runs a bound statement on a SQLite file in a child process (sql-sqlite-child.ts says why not a
 * worker thread): the child is killed when the statement outlives its time limit, and a fresh
 * one takes its place on the next run. Children are reused between runs, at most MAX_CHILDREN at
 * once (further runs wait their turn; their time limit starts when their statement is sent), and
 * never keep the server process alive on their own.
 */

/** Two cores: more SQLite children than that would only queue on the CPU. */
const MAX_CHILDREN = 2;
/** How long a new child may take to load node and better-sqlite3. */
const START_LIMIT_MS = 15_000;
/** Memory of a child: the rows of one run (rowLimit of them) and better-sqlite3. */
const CHILD_HEAP_MB = 512;

const BETTER_SQLITE3 = createRequire(import.meta.url).resolve('better-sqlite3');

interface SqliteJob {
  file: string;
  sql: string;
  values: unknown[];
  mode: SqlMode;
  rowLimit: number;
  busyTimeoutMs: number;
  /** what the statement may not touch (the platform's own file), lower case; null for a named data source */
  deny: { tables: string[]; writeProtected: string[]; columns: Record<string, string[]> } | null;
}

/** The deny-list as the child compares it: SQLite names are case-insensitive. */
const OWN_FILE_DENY: NonNullable<SqliteJob['deny']> = {
  tables: INTERFACE_DENIED_TABLES.map((table) => table.toLowerCase()),
  writeProtected: INTERFACE_WRITE_PROTECTED_TABLES.map((table) => table.toLowerCase()),
  columns: Object.fromEntries(
    Object.entries(INTERFACE_DENIED_COLUMNS).map(([table, columns]) => [table.toLowerCase(), columns.map((column) => column.toLowerCase())]),
  ),
};

type ChildAnswer =
  { ready: true } | { ok: true; rows: Record<string, unknown>[]; truncated: boolean; affected?: number } | { ok: false; reason: FailureReason; detail: string };

/** One child process, running one job at a time. */
class SqliteChild {
  private readonly process: ChildProcess;
  private answer: ((answer: ChildAnswer) => void) | null = null;
  private ended: ((error: InterfaceFailure) => void) | null = null;
  dead = false;
  readonly ready: Promise<void>;

  constructor(onExit: (child: SqliteChild) => void) {
    this.process = spawn(process.execPath, [`--max-old-space-size=${CHILD_HEAP_MB}`, '-e', SQLITE_CHILD_SOURCE, BETTER_SQLITE3], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'advanced',
      // Nothing of the server's environment (its database URL, DATA_SOURCES) reaches the child; TZ
      // does, since SQLite's 'localtime' reads it.
      env: process.env.TZ ? { TZ: process.env.TZ } : {},
    });
    // An idle child must not hold the server open at shutdown; a pending run's timer does meanwhile.
    this.process.unref();
    this.process.channel?.unref();
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.kill();
        reject(new InterfaceFailure('statementFailed', 'SQLite process did not start'));
      }, START_LIMIT_MS);
      this.answer = () => {
        clearTimeout(timer);
        this.answer = this.ended = null;
        resolve();
      };
      this.ended = (error) => {
        clearTimeout(timer);
        reject(error);
      };
    });
    this.process.on('message', (message: ChildAnswer) => this.answer?.(message));
    this.process.on('error', (error) => this.end(error.message));
    this.process.on('exit', (code, signal) => {
      this.end(`SQLite process ended (${signal ?? code})`);
      onExit(this);
    });
  }

  private end(detail: string): void {
    this.dead = true;
    const ended = this.ended;
    this.answer = this.ended = null;
    ended?.(new InterfaceFailure('statementFailed', detail));
  }

  kill(): void {
    this.dead = true;
    this.process.kill('SIGKILL');
  }

  /** Sends the job and answers its result; past timeoutMs the child is killed and the run fails as 'statementTimeout'. */
  run(job: SqliteJob, timeoutMs: number): Promise<SqlResult> {
    return new Promise<SqlResult>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        this.answer = this.ended = null;
      };
      const timer = setTimeout(() => {
        settle();
        this.kill();
        reject(new InterfaceFailure('statementTimeout', `${timeoutMs} ms`));
      }, timeoutMs);
      this.ended = (error) => {
        settle();
        reject(error);
      };
      this.answer = (answer) => {
        settle();
        if ('ready' in answer) reject(new InterfaceFailure('statementFailed', 'unexpected answer'));
        else if (answer.ok)
          resolve({ rows: answer.rows, truncated: answer.truncated, ...(answer.affected === undefined ? {} : { affected: answer.affected }) });
        else reject(new InterfaceFailure(answer.reason, answer.detail));
      };
      try {
        this.process.send(job);
      } catch (error) {
        settle();
        this.kill();
        reject(new InterfaceFailure('statementFailed', error instanceof Error ? error.message : String(error)));
      }
    });
  }
}

const children = new Set<SqliteChild>();
const idle: SqliteChild[] = [];
const waiting: (() => void)[] = [];
let exitHookSet = false;

function forget(child: SqliteChild): void {
  children.delete(child);
  const at = idle.indexOf(child);
  if (at !== -1) idle.splice(at, 1);
  waiting.shift()?.();
}

async function acquire(): Promise<SqliteChild> {
  for (;;) {
    const reused = idle.pop();
    if (reused && !reused.dead) return reused;
    if (children.size < MAX_CHILDREN) {
      if (!exitHookSet) {
        // A child busy in native code would outlive the server: kill every one when it exits.
        process.once('exit', () => closeSqliteChildren());
        exitHookSet = true;
      }
      const child = new SqliteChild(forget);
      children.add(child);
      try {
        await child.ready;
      } catch (error) {
        child.kill();
        forget(child);
        throw error;
      }
      return child;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
}

function release(child: SqliteChild): void {
  if (child.dead) return;
  idle.push(child);
  waiting.shift()?.();
}

/** `confined`: the platform's own file, where the statement may not touch what interface-deny-list.ts closes. */
export async function runSqlite(
  file: string,
  statement: BoundStatement,
  mode: SqlMode,
  limits: SqlLimits,
  options: { confined: boolean } = { confined: false },
): Promise<SqlResult> {
  // A missing file is a data source that is not there; better-sqlite3 would also refuse it, less clearly.
  if (!fs.existsSync(file)) throw new InterfaceFailure('dataSourceMissing');
  const child = await acquire();
  try {
    const job: SqliteJob = {
      file,
      sql: statement.text,
      values: statement.values,
      mode,
      rowLimit: limits.rowLimit,
      busyTimeoutMs: limits.timeoutMs,
      deny: options.confined ? OWN_FILE_DENY : null,
    };
    return await child.run(job, limits.timeoutMs);
  } finally {
    release(child);
  }
}

/** Kills every SQLite child (tests, shutdown); the next run starts a new one. */
export function closeSqliteChildren(): void {
  for (const child of [...children]) {
    child.kill();
    forget(child);
  }
}
