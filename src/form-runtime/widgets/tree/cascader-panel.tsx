import { useMemo, useState } from 'react';
import { Box, Checkbox, List, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { OptionNode } from './tree-model.ts';
import { isChoosable, placeAll } from './tree-model.ts';
import { samePath, type CascaderConfig } from './cascader-config.ts';
import type { TreeTexts } from './tree-texts.ts';

export interface CascaderPanelProps {
  nodes: OptionNode[];
  config: CascaderConfig;
  chosen: string[][];
  texts: TreeTexts;
  /** a node was chosen (or, multiple, its check toggled) by its id path */
  onChoose: (path: string[]) => void;
}

/** The columns to show for the opened path: the roots, then the children of each opened node. */
function columnsOf(nodes: OptionNode[], opened: string[]): OptionNode[][] {
  const columns = [nodes];
  let level = nodes;
  for (const value of opened) {
    const node = level.find((entry) => entry.value === value);
    if (!node || node.children.length === 0) break;
    columns.push(node.children);
    level = node.children;
  }
  return columns;
}

/**
 * The open cascader (el-cascader as JNPF uses it): one column per level, a click on a node with
 * children opens the next column, a click on a leaf chooses it (any node with checkStrictly).
 * With a keyword (filterable), every choosable path whose labels hold it, as one list.
 */
export function CascaderPanel({ nodes, config, chosen, texts, onChoose }: CascaderPanelProps) {
  const [opened, setOpened] = useState<string[]>(() => (chosen[0] ?? []).slice(0, -1));
  const [keyword, setKeyword] = useState('');
  const choosable = (node: OptionNode) => isChoosable(node, !config.checkStrictly);
  const isChosen = (path: string[]) => chosen.some((entry) => samePath(entry, path));
  const matches = useMemo(() => {
    const word = keyword.trim().toLowerCase();
    if (!word) return [];
    return placeAll(nodes).filter((entry) => choosable(entry.node) && entry.labels.some((label) => label.toLowerCase().includes(word)));
    // choosable depends on checkStrictly only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nodes, keyword, config.checkStrictly]);
  const columns = columnsOf(nodes, opened);

  const row = (node: OptionNode, path: string[], text: string, key: string) => {
    const canChoose = choosable(node);
    const hasChildren = node.children.length > 0;
    return (
      <ListItemButton
        key={key}
        dense
        data-testid="cascader-option"
        data-value={node.value}
        aria-disabled={!canChoose && !hasChildren}
        selected={isChosen(path) || (opened[path.length - 1] === node.value && samePath(opened.slice(0, path.length), path))}
        onClick={() => {
          if (hasChildren && !keyword) setOpened(path);
          if (canChoose) onChoose(path);
        }}
        sx={{ pr: 1, opacity: !canChoose && !hasChildren ? 0.5 : 1, cursor: !canChoose && !hasChildren ? 'not-allowed' : 'pointer' }}
      >
        {config.multiple && canChoose && (
          <Checkbox
            size="small"
            edge="start"
            checked={isChosen(path)}
            tabIndex={-1}
            sx={{ p: 0.25, mr: 0.5 }}
            slotProps={{ input: { 'aria-label': text } }}
            onClick={(event) => {
              event.stopPropagation();
              onChoose(path);
            }}
          />
        )}
        <ListItemText primary={text} slotProps={{ primary: { variant: 'body2', color: node.disabled ? 'textDisabled' : 'textPrimary' } }} />
        {hasChildren && !keyword && <ChevronRightIcon fontSize="small" color="action" />}
      </ListItemButton>
    );
  };

  return (
    <Stack data-testid="cascader-panel">
      {config.filterable && (
        <Box sx={{ p: 1 }}>
          <TextField
            size="small"
            fullWidth
            autoFocus
            placeholder={texts.search}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'cascader-keyword' } }}
          />
        </Box>
      )}
      {keyword.trim() ? (
        <List dense sx={{ maxHeight: 300, overflow: 'auto', minWidth: 220 }}>
          {matches.length === 0 ? (
            <Typography variant="body2" color="textSecondary" sx={{ p: 2 }}>
              {texts.noData}
            </Typography>
          ) : (
            matches.map((entry) => row(entry.node, entry.path, entry.labels.join(config.separator), entry.path.join('/')))
          )}
        </List>
      ) : nodes.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ p: 2, minWidth: 180, textAlign: 'center' }} data-testid="cascader-empty">
          {texts.noData}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ maxHeight: 300 }}>
          {columns.map((column, depth) => (
            <List
              key={depth}
              dense
              data-testid="cascader-column"
              sx={{ minWidth: 160, overflow: 'auto', borderLeft: depth > 0 ? 1 : 0, borderColor: 'divider', py: 0.5 }}
            >
              {column.map((node) => {
                const path = [...opened.slice(0, depth), node.value];
                return row(node, path, node.label, node.value);
              })}
            </List>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
