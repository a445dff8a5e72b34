import { memo, useCallback, useMemo, useState } from 'react';
import { Box, Button, Checkbox, IconButton, Stack, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { MenuIcon } from '../../shell/menu-icon.tsx';
import type { AuthorizeTexts } from './messages.ts';
import { allOrNone, checkStates, toggleNode, treeState, type AuthorizeNode, type CheckState, type TreeIndex } from './tree-check.ts';

export interface TreeChecklistProps {
  index: TreeIndex;
  chosen: ReadonlySet<string>;
  /** called with how the chosen leaves change; keep it stable so unchanged rows are not drawn again */
  onChange: (update: (chosen: ReadonlySet<string>) => ReadonlySet<string>) => void;
  texts: AuthorizeTexts;
  /** the test id of the tree (`authorize-tree-{kind}`) */
  testId: string;
}

interface RowProps {
  node: AuthorizeNode;
  depth: number;
  state: CheckState;
  /** null for a leaf */
  expanded: boolean | null;
  texts: AuthorizeTexts;
  onCheck: (id: string, on: boolean) => void;
  onExpand: (id: string) => void;
}

/** One node: the fold toggle of a branch, its checkbox (half checked when part of it is chosen), icon and name. */
const TreeRow = memo(function TreeRow({ node, depth, state, expanded, texts, onCheck, onExpand }: RowProps) {
  return (
    <Stack
      direction="row"
      alignItems="center"
      sx={{ pl: depth * 2.5, minHeight: 32 }}
      data-testid="authorize-node"
      data-id={node.id}
      data-state={state}
      role="treeitem"
      aria-level={depth + 1}
      aria-expanded={expanded ?? undefined}
      aria-selected={state === 'checked'}
    >
      {expanded === null ? (
        <Box sx={{ width: 28, flexShrink: 0 }} />
      ) : (
        <IconButton size="small" sx={{ p: 0.25 }} aria-label={expanded ? texts.collapse : texts.expand} onClick={() => onExpand(node.id)}>
          {expanded ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
        </IconButton>
      )}
      <Checkbox
        size="small"
        sx={{ p: 0.5 }}
        checked={state === 'checked'}
        indeterminate={state === 'half'}
        onChange={(event) => onCheck(node.id, event.target.checked)}
        slotProps={{ input: { 'aria-label': node.fullName } }}
      />
      {node.icon ? <MenuIcon icon={node.icon} sx={{ mr: 0.5, color: 'text.secondary' }} /> : null}
      <Typography variant="body2" noWrap>
        {node.fullName}
      </Typography>
    </Stack>
  );
});

/**
 * A tree checklist of one authorisation tab: 展开全部, 折叠全部, 全部勾选, 取消全选 (JNPF's toolbar),
 * and a row per visible node.
 * Checking a node checks everything below it; a branch shows checked or half checked from its
 * leaves (tree-check.ts). Rows are memoised and the handlers stable, so a click on a tree of a few
 * hundred nodes redraws only the rows whose state changed.
 */
export function TreeChecklist({ index, chosen, onChange, texts, testId }: TreeChecklistProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const states = useMemo(() => checkStates(index, chosen), [index, chosen]);
  const whole = useMemo(() => treeState(index, chosen), [index, chosen]);

  const onCheck = useCallback((id: string, on: boolean) => onChange((current) => toggleNode(index, current, id, on)), [index, onChange]);
  const onExpand = useCallback(
    (id: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  // The rows shown: a folded branch hides everything below it.
  const visible = useMemo(() => {
    const rows: { node: AuthorizeNode; depth: number }[] = [];
    let hiddenBelow = Infinity;
    for (const entry of index.order) {
      if (entry.depth > hiddenBelow) continue;
      hiddenBelow = Infinity;
      rows.push(entry);
      if (collapsed.has(entry.node.id)) hiddenBelow = entry.depth;
    }
    return rows;
  }, [index, collapsed]);

  const branchIds = useMemo(() => new Set(index.branches), [index]);
  if (index.order.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid={testId} data-empty="true">
        {texts.empty}
      </Typography>
    );
  }
  return (
    <Box data-testid={testId}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" data-testid="authorize-expand-all" onClick={() => setCollapsed(new Set())}>
          {texts.expandAll}
        </Button>
        <Button size="small" data-testid="authorize-collapse-all" onClick={() => setCollapsed(new Set(index.branches))}>
          {texts.collapseAll}
        </Button>
        <Button size="small" data-testid="authorize-check-all" disabled={whole === 'checked'} onClick={() => onChange(() => allOrNone(index, true))}>
          {texts.checkAll}
        </Button>
        <Button size="small" data-testid="authorize-uncheck-all" disabled={whole === 'none'} onClick={() => onChange(() => allOrNone(index, false))}>
          {texts.uncheckAll}
        </Button>
      </Stack>
      <Box role="tree" aria-multiselectable>
        {visible.map(({ node, depth }) => (
          <TreeRow
            key={node.id}
            node={node}
            depth={depth}
            state={states.get(node.id) ?? 'none'}
            expanded={branchIds.has(node.id) ? !collapsed.has(node.id) : null}
            texts={texts}
            onCheck={onCheck}
            onExpand={onExpand}
          />
        ))}
      </Box>
    </Box>
  );
}
