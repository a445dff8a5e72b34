import { useEffect, useState } from 'react';
import { fetchPublicNotices, type NoticePage } from './portal-api.ts';

const EMPTY: NoticePage = { list: [], pagination: { currentPage: 1, pageSize: 10, total: 0 } };

/** One page of public notices; a failed request (already reported by the client) shows none. */
export function usePublicNotices(query: { currentPage: number; pageSize: number; keyword?: string }) {
  const [page, setPage] = useState<NoticePage>(EMPTY);
  const [loading, setLoading] = useState(true);
  const { currentPage, pageSize, keyword } = query;
  useEffect(() => {
    let alive = true;
    setLoading(true);
    fetchPublicNotices({ currentPage, pageSize, keyword: keyword || undefined })
      .then((next) => alive && setPage(next))
      .catch(() => alive && setPage(EMPTY))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [currentPage, pageSize, keyword]);
  return { page, loading };
}
