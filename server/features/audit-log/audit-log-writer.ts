import type { Db } from '../../core/db/database.ts';
import { newId } from '../../core/db/ids.ts';
import { OPERATION_CATEGORY, type OperationEntry, type OperationLogSink } from '../../core/http/operation-log.ts';
import { settingValue } from '../../core/identity/rank.ts';
import { auditDb, ensureAuditLogTables } from './audit-log-tables.ts';
import { pruneOldEntries } from './log-pruning.ts';
import { describeUserAgent } from '../../core/http/user-agent.ts';

/** Entries written per statement. */
const BATCH = 200;
/** Entries waiting at most; past this (the database is down or slow) new ones are dropped and counted. */
const MAX_QUEUED = 10_000;

/**
 * A text both databases store: no NUL (PostgreSQL refuses it in text) and no lone surrogate (not
 * UTF-8), which an exception's message may quote from its input. One bad entry must not lose its batch.
 */
const storable = (text: string): string => Buffer.from(text.replace(/\0/g, ''), 'utf8').toString('utf8');

interface Warner {
  warn(details: object, message: string): void;
}

/**
 * The operation log's sink (server/core/http/operation-log.ts): entries wait in memory and are
 * written in batches after the answers went out, with the menu name of each route's permission
 * code, the browser and system of the user agent and "realName/account". The `isLog` setting (0)
 * switches operations off; exceptions are always kept. Each round of writing also prunes entries
 * past their age (log-pruning.ts). Nothing here throws into a request: a failed write is logged
 * and its entries are lost.
 */
export class AuditLogWriter implements OperationLogSink {
  private readonly queue: OperationEntry[] = [];
  private running: Promise<void> | null = null;
  private dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly log: Warner,
  ) {}

  record(entry: OperationEntry): void {
    if (this.queue.length >= MAX_QUEUED) {
      this.dropped += 1;
      return;
    }
    this.queue.push(entry);
    this.running ??= this.run();
  }

  /** Resolves once everything recorded so far is written (or given up on). */
  async drain(): Promise<void> {
    while (this.running) await this.running;
  }

  private async run(): Promise<void> {
    try {
      // Out of the request's hook before any database work.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, BATCH);
        await this.write(batch).catch((error: unknown) => this.log.warn({ err: error, entries: batch.length }, 'system log entries not written'));
      }
      if (this.dropped > 0) {
        this.log.warn({ entries: this.dropped }, 'system log entries dropped: too many waiting');
        this.dropped = 0;
      }
      await pruneOldEntries(this.db).catch((error: unknown) => this.log.warn({ err: error }, 'old system log entries not pruned'));
    } catch (error) {
      // Nothing above throws on its own; should it, what waits is dropped rather than tried forever.
      this.log.warn({ err: error, entries: this.queue.length }, 'system log entries dropped');
      this.queue.length = 0;
    } finally {
      this.running = null;
      // Entries recorded while the last step ran found the writer busy: start again for them.
      if (this.queue.length > 0) this.running = this.run();
    }
  }

  private async write(batch: OperationEntry[]): Promise<void> {
    await ensureAuditLogTables(this.db);
    const operationsOn = (await settingValue(this.db, 'isLog')) !== '0';
    const kept = operationsOn ? batch : batch.filter((entry) => entry.category !== OPERATION_CATEGORY);
    if (kept.length === 0) return;
    const modules = await this.moduleNames(kept.map((entry) => entry.permission));
    await auditDb(this.db)
      .insertInto('base_sys_log')
      .values(
        kept.map((entry) => {
          const { browser, os } = describeUserAgent(storable(entry.userAgent));
          return {
            id: newId(),
            category: entry.category,
            userId: entry.userId,
            userName: entry.userId ? `${entry.realName}/${entry.account}` : '',
            ipAddress: entry.ipAddress,
            browser,
            platForm: os,
            requestMethod: entry.method,
            requestURL: entry.route,
            requestId: entry.requestId,
            moduleCode: entry.permission,
            moduleName: modules.get(entry.permission) ?? '',
            resultCode: entry.resultCode,
            requestDuration: entry.duration,
            abstracts: storable(entry.error),
            creatorTime: entry.time,
          };
        }),
      )
      .execute();
  }

  /** Menu names by enCode (a route's permission code is its menu's enCode). */
  private async moduleNames(codes: string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(codes.filter(Boolean))];
    if (wanted.length === 0) return new Map();
    const rows = await this.db.selectFrom('base_module').select(['enCode', 'fullName']).where('enCode', 'in', wanted).orderBy('sortCode').execute();
    const names = new Map<string, string>();
    for (const row of rows) if (row.enCode && !names.has(row.enCode)) names.set(row.enCode, row.fullName ?? '');
    return names;
  }
}
