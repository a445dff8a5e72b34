import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, IconButton, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { dictionaryApi, type ItemNode } from '../../lib/data/dictionary-api.ts';
import { allTreeIds, visibleTreeRows } from '../../crud/tree-rows.ts';

/**
 * A dynamic dictionary page (menu type 4, spec §2.3, contract §3): the items of the dictionary type
 * the menu names in propertyJson.moduleId, read-only; a tree when the menu says isTree 1 (expanded
 * at first). The keyword goes to the server, which keeps the ancestors of matches in a tree.
 */
export function DynamicDictionaryPage({ title, typeId, isTree }: { title: string; typeId: string; isTree: number }) {
  const translate = useTranslate();
  const tree = isTree === 1 ? 1 : 0;
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [items, setItems] = useState<ItemNode[] | null>(null);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());

  const load = useCallback(async () => {
    if (!typeId) return;
    try {
      const list = await dictionaryApi.items(typeId, tree, applied);
      setItems(list);
      setExpanded(new Set(allTreeIds(list)));
    } catch {
      setItems([]); // the request client has shown why
    }
  }, [typeId, tree, applied]);

  useEffect(() => {
    void load();
  }, [load]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied(keyword.trim());
  };
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const rows = visibleTreeRows(items ?? [], expanded);
  return (
    <Box sx={{ p: 2 }} data-testid="dynamic-dictionary-page" data-tree={tree}>
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {!typeId ? (
        <Typography color="error" data-testid="dynamic-dictionary-no-type">
          {translate('dynamicDictionary.noType')}
        </Typography>
      ) : (
        <>
          <Stack component="form" direction="row" spacing={1} sx={{ mb: 2 }} alignItems="center" onSubmit={search}>
            <TextField
              size="small"
              name="keyword"
              label={translate('dynamicDictionary.keyword')}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
            <Button type="submit" variant="contained">
              {translate('dynamicDictionary.search')}
            </Button>
            <Button
              onClick={() => {
                setKeyword('');
                setApplied('');
              }}
            >
              {translate('dynamicDictionary.reset')}
            </Button>
            {tree === 1 && (
              <>
                <Button onClick={() => setExpanded(new Set(allTreeIds(items ?? [])))}>{translate('dynamicDictionary.expandAll')}</Button>
                <Button onClick={() => setExpanded(new Set())}>{translate('dynamicDictionary.collapseAll')}</Button>
              </>
            )}
          </Stack>
          <Paper variant="outlined">
            <Table size="small" aria-busy={items === null}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('dynamicDictionary.name')}</TableCell>
                  <TableCell>{translate('dynamicDictionary.code')}</TableCell>
                  <TableCell>{translate('dynamicDictionary.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map(({ row: node, depth, expandable: parent }) => {
                  return (
                    <TableRow key={node.id} data-testid="dynamic-dictionary-row" data-depth={depth}>
                      <TableCell sx={{ pl: 1 + depth * 3 }}>
                        {tree === 1 && (
                          <IconButton
                            size="small"
                            disabled={!parent}
                            sx={{ visibility: parent ? 'visible' : 'hidden' }}
                            aria-label={translate(expanded.has(node.id) ? 'dynamicDictionary.collapse' : 'dynamicDictionary.expand')}
                            onClick={() => toggle(node.id)}
                          >
                            {expanded.has(node.id) ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                          </IconButton>
                        )}
                        {node.fullName}
                      </TableCell>
                      <TableCell>{node.enCode}</TableCell>
                      <TableCell>{translate(node.enabledMark === 1 ? 'dynamicDictionary.enabled' : 'dynamicDictionary.disabled')}</TableCell>
                    </TableRow>
                  );
                })}
                {items !== null && rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={3} align="center">
                      {translate('dynamicDictionary.empty')}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Paper>
        </>
      )}
    </Box>
  );
}
