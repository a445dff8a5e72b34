import { useEffect, useState } from 'react';
import { Box, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import type { ListDesign } from '../../../common/online-forms/design-model.ts';
import { dictionaryApi } from '../../lib/data/dictionary-api.ts';
import { previewInterface } from '../../lib/data-interface/data-interface-api.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { onlineDevTexts } from './messages.ts';

type TreeDesign = NonNullable<ListDesign['tree']>;
type Node = Record<string, unknown>;

/** One shown line of the tree: the node, its depth, its value and its label. */
interface Line {
  node: Node;
  depth: number;
  value: string;
  label: string;
}

/**
 * The tree's nodes by its source (columnData treeDataSource, contract §7.3): a dictionary's items
 * (treeDictionary, a dictionary type id) or a data interface's result (treeInterfaceId). Other
 * sources (organisations, departments) are not read yet: the tree stays empty.
 */
async function loadNodes(tree: TreeDesign): Promise<Node[]> {
  if (tree.source === 'dictionary' && tree.dictionary) return (await dictionaryApi.items(tree.dictionary, 1, '')) as unknown as Node[];
  if (tree.source === 'api' && tree.interfaceId) {
    const data = await previewInterface(tree.interfaceId, []);
    return Array.isArray(data) ? (data as Node[]) : [];
  }
  return [];
}

/** The whole tree as lines, depth-first (a left tree is short: it is drawn open). */
function linesOf(nodes: readonly Node[], tree: TreeDesign, depth = 0): Line[] {
  const valueKey = tree.propsValue || 'id';
  const labelKey = tree.propsLabel || 'fullName';
  const childrenKey = tree.propsChildren || 'children';
  return nodes.flatMap((node) => {
    const children = Array.isArray(node[childrenKey]) ? (node[childrenKey] as Node[]) : [];
    const line = { node, depth, value: String(node[valueKey] ?? ''), label: String(node[labelKey] ?? node[valueKey] ?? '') };
    return [line, ...linesOf(children, tree, depth + 1)];
  });
}

/**
 * The left tree of a list of type 2 (contract §7.3): choosing a node filters the table by the
 * design's treeRelation field equal to the node's value (sent in queryJson); 全部 shows every row.
 */
export function TreeAside({ tree, language, onChoose }: { tree: TreeDesign; language: Language; onChoose: (filter: Record<string, unknown>) => void }) {
  const texts = onlineDevTexts(language);
  const [lines, setLines] = useState<Line[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadNodes(tree).then(
      (nodes) => {
        if (live) setLines(linesOf(nodes, tree));
      },
      () => undefined, // the request client has said why; the tree stays empty
    );
    return () => {
      live = false;
    };
  }, [tree]);
  const choose = (value: string | null) => {
    setChosen(value);
    onChoose(value === null || !tree.relation ? {} : { [tree.relation]: value });
  };
  return (
    <Paper data-testid="online-tree" sx={{ width: 220, flex: 'none', maxHeight: '70vh', overflowY: 'auto' }}>
      {tree.title && (
        <Typography sx={{ px: 2, pt: 1.5, pb: 0.5, fontWeight: 500 }} component="h2">
          {tree.title}
        </Typography>
      )}
      <List dense disablePadding>
        <ListItemButton selected={chosen === null} onClick={() => choose(null)} data-testid="online-tree-all">
          <ListItemText primary={texts.all} />
        </ListItemButton>
        {lines.map((line) => (
          <ListItemButton
            key={`${line.depth}:${line.value}`}
            selected={chosen === line.value}
            onClick={() => choose(line.value)}
            sx={{ pl: 2 + line.depth * 2 }}
          >
            <ListItemText primary={<Box component="span">{line.label}</Box>} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
