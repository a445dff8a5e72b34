import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoadRecords, RecordRow } from './record-rows.ts';

interface Query {
  keyword: string;
  currentPage: number;
  /** bumped by Refresh and by each opening, so the same query is asked again */
  round: number;
}

export interface RecordsList {
  rows: RecordRow[];
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

const EMPTY = { rows: [] as RecordRow[], total: 0, loading: false };

/**
 * One page of a source's records while a picker is open (spec lowcode §7 picker list request):
 * each opening starts again from page 1 with no keyword; Search asks page 1 with the typed keyword,
 * Reset empties it, Refresh asks the same page again. A failed load shows an empty table, silently
 * (spec §8). `load` is read at each request (not followed as a dependency), so a caller may hand a
 * new function on every render and it still sees the form as it stands when the request is made.
 */
export function useRecordsPage(load: LoadRecords, pageSize: number, active: boolean): RecordsList {
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<Query | null>(null);
  const [answer, setAnswer] = useState(EMPTY);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    setKeyword('');
    setQuery((previous) => (active ? { keyword: '', currentPage: 1, round: (previous?.round ?? 0) + 1 } : null));
    // A closed picker forgets its rows, so the next opening does not flash the last ones.
    if (!active) setAnswer(EMPTY);
  }, [active]);

  useEffect(() => {
    if (!query) return;
    let live = true;
    setAnswer((previous) => ({ ...previous, loading: true }));
    loader
      .current({ keyword: query.keyword, currentPage: query.currentPage, pageSize })
      .then((page) => live && setAnswer({ rows: page.list, total: page.total, loading: false }))
      .catch(() => live && setAnswer(EMPTY));
    return () => {
      live = false;
    };
  }, [query, pageSize]);

  const search = useCallback(() => setQuery((previous) => ({ keyword: keyword.trim(), currentPage: 1, round: (previous?.round ?? 0) + 1 })), [keyword]);
  const reset = useCallback(() => {
    setKeyword('');
    setQuery((previous) => ({ keyword: '', currentPage: 1, round: (previous?.round ?? 0) + 1 }));
  }, []);
  const refresh = useCallback(() => setQuery((previous) => (previous ? { ...previous, round: previous.round + 1 } : previous)), []);
  const goTo = useCallback((page: number) => setQuery((previous) => (previous ? { ...previous, currentPage: page, round: previous.round + 1 } : previous)), []);

  return { ...answer, currentPage: query?.currentPage ?? 1, pageSize, keyword, setKeyword, search, reset, refresh, goTo };
}
