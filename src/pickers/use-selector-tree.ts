import { useEffect, useState } from 'react';
import { request } from '../request/request.ts';
import type { PickerNode } from './picker-tree.ts';

/**
 * A selector tree (GET …/Selector), loaded when the field mounts so it can name what it holds,
 * and again each time `version` changes. Selectors answer `{ list }`, the group selector a bare
 * array (contract §4.8). A failed load offers nothing: the request client has already said why.
 */
export function useSelectorTree(url: string, version = 0): PickerNode[] {
  const [nodes, setNodes] = useState<PickerNode[]>([]);
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
  return nodes;
}
