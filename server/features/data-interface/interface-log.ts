import { sql } from 'kysely';
import type { Db } from '../../core/db/database.ts';
import { newId } from '../../core/db/ids.ts';
import type { PageResult } from '../../core/http/envelope.ts';
import { userLabels } from '../../core/identity/user-labels.ts';

/**
 * The call log of data interfaces (`base_data_interface_log`, `/api/system/DataInterfaceLog/{id}`):
 * one row per run whatever its outcome, and the page of one interface's rows, newest first.
 */

/** What one run leaves in the log. */
export interface LogEntry {
  interfaceId: string;
  userId: string;
  ip: string;
  /** the caller's User-Agent */
  device: string;
  /** milliseconds */
  wasteTime: number;
  /** what called it: preview, list, echo, fields */
  type: string;
  success: boolean;
  /** the failure as the caller was told it, '' on success */
  errorMessage: string;
}

const DEVICE_LENGTH = 500;
const ERROR_LENGTH = 2000;

/** How long a run stays in the log: enough to answer "why did the picker fail last month", not a table that grows forever. */
export const LOG_RETENTION_DAYS = 90;
/** The log is pruned at a process's first write and then every this many writes (a bounded delete, not one per call). */
const PRUNE_EVERY = 500;
let writesSincePrune = 0;

/** Removes the runs older than the retention; answers how many went. */
export async function pruneLog(db: Db, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('base_data_interface_log')
    .where('invokTime', '<', now - LOG_RETENTION_DAYS * 86_400_000)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function writeLog(db: Db, entry: LogEntry): Promise<void> {
  if (writesSincePrune++ % PRUNE_EVERY === 0) await pruneLog(db);
  await db
    .insertInto('base_data_interface_log')
    .values({
      id: newId(),
      invokId: entry.interfaceId,
      invokTime: Date.now(),
      userId: entry.userId,
      invokIp: entry.ip,
      invokDevice: entry.device.slice(0, DEVICE_LENGTH),
      invokWasteTime: Math.max(0, Math.round(entry.wasteTime)),
      invokType: entry.type,
      success: entry.success ? 1 : 0,
      errorMessage: entry.errorMessage.slice(0, ERROR_LENGTH),
    })
    .execute();
}

/** One row of the log page: the stored columns, and the caller as lists name users ("realName/account"). */
export interface LogRow {
  id: string;
  invokId: string;
  invokTime: number;
  userId: string;
  userName: string;
  invokIp: string;
  invokDevice: string;
  invokWasteTime: number;
  invokType: string;
  success: number;
  errorMessage: string;
}

export interface LogQuery {
  keyword?: string;
  currentPage: number;
  pageSize: number;
}

/** A keyword as a LIKE pattern matching it literally (its own % and _ escaped). */
const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/gu, (character) => `\\${character}`)}%`;

/**
 * One page of an interface's log, newest first. The keyword matches the caller (name or account),
 * the address, the browser and the error.
 */
export async function logPage(db: Db, interfaceId: string, query: LogQuery): Promise<PageResult<LogRow>> {
  const keyword = query.keyword?.trim() ?? '';
  const pattern = containing(keyword);
  const callers = keyword
    ? (
        await db
          .selectFrom('base_user')
          .select('id')
          .where((eb) => eb.or([eb('realName', 'like', sql<string>`${pattern} escape '\\'`), eb('account', 'like', sql<string>`${pattern} escape '\\'`)]))
          .execute()
      ).map((user) => user.id)
    : [];
  const base = db
    .selectFrom('base_data_interface_log')
    .where('invokId', '=', interfaceId)
    .where((eb) =>
      keyword
        ? eb.or([
            eb('invokIp', 'like', sql<string>`${pattern} escape '\\'`),
            eb('invokDevice', 'like', sql<string>`${pattern} escape '\\'`),
            eb('errorMessage', 'like', sql<string>`${pattern} escape '\\'`),
            ...(callers.length ? [eb('userId', 'in', callers)] : []),
          ])
        : sql<boolean>`1 = 1`,
    );
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('invokTime', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.currentPage - 1) * query.pageSize)
    .execute();
  const names = await userLabels(
    db,
    rows.map((row) => row.userId),
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      invokId: row.invokId ?? '',
      invokTime: Number(row.invokTime ?? 0),
      userId: row.userId ?? '',
      userName: names.get(row.userId ?? '') ?? '',
      invokIp: row.invokIp ?? '',
      invokDevice: row.invokDevice ?? '',
      invokWasteTime: Number(row.invokWasteTime ?? 0),
      invokType: row.invokType ?? '',
      success: Number(row.success ?? 0),
      errorMessage: row.errorMessage ?? '',
    })),
    pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: Number(counted?.total ?? 0) },
  };
}
