import type { Db } from '../../core/db/database.ts';
import type { PageResult } from '../../core/http/envelope.ts';

/**
 * The company search (spec lowcode §7 "Company": POST /api/permission/SysCompany/getSelectList with
 * companyName, isCheck, currentPage and a page size of 5): the enabled companies whose name or
 * code holds the text, a page at a time. The platform keeps its companies as organisations of type
 * company (contract §4.7). No HTTP here.
 */

export interface CompanyChoice {
  id: string;
  companyName: string;
  fullName: string;
  enCode: string;
}

export async function companyPage(db: Db, companyName: string, currentPage: number, pageSize: number): Promise<PageResult<CompanyChoice>> {
  const text = companyName.trim();
  let companies = db.selectFrom('base_organize').where('type', '=', 'company').where('enabledMark', '=', 1);
  // lower() on both sides: PostgreSQL's like tells cases apart, SQLite's does not.
  const pattern = `%${text.toLowerCase()}%`;
  if (text) companies = companies.where((eb) => eb.or([eb(eb.fn('lower', ['fullName']), 'like', pattern), eb(eb.fn('lower', ['enCode']), 'like', pattern)]));
  const counted = await companies.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await companies
    .select(['id', 'fullName', 'enCode'])
    .orderBy('sortCode')
    .orderBy('fullName')
    .orderBy('id')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  return {
    list: rows.map((row) => ({ id: row.id, companyName: row.fullName ?? '', fullName: row.fullName ?? '', enCode: row.enCode ?? '' })),
    pagination: { currentPage, pageSize, total: Number(counted?.total ?? 0) },
  };
}
