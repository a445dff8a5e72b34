import { request } from '../request/request.ts';
import type { PickerNode } from './picker-tree.ts';

/** A rule as the picker lists it (spec lowcode §3: fullName, enCode, startNumber and category). */
export interface BillRuleRow {
  id: string;
  fullName: string;
  enCode: string;
  startNumber: string;
  category?: string;
}

/** The rule picker reads 10 at a time, newest first (spec lowcode §9). */
export const RULE_PAGE_SIZE = 10;

export interface RuleQuery {
  keyword: string;
  currentPage: number;
  categoryId: string;
}

/** One page of rules (spec lowcode §7: keyword, currentPage, pageSize, sort 'desc', sidx, categoryId). */
export async function ruleList(query: RuleQuery): Promise<{ list: BillRuleRow[]; total: number }> {
  const answer = await request<{ list: BillRuleRow[]; pagination?: { total: number } }>({
    url: '/api/system/BillRule',
    data: { keyword: query.keyword, currentPage: query.currentPage, pageSize: RULE_PAGE_SIZE, sort: 'desc', sidx: '', categoryId: query.categoryId },
  });
  return { list: answer.data?.list ?? [], total: answer.data?.pagination?.total ?? 0 };
}

/** The business categories: the items of dictionary businessType (spec lowcode §7). */
export async function businessCategories(): Promise<PickerNode[]> {
  const answer = await request<{ list: { enCode: string; dictionaryList: PickerNode[] }[] }>({ url: '/api/system/DictionaryData/All' });
  return answer.data?.list.find((entry) => entry.enCode === 'businessType')?.dictionaryList ?? [];
}
