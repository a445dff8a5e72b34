import { useEffect, useState } from 'react';
import type { PickerNode } from './picker-tree.ts';
import { PickerTreeView } from './picker-tree-view.tsx';
import { wholeLevel } from './user-picker-api.ts';

/** The tree with one node's children put in place. */
function withChildren(nodes: PickerNode[], id: string, children: PickerNode[]): PickerNode[] {
  return nodes.map((node) =>
    node.id === id && node.type !== 'user'
      ? { ...node, children }
      : node.children?.length
        ? { ...node, children: withChildren(node.children, id, children) }
        : node,
  );
}

const isUser = (node: PickerNode) => node.type === 'user';

/** The user picker's organisation tree, each level read when it is opened. */
export function LazyUserTree({ onPick }: { onPick: (user: PickerNode) => void }) {
  const [nodes, setNodes] = useState<PickerNode[]>([]);
  useEffect(() => {
    let live = true;
    wholeLevel('0')
      .then((level) => live && setNodes(level))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return (
    <PickerTreeView
      nodes={nodes}
      selectable={isUser}
      onPick={(node) => onPick(node)}
      loadChildren={async (node) => {
        const level = await wholeLevel(node.id);
        setNodes((current) => withChildren(current, node.id, level));
      }}
    />
  );
}
