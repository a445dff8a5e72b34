import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import { listInterface, type InterfaceRow, type ParamValue } from '../../lib/data-interface/data-interface-api.ts';
import { paramListOf } from './param-fill.ts';

/**
 * What the autocomplete offers for a typed text (spec lowcode §7: "The autocomplete uses pageSize
 * 10000, sets the '@keyword' parameter to the typed text, and shows at most the total (default 50)
 * items"; §9: "Autocomplete fetch size 10000, shown limit 50"; contract §7.2 `autoComplete`:
 * `interfaceId`, `relationField`, `total`).
 */
export const AUTOCOMPLETE_PAGE_SIZE = 10000;
export const DEFAULT_SHOWN = 50;

/** The shown limit: `total` when it is a positive whole number, else 50. */
export const shownLimitOf = (item: FormItem): number => {
  const total = Number(item.props.total);
  return Number.isInteger(total) && total > 0 ? total : DEFAULT_SHOWN;
};

const relationFieldOf = (item: FormItem): string =>
  typeof item.props.relationField === 'string' && item.props.relationField !== '' ? item.props.relationField : 'fullName';

const textOf = (value: unknown): string => (value === null || value === undefined || typeof value === 'object' ? '' : String(value));

/** The template's parameters with `keyword` set to the typed text (the interface's `@keyword`). */
export function keywordParams(item: FormItem, text: string, record: Record<string, unknown>): ParamValue[] {
  return [...paramListOf(item, record).filter((entry) => entry.field !== 'keyword'), { field: 'keyword', defaultValue: text }];
}

/** The display texts of the rows, each once, in the interface's order, at most the shown limit. */
export function suggestionsOf(item: FormItem, rows: readonly InterfaceRow[]): string[] {
  const field = relationFieldOf(item);
  const seen = new Set<string>();
  const limit = shownLimitOf(item);
  for (const row of rows) {
    const text = textOf(row[field]);
    if (text !== '') seen.add(text);
    if (seen.size >= limit) break;
  }
  return [...seen];
}

/**
 * The suggestions for a text, from the item's interface; nothing (and no message) when the
 * interface is not configured or the call fails (spec §8: a failed lookup is silent).
 */
export async function fetchSuggestions(item: FormItem, text: string, record: Record<string, unknown>): Promise<string[]> {
  const interfaceId = typeof item.props.interfaceId === 'string' ? item.props.interfaceId : '';
  if (!interfaceId) return [];
  try {
    const answer = await listInterface(
      interfaceId,
      {
        keyword: text,
        currentPage: 1,
        pageSize: AUTOCOMPLETE_PAGE_SIZE,
        relationField: relationFieldOf(item),
        paramList: keywordParams(item, text, record),
      },
      { silent: true },
    );
    return suggestionsOf(item, answer.list);
  } catch {
    return [];
  }
}
