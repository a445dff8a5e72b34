import { useCallback, useEffect, useState } from 'react';
import { request } from '../../lib/request/request.ts';
import type { PickerNode } from './picker-tree.ts';

/**
 * A selector tree (GET …/Selector), loaded when the field mounts so it can name what it holds,
 * and again at each `reload` (a picker reloads as its dialog opens). Selectors answer `{ list }`,
 * the group selector a bare array (contract §4.8). A failed load offers nothing: the request
 * client has already said why.
 */
export function useSelectorTree(url: string): { nodes: PickerNode[]; reload: () => void } {
  const [nodes, setNodes] = useState<PickerNode[]>([]);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    request<{ list: PickerNode[] } | PickerNode[]>({ url })
      .then((answer) => {
        const data = answer.data;
        if (live) setNodes(Array.isArray(data) ? data : (data?.list ?? []));
      })
      .catch(() => live && setNodes([]));
    return () => {
      live = false;
    };
  }, [url, version]);
  return { nodes, reload };
}
