import type { Db } from '../../core/db/database.ts';
import { newId } from '../../core/db/ids.ts';
import type { PageResult } from '../../core/http/envelope.ts';
import { auditDb } from './audit-log-tables.ts';
import { auditRefusal } from './audit-log-texts.ts';
import type { LogQuery } from './log-query.ts';

/** What a print reports (spec lowcode §7 "After printing": POST /api/system/printLog/save). */
export interface PrintRecord {
  printTitle: string;
  printNum: number;
  /** the print template's id */
  printId: string;
}

/** One line of the print log, in the stock client's field names (printMan, printTime) and the list's usual ones. */
export interface PrintLogRow {
  id: string;
  printTitle: string;
  printNum: number;
  printId: string;
  /** the template's name */
  printName: string;
  printMan: string;
  printTime: number | null;
  creatorUserId: string;
  creatorUser: string;
  creatorTime: number | null;
}

/**
 * The print log: every signed-in user's prints are recorded with who and when; the list is newest
 * first, searched by keyword (title, template, who) and an inclusive time range, for one template
 * or all, and limited to the users the reader may see (`readable`, null for everyone).
 */
export class PrintLog {
  constructor(private readonly db: Db) {}

  async save(record: PrintRecord, userId: string): Promise<void> {
    const template = await this.db.selectFrom('base_print_dev').select('id').where('id', '=', record.printId).executeTakeFirst();
    if (!template) throw auditRefusal('printTemplateMissing');
    await auditDb(this.db)
      .insertInto('base_print_log')
      .values({
        id: newId(),
        printTitle: record.printTitle,
        printNum: record.printNum,
        printId: record.printId,
        creatorUserId: userId,
        creatorTime: Date.now(),
      })
      .execute();
  }

  async list(query: LogQuery & { printId?: string }, readable: readonly string[] | null): Promise<PageResult<PrintLogRow>> {
    const { currentPage, pageSize } = query;
    if (readable !== null && readable.length === 0) return { list: [], pagination: { currentPage, pageSize, total: 0 } };
    let rows = auditDb(this.db)
      .selectFrom('base_print_log as p')
      .leftJoin('base_user as u', 'u.id', 'p.creatorUserId')
      .leftJoin('base_print_dev as t', 't.id', 'p.printId');
    if (readable !== null) rows = rows.where('p.creatorUserId', 'in', [...readable]);
    if (query.printId) rows = rows.where('p.printId', '=', query.printId);
    if (query.startTime !== undefined) rows = rows.where('p.creatorTime', '>=', query.startTime);
    if (query.endTime !== undefined) rows = rows.where('p.creatorTime', '<=', query.endTime);
    if (query.keyword) {
      const like = `%${query.keyword}%`;
      rows = rows.where((eb) =>
        eb.or([eb('p.printTitle', 'like', like), eb('t.fullName', 'like', like), eb('u.realName', 'like', like), eb('u.account', 'like', like)]),
      );
    }
    const total = Number((await rows.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst())?.total ?? 0);
    const page = await rows
      .select(['p.id', 'p.printTitle', 'p.printNum', 'p.printId', 'p.creatorUserId', 'p.creatorTime', 't.fullName as printName', 'u.realName', 'u.account'])
      .orderBy('p.creatorTime', 'desc')
      .orderBy('p.id', 'desc')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute();
    const list = page.map((row): PrintLogRow => {
      const who = row.account ? `${row.realName ?? ''}/${row.account}` : '';
      return {
        id: row.id,
        printTitle: row.printTitle ?? '',
        printNum: row.printNum ?? 0,
        printId: row.printId ?? '',
        printName: row.printName ?? '',
        printMan: who,
        printTime: row.creatorTime,
        creatorUserId: row.creatorUserId ?? '',
        creatorUser: who,
        creatorTime: row.creatorTime,
      };
    });
    return { list, pagination: { currentPage, pageSize, total } };
  }
}
