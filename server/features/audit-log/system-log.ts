import type { Db } from '../../core/db/database.ts';
import type { PageResult } from '../../core/http/envelope.ts';
import { EXCEPTION_CATEGORY, OPERATION_CATEGORY } from '../../core/http/operation-log.ts';
import { translate } from '../../core/i18n/language.ts';
import { serverMessages, type Language, type MessageKey } from '../../core/i18n/messages.ts';
import { auditDb } from './audit-log-tables.ts';
import type { LogQuery } from './log-query.ts';

/** JNPF's log categories (BASE_SYSLOG F_CATEGORY): 1 sign-in, 2 visit, 3 operation, 4 exception, 5 request. */
export const SIGN_IN_CATEGORY = 1;
export const LOG_CATEGORIES = [1, 2, 3, 4, 5] as const;
export type LogCategory = (typeof LOG_CATEGORIES)[number];

/** One line of any category, in the stock clients' field names (FE347 views/system/log). */
export interface LogRow {
  id: string;
  category: number;
  creatorTime: number | null;
  userName: string;
  /** the stock client's columns read it in lower case */
  ipaddress: string;
  ipAddress: string;
  /** the browser the user agent named ("Chrome 120") */
  browser: string;
  /** the operating system the user agent named ("Windows 10"); a sign-in whose agent named none keeps its device (PC/App) */
  platForm: string;
  /** sign-ins: the account typed, 1 signed in / 0 refused, and why (in the reader's language) */
  account?: string;
  loginMark?: number;
  abstracts?: string;
  /** operations and exceptions */
  moduleName?: string;
  requestMethod?: string;
  requestURL?: string;
  requestDuration?: number;
  resultCode?: number;
  requestId?: string;
  /** the stock client's 操作记录 / 异常描述 column */
  json?: string;
}

const empty = (query: LogQuery): PageResult<LogRow> => ({ list: [], pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: 0 } });

/**
 * The admin-wide system log (GET /api/system/Log/{category}): sign-ins from the login log,
 * operations and exceptions from base_sys_log (written by audit-log-writer.ts). Newest first,
 * searched by keyword (user, account, IP, browser, system, module, route, request id) and an inclusive time range,
 * and limited to the users the reader may see (`readable`, null for everyone). Visits (2) and
 * requests (5) are not recorded here: an empty page.
 */
export class SystemLog {
  constructor(private readonly db: Db) {}

  async list(category: LogCategory, query: LogQuery, readable: readonly string[] | null, language: Language): Promise<PageResult<LogRow>> {
    if (readable !== null && readable.length === 0) return empty(query);
    if (category === SIGN_IN_CATEGORY) return this.signIns(query, readable, language);
    if (category === OPERATION_CATEGORY || category === EXCEPTION_CATEGORY) return this.entries(category, query, readable);
    return empty(query);
  }

  private async signIns(query: LogQuery, readable: readonly string[] | null, language: Language): Promise<PageResult<LogRow>> {
    let rows = this.db.selectFrom('base_login_log as l').leftJoin('base_user as u', 'u.id', 'l.userId');
    if (readable !== null) rows = rows.where('l.userId', 'in', [...readable]);
    if (query.startTime !== undefined) rows = rows.where('l.loginTime', '>=', query.startTime);
    if (query.endTime !== undefined) rows = rows.where('l.loginTime', '<=', query.endTime);
    if (query.keyword) {
      const like = `%${query.keyword}%`;
      rows = rows.where((eb) =>
        eb.or([
          eb('l.account', 'like', like),
          eb('l.ipAddress', 'like', like),
          eb('u.realName', 'like', like),
          eb('l.browser', 'like', like),
          eb('l.platform', 'like', like),
        ]),
      );
    }
    const total = Number((await rows.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst())?.total ?? 0);
    const page = await rows
      .select([
        'l.id',
        'l.loginTime',
        'l.account',
        'l.ipAddress',
        'l.platform',
        'l.browser',
        'l.success',
        'l.abstracts',
        'u.realName',
        'u.account as userAccount',
      ])
      .orderBy('l.loginTime', 'desc')
      .orderBy('l.id', 'desc')
      .limit(query.pageSize)
      .offset((query.currentPage - 1) * query.pageSize)
      .execute();
    const list = page.map((row): LogRow => ({
      id: row.id,
      category: SIGN_IN_CATEGORY,
      creatorTime: row.loginTime,
      // a refused sign-in of an unknown account has no user: the account typed says who tried
      userName: row.userAccount ? `${row.realName ?? ''}/${row.userAccount}` : (row.account ?? ''),
      ipaddress: row.ipAddress ?? '',
      ipAddress: row.ipAddress ?? '',
      browser: row.browser ?? '',
      platForm: row.platform ?? '',
      account: row.account ?? '',
      loginMark: row.success ?? 0,
      // the log stores the message key; the reader sees it in their language
      abstracts: row.abstracts && row.abstracts in serverMessages ? translate(row.abstracts as MessageKey, language) : (row.abstracts ?? ''),
    }));
    return { list, pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total } };
  }

  private async entries(category: number, query: LogQuery, readable: readonly string[] | null): Promise<PageResult<LogRow>> {
    let rows = auditDb(this.db).selectFrom('base_sys_log').where('category', '=', category);
    if (readable !== null) rows = rows.where('userId', 'in', [...readable]);
    if (query.startTime !== undefined) rows = rows.where('creatorTime', '>=', query.startTime);
    if (query.endTime !== undefined) rows = rows.where('creatorTime', '<=', query.endTime);
    if (query.keyword) {
      const like = `%${query.keyword}%`;
      rows = rows.where((eb) =>
        eb.or([
          eb('userName', 'like', like),
          eb('ipAddress', 'like', like),
          eb('moduleName', 'like', like),
          eb('requestURL', 'like', like),
          eb('requestId', 'like', like),
        ]),
      );
    }
    const total = Number((await rows.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst())?.total ?? 0);
    const page = await rows
      .selectAll()
      .orderBy('creatorTime', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.currentPage - 1) * query.pageSize)
      .execute();
    const list = page.map((row): LogRow => {
      const method = row.requestMethod ?? '';
      const route = row.requestURL ?? '';
      return {
        id: row.id,
        category,
        creatorTime: row.creatorTime,
        userName: row.userName ?? '',
        ipaddress: row.ipAddress ?? '',
        ipAddress: row.ipAddress ?? '',
        browser: row.browser ?? '',
        platForm: row.platForm ?? '',
        moduleName: row.moduleName ?? '',
        requestMethod: method,
        requestURL: route,
        requestDuration: row.requestDuration ?? 0,
        resultCode: row.resultCode ?? 0,
        requestId: row.requestId ?? '',
        abstracts: row.abstracts ?? '',
        json: category === EXCEPTION_CATEGORY ? (row.abstracts ?? '') : `${method} ${route} ${row.resultCode ?? ''}`.trim(),
      };
    });
    return { list, pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total } };
  }

  /** Deletes these entries, whichever category each belongs to (the stock client sends the selected ids). */
  async delete(ids: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await auditDb(trx)
        .deleteFrom('base_sys_log')
        .where('id', 'in', [...ids])
        .execute();
      await trx
        .deleteFrom('base_login_log')
        .where('id', 'in', [...ids])
        .execute();
    });
  }

  /** Empties one category (the stock client's 一键清空). */
  async clear(category: LogCategory): Promise<void> {
    if (category === SIGN_IN_CATEGORY) await this.db.deleteFrom('base_login_log').execute();
    else await auditDb(this.db).deleteFrom('base_sys_log').where('category', '=', category).execute();
  }
}
