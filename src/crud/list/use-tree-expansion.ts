import { useCallback, useState } from 'react';

/** Which rows of a tree table are open: toggled one at a time, or all at once. */
export function useTreeExpansion() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const expandAll = useCallback((ids: string[]) => setExpanded(new Set(ids)), []);
  const collapseAll = useCallback(() => setExpanded(new Set()), []);
  return { expanded, toggle, expandAll, collapseAll };
}
