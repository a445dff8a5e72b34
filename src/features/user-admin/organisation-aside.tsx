import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { Box, IconButton, List, ListItemButton, ListItemText, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { ListAsideProps } from '../../crud/page-registry.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { loadOrganisationTree, type OrganisationNode } from './user-admin-api.ts';
import { branchIds, treeLines } from './organisation-tree-lines.ts';
import { userAdminTexts } from './messages.ts';

/** How far each level is indented (theme spacing units). */
const INDENT = 1.5;

/**
 * The organisation tree beside the user list (issue 15 point 4; FE347 views/permission/user): the
 * companies and departments the caller administers. Choosing one lists its users and those of the
 * organisations beneath it (the list's `organizeId`, contract §4.9); 全部 lists every user again.
 * The first level starts open; a keyword shows the matching organisations with the ones above them.
 */
export function OrganisationAside({ onFilter }: ListAsideProps) {
  const [locale] = useLocaleState();
  const texts = userAdminTexts((locale as Language) ?? 'zh');
  const [nodes, setNodes] = useState<OrganisationNode[]>([]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);

  const load = useCallback(() => {
    let live = true;
    loadOrganisationTree().then(
      (tree) => {
        if (!live) return;
        setNodes(tree);
        setExpanded(new Set(tree.map((node) => node.id)));
      },
      () => undefined, // the request client has said why; the tree stays as it was
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(load, [load]);

  const lines = useMemo(() => treeLines(nodes, expanded, keyword), [nodes, expanded, keyword]);
  const choose = (id: string | null) => {
    setChosen(id);
    onFilter(id === null ? {} : { organizeId: id });
  };
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const tool = (title: string, testId: string, onClick: () => void, icon: ReactNode) => (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={title} data-testid={testId} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <Paper data-testid="user-org-tree" sx={{ width: 240, flex: 'none', display: 'flex', flexDirection: 'column', maxHeight: '75vh' }}>
      <Stack direction="row" alignItems="center" sx={{ pl: 2, pr: 0.5, pt: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 500, flex: 1 }}>
          {texts.organisation}
        </Typography>
        {tool(texts.expandAll, 'user-org-expand', () => setExpanded(new Set(branchIds(nodes))), <UnfoldMoreIcon fontSize="small" />)}
        {tool(texts.collapseAll, 'user-org-collapse', () => setExpanded(new Set()), <UnfoldLessIcon fontSize="small" />)}
        {tool(texts.refresh, 'user-org-refresh', load, <RefreshIcon fontSize="small" />)}
      </Stack>
      <Box sx={{ px: 1.5, py: 1 }}>
        <TextField
          size="small"
          fullWidth
          placeholder={texts.treeKeyword}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          inputProps={{ 'aria-label': texts.treeKeyword, 'data-testid': 'user-org-keyword' }}
        />
      </Box>
      <List dense disablePadding sx={{ overflowY: 'auto', pb: 1 }}>
        <ListItemButton selected={chosen === null} onClick={() => choose(null)} data-testid="user-org-all">
          <ListItemText primary={texts.all} />
        </ListItemButton>
        {lines.map(({ node, depth, hasChildren, open }) => (
          <ListItemButton
            key={node.id}
            selected={chosen === node.id}
            onClick={() => choose(node.id)}
            data-testid="user-org-node"
            sx={{ pl: 0.5 + depth * INDENT, pr: 1 }}
          >
            <Box sx={{ width: 28, flex: 'none', display: 'flex', justifyContent: 'center' }}>
              {hasChildren && !keyword.trim() && (
                <IconButton
                  size="small"
                  aria-label={open ? texts.collapse : texts.expand}
                  data-testid="user-org-toggle"
                  onClick={(event) => {
                    event.stopPropagation();
                    toggle(node.id);
                  }}
                  sx={{ p: 0.25 }}
                >
                  {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                </IconButton>
              )}
            </Box>
            <ListItemText primary={node.fullName} title={node.fullName} primaryTypographyProps={{ noWrap: true }} />
          </ListItemButton>
        ))}
        {lines.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {texts.empty}
          </Typography>
        )}
      </List>
    </Paper>
  );
}
