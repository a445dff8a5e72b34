import { useCallback, useEffect, useRef, useState } from 'react';
import { listInterface, type InterfaceRow, type ParamValue } from '../../lib/data-interface/data-interface-api.ts';
import type { InterfaceConfig } from './interface-config.ts';

interface Query {
  keyword: string;
  currentPage: number;
  /** bumped by Refresh and by each opening, so the same query is asked again */
  round: number;
}

export interface InterfaceRows {
  rows: InterfaceRow[];
  total: number;
  loading: boolean;
  currentPage: number;
  pageSize: number;
  /** what the keyword box holds (sent on Search or Enter) */
  keyword: string;
  setKeyword: (keyword: string) => void;
  search: () => void;
  reset: () => void;
  refresh: () => void;
  goTo: (page: number) => void;
}

/**
 * One page of an interface's records while a picker is open (spec lowcode §7 picker list request):
 * each opening starts again from page 1 with no keyword; Search asks page 1 with the typed keyword,
 * Reset empties it, Refresh asks the same page again. A failed list shows an empty table, silently
 * (spec §8). `paramList` is read at each request, so it sees the form as it stands then.
 */
export function useInterfaceRows(config: InterfaceConfig, active: boolean, paramList: () => ParamValue[]): InterfaceRows {
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<Query | null>(null);
  const [answer, setAnswer] = useState<{ rows: InterfaceRow[]; total: number; loading: boolean }>({ rows: [], total: 0, loading: false });
  const params = useRef(paramList);
  params.current = paramList;

  useEffect(() => {
    setKeyword('');
    setQuery((previous) => (active ? { keyword: '', currentPage: 1, round: (previous?.round ?? 0) + 1 } : null));
    // A closed picker forgets its rows, so the next opening does not flash the last ones.
    if (!active) setAnswer({ rows: [], total: 0, loading: false });
  }, [active]);

  const { interfaceId, pageSize, propsValue, relationField, columnFields } = config;
  useEffect(() => {
    if (!query) return;
    if (!interfaceId) {
      setAnswer({ rows: [], total: 0, loading: false });
      return;
    }
    let live = true;
    setAnswer((previous) => ({ ...previous, loading: true }));
    listInterface(
      interfaceId,
      {
        keyword: query.keyword,
        currentPage: query.currentPage,
        pageSize,
        propsValue,
        relationField,
        columnOptions: columnFields,
        paramList: params.current(),
      },
      { silent: true },
    )
      .then((page) => live && setAnswer({ rows: page.list, total: page.total, loading: false }))
      .catch(() => live && setAnswer({ rows: [], total: 0, loading: false }));
    return () => {
      live = false;
    };
  }, [query, interfaceId, pageSize, propsValue, relationField, columnFields]);

  const search = useCallback(() => setQuery((previous) => ({ keyword: keyword.trim(), currentPage: 1, round: (previous?.round ?? 0) + 1 })), [keyword]);
  const reset = useCallback(() => {
    setKeyword('');
    setQuery((previous) => ({ keyword: '', currentPage: 1, round: (previous?.round ?? 0) + 1 }));
  }, []);
  const refresh = useCallback(() => setQuery((previous) => (previous ? { ...previous, round: previous.round + 1 } : previous)), []);
  const goTo = useCallback((page: number) => setQuery((previous) => (previous ? { ...previous, currentPage: page, round: previous.round + 1 } : previous)), []);

  return {
    ...answer,
    currentPage: query?.currentPage ?? 1,
    pageSize,
    keyword,
    setKeyword,
    search,
    reset,
    refresh,
    goTo,
  };
}
