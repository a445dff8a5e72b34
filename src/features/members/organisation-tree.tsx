import { useState } from 'react';
import { Box, IconButton, List, ListItemButton, ListItemText } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { OrganisationNode } from './members-api.ts';

export interface OrganisationTreeProps {
  nodes: OrganisationNode[];
  /** the organisation whose users are listed */
  activeId: string | null;
  onPick: (node: OrganisationNode) => void;
  /** the toggle's names (MUI's icons say nothing) */
  labels: { expand: string; collapse: string };
}

/** Whether the node or one beneath it is the given organisation. */
const holds = (node: OrganisationNode, id: string | null): boolean => node.id === id || (node.children ?? []).some((child) => holds(child, id));

function TreeRow({ node, depth, ...tree }: OrganisationTreeProps & { node: OrganisationNode; depth: number }) {
  // The companies start open, as the picker trees show their contents, and so does the way to the
  // organisation listed first (a position's department).
  const [open, setOpen] = useState(() => depth === 0 || (node.id !== tree.activeId && holds(node, tree.activeId)));
  const children = node.children ?? [];
  return (
    <>
      <ListItemButton
        dense
        selected={tree.activeId === node.id}
        onClick={() => tree.onPick(node)}
        data-testid="members-organisation"
        data-node-id={node.id}
        sx={{ pl: 0.5 + depth * 2, py: 0.25 }}
      >
        <Box sx={{ width: 28, flexShrink: 0 }}>
          {children.length > 0 && (
            <IconButton
              size="small"
              aria-label={open ? tree.labels.collapse : tree.labels.expand}
              onClick={(event) => {
                event.stopPropagation();
                setOpen(!open);
              }}
            >
              {open ? <ExpandMoreIcon fontSize="inherit" /> : <ChevronRightIcon fontSize="inherit" />}
            </IconButton>
          )}
        </Box>
        <ListItemText primary={node.fullName} slotProps={{ primary: { variant: 'body2', noWrap: true } }} />
      </ListItemButton>
      {open && children.map((child) => <TreeRow key={child.id} {...tree} node={child} depth={depth + 1} />)}
    </>
  );
}

/** Companies and departments as a clickable tree: a click lists the organisation's users, the arrow opens or closes it. */
export function OrganisationTree(props: OrganisationTreeProps) {
  return (
    <List dense disablePadding data-testid="members-organisations">
      {props.nodes.map((node) => (
        <TreeRow key={node.id} {...props} node={node} depth={0} />
      ))}
    </List>
  );
}
