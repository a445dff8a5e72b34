import { request } from '../../lib/request/request.ts';
import type { PickerNode } from './picker-tree.ts';

/** A rule as the picker lists it (spec lowcode §3: fullName, enCode, startNumber and category). */
export interface BillRuleRow {
  id: string;
  fullName: string;
  enCode: string;
  startNumber: string;
  category?: string;
}

/** The rule picker reads 10 at a time (spec lowcode §9), through the list controller over GET /api/system/BillRule. */
export const RULE_PAGE_SIZE = 10;

/** The picker's order: newest first (sort 'desc' with no sidx, spec lowcode §7). */
export const RULE_SORT = { field: 'id', order: 'DESC' } as const;

/** The business categories: the items of dictionary businessType (spec lowcode §7). */
export async function businessCategories(): Promise<PickerNode[]> {
  const answer = await request<{ list: { enCode: string; dictionaryList: PickerNode[] }[] }>({ url: '/api/system/DictionaryData/All' });
  return answer.data?.list.find((entry) => entry.enCode === 'businessType')?.dictionaryList ?? [];
}
