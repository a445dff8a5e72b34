import { useState } from 'react';
import { Box, CircularProgress, IconButton, List, ListItemButton, ListItemText } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { nodeKey, type PickerNode } from './picker-tree.ts';

export interface PickerTreeViewProps {
  nodes: PickerNode[];
  /** a node was clicked, with the ids and names from the root down to it */
  onPick: (node: PickerNode, path: string[], pathNames: string[]) => void;
  /** whether a click on this node chooses it (spec lowcode §4: only the matching type) */
  selectable: (node: PickerNode) => boolean;
  /** everything open (while a keyword filters) */
  expandAll?: boolean;
  /** lazily loaded trees (the user picker): called when a node without children is opened */
  loadChildren?: (node: PickerNode) => Promise<void>;
  /** the node shown as current (the rule picker's category) */
  activeId?: string;
}

interface RowProps extends PickerTreeViewProps {
  node: PickerNode;
  depth: number;
  path: string[];
  pathNames: string[];
}

function TreeRow({ node, depth, path, pathNames, ...tree }: RowProps) {
  const { onPick, selectable, expandAll, loadChildren, activeId } = tree;
  // The first level starts open, as the selectors show their companies' contents.
  const [open, setOpen] = useState(depth === 0 && !loadChildren);
  const [loading, setLoading] = useState(false);
  const children = node.children ?? [];
  const expandable = children.length > 0 || (Boolean(loadChildren) && node.isLeaf === false);
  const shown = expandAll || open;
  const toggle = async () => {
    if (!shown && children.length === 0 && loadChildren) {
      setLoading(true);
      try {
        await loadChildren(node);
      } finally {
        setLoading(false);
      }
    }
    setOpen(!shown);
  };
  const canPick = selectable(node) && !node.disabled;
  return (
    <>
      <ListItemButton
        dense
        data-testid="picker-node"
        data-node-id={node.id}
        data-selectable={canPick ? 'true' : 'false'}
        selected={activeId !== undefined && activeId === node.id}
        sx={{ pl: 1 + depth * 2, py: 0.25 }}
        onClick={() => (canPick ? onPick(node, path, pathNames) : expandable && void toggle())}
      >
        <Box sx={{ width: 28, flexShrink: 0 }}>
          {expandable &&
            (loading ? (
              <CircularProgress size={14} />
            ) : (
              <IconButton
                size="small"
                aria-label={shown ? 'collapse' : 'expand'}
                data-testid="picker-node-toggle"
                onClick={(event) => {
                  event.stopPropagation();
                  void toggle();
                }}
              >
                {shown ? <ExpandMoreIcon fontSize="inherit" /> : <ChevronRightIcon fontSize="inherit" />}
              </IconButton>
            ))}
        </Box>
        <ListItemText primary={node.fullName} slotProps={{ primary: { variant: 'body2', color: canPick ? 'textPrimary' : 'textSecondary' } }} />
      </ListItemButton>
      {shown &&
        children.map((child) => (
          <TreeRow key={nodeKey(child)} {...tree} node={child} depth={depth + 1} path={[...path, child.id]} pathNames={[...pathNames, child.fullName]} />
        ))}
    </>
  );
}

/** A plain clickable tree: a click on a choosable node picks it, on any other node opens or closes it. */
export function PickerTreeView(props: PickerTreeViewProps) {
  return (
    <List dense disablePadding data-testid="picker-tree">
      {props.nodes.map((node) => (
        <TreeRow key={nodeKey(node)} {...props} node={node} depth={0} path={[node.id]} pathNames={[node.fullName]} />
      ))}
    </List>
  );
}
