import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  List,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { entityResources } from '../../lib/data/entity-resource.ts';
import type { EntityRecord } from '../../lib/data/entity-resource.ts';
import { EntityFormDialog } from '../../crud/entity-form-dialog-lazy.ts';
import { treeOptions } from '../../crud/widgets/tree-select-widget.tsx';
import { ListTable, type ListColumn } from '../../crud/list/list-table.tsx';
import { usePagedList } from '../../crud/list/use-paged-list.ts';
import { useTreeExpansion } from '../../crud/list/use-tree-expansion.ts';
import { visibleTreeRows } from '../../crud/tree-rows.ts';
import { dictionaryApi, itemListOf, type ItemNode, type TypeNode } from '../../lib/data/dictionary-api.ts';
import { forgetDictionaries } from './forget-dictionaries.ts';
import { allIds, filterTree, visibleRows } from './flatten-tree.ts';
import { CategoryDrawer } from './category-drawer.tsx';

const dictionaryDataResource = entityResources.dictionaryData;

/**
 * Dictionary management (spec lowcode §2): the category tree with filter and menu on the left,
 * the items of the chosen category on the right (a tree table when the category is a tree).
 */
export function DictionaryPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider() as ReturnType<typeof useDataProvider> & { toggleState(r: string, id: string): Promise<string> };
  const [types, setTypes] = useState<TypeNode[]>([]);
  const [typeFilter, setTypeFilter] = useState('');
  const [typeExpanded, setTypeExpanded] = useState<Set<string>>(new Set());
  const [current, setCurrent] = useState<TypeNode | null>(null);
  const [keyword, setKeyword] = useState('');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [drawer, setDrawer] = useState(false);
  const [editing, setEditing] = useState<EntityRecord | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [parents, setParents] = useState<ItemNode[]>([]);
  const [confirm, setConfirm] = useState<{ text: string; run: () => Promise<void> } | null>(null);

  const loadTypes = useCallback(async () => {
    try {
      const list = await dictionaryApi.types();
      setTypes(list);
      setTypeExpanded(new Set(allIds(list)));
      setCurrent((previous) => (previous ? (findType(list, previous.id) ?? null) : (list[0] ?? null)));
    } catch {
      // load failures stop quietly
    }
  }, []);
  // The chosen category's items: the whole list (a tree when the category is one), by keyword.
  const source = useMemo(() => (current ? itemListOf(current.id) : undefined), [current]);
  const filter = useMemo(() => ({ isTree: current?.isTree ?? 0 }), [current]);
  const list = usePagedList<ItemNode>({ resource: 'dictionaryData', source, filter, enabled: Boolean(current) });
  const items = list.rows;
  const { expanded: itemExpanded, expandAll: expandItems, collapseAll: collapseItems } = useTreeExpansion();
  // every loaded tree opens whole
  useEffect(() => expandItems(allIds(items)), [items, expandItems]);
  useEffect(() => void loadTypes(), [loadTypes]);

  const changed = (msg?: string) => {
    if (msg) notify(msg, { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg } });
    forgetDictionaries();
    list.refresh();
  };
  const openItem = async (record: EntityRecord | null) => {
    if (!current) return;
    setParents(await dictionaryApi.itemSelector(current.id, record?.id ?? '0').catch(() => []));
    // The selector's root stands for the category; a top-level item ('0') is shown under it.
    const base = record ?? ({ id: '', dictionaryTypeId: current.id, parentId: '0' } as EntityRecord);
    setEditing({ ...base, parentId: base.parentId === '0' ? current.id : base.parentId });
    setDialogOpen(true);
  };

  const columns: ListColumn<ItemNode>[] = [
    { key: 'fullName', header: translate('dictionary.name'), render: (node) => node.fullName },
    { key: 'enCode', header: translate('dictionary.code'), render: (node) => node.enCode },
    { key: 'sortCode', header: translate('dictionary.sort'), render: (node) => node.sortCode },
    {
      key: 'enabledMark',
      header: translate('dictionary.status'),
      render: (node) => (
        <Chip
          size="small"
          color={node.enabledMark === 1 ? 'success' : 'default'}
          label={translate(node.enabledMark === 1 ? 'entity.enabled' : 'entity.disabled')}
        />
      ),
    },
  ];
  const actionsOf = (node: ItemNode) => (
    <>
      <Button size="small" onClick={async () => openItem((await dataProvider.getOne('dictionaryData', { id: node.id })).data as EntityRecord)}>
        {translate('entity.edit')}
      </Button>
      {/* 启用/禁用 is a row action like the other lists', not a click on the status chip nobody finds. */}
      <Button
        size="small"
        data-testid="dictionary-state"
        onClick={() =>
          setConfirm({
            text: translate(node.enabledMark === 1 ? 'entity.confirmDisable' : 'entity.confirmEnable'),
            run: async () => changed(await dataProvider.toggleState('dictionaryData', node.id)),
          })
        }
      >
        {translate(node.enabledMark === 1 ? 'entity.disable' : 'entity.enable')}
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() =>
          setConfirm({
            text: translate('entity.confirmDelete'),
            run: async () => changed(((await dataProvider.delete('dictionaryData', { id: node.id })) as { meta?: { msg?: string } }).meta?.msg),
          })
        }
      >
        {translate('entity.delete')}
      </Button>
    </>
  );

  return (
    <Box sx={{ display: 'flex', gap: 2, p: 2 }} data-testid="dictionary-page">
      <Paper sx={{ width: 260, p: 1, flexShrink: 0 }}>
        <Stack direction="row" alignItems="center">
          <TextField
            size="small"
            placeholder={translate('dictionary.filter')}
            value={typeFilter}
            onChange={(e) => setTypeFilter(e.target.value)}
            sx={{ flex: 1 }}
          />
          <Button size="small" onClick={(e) => setMenuAnchor(e.currentTarget)} data-testid="dictionary-tree-menu">
            ⋯
          </Button>
        </Stack>
        <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              void loadTypes();
            }}
          >
            {translate('dictionary.refresh')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              setTypeExpanded(new Set(allIds(types)));
            }}
          >
            {translate('dictionary.expandAll')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              setTypeExpanded(new Set());
            }}
          >
            {translate('dictionary.collapseAll')}
          </MenuItem>
          <MenuItem
            data-testid="open-category-drawer"
            onClick={() => {
              setMenuAnchor(null);
              setDrawer(true);
            }}
          >
            {translate('dictionary.categoryManagement')}
          </MenuItem>
        </Menu>
        <List dense>
          {visibleRows(filterTree(types, typeFilter), typeFilter ? new Set(allIds(types)) : typeExpanded).map(({ node, depth }) => (
            <ListItemButton key={node.id} selected={current?.id === node.id} sx={{ pl: 1 + depth * 2 }} onClick={() => setCurrent(node)}>
              <ListItemText primary={node.fullName} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
          {current?.fullName ?? translate('dictionary.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <TextField size="small" label={translate('entity.keyword')} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
          <Button variant="contained" onClick={() => list.search({ keyword: keyword.trim() })}>
            {translate('entity.search')}
          </Button>
          <Button
            onClick={() => {
              setKeyword('');
              list.search({});
            }}
          >
            {translate('entity.reset')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button variant="contained" disabled={!current} data-testid="dictionary-item-add" onClick={() => void openItem(null)}>
            {translate('entity.add')}
          </Button>
          {current?.isTree === 1 && (
            <>
              <Button onClick={() => expandItems(allIds(items))}>{translate('dictionary.expandAll')}</Button>
              <Button onClick={collapseItems}>{translate('dictionary.collapseAll')}</Button>
            </>
          )}
          <Button onClick={list.refresh}>{translate('dictionary.refresh')}</Button>
        </Stack>
        <ListTable
          columns={columns}
          rows={visibleTreeRows(items, itemExpanded)}
          rowTestId="dictionary-item-row"
          loading={list.loading}
          tree={{ indent: { base: 2, step: 2 } }}
          actions={{ header: translate('entity.actions'), render: actionsOf }}
        />
      </Box>
      {current && (
        <EntityFormDialog
          resource={dictionaryDataResource}
          record={editing}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          uiOverrides={{
            parentId: {
              'ui:widget': 'treeSelect',
              // The synthetic root of the selector is the category itself: it stands for "top level".
              'ui:options': { treeOptions: treeOptions(parents.map((root) => ({ ...root, id: current.id }))) },
            },
          }}
          onSubmit={async (data) => {
            // A parent equal to the category id is sent as '0' (spec lowcode §4).
            const payload = { ...data, dictionaryTypeId: current.id, parentId: data.parentId === current.id || !data.parentId ? '0' : data.parentId };
            const result = (
              editing?.id
                ? await dataProvider.update('dictionaryData', { id: editing.id, data: payload, previousData: editing })
                : await dataProvider.create('dictionaryData', { data: payload })
            ) as { meta?: { msg?: string } };
            setDialogOpen(false);
            changed(result.meta?.msg);
          }}
        />
      )}
      <CategoryDrawer open={drawer} onClose={() => setDrawer(false)} onChanged={() => void loadTypes()} />
      <Dialog open={Boolean(confirm)} onClose={() => setConfirm(null)}>
        <DialogContent>{confirm?.text}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{translate('entity.cancel')}</Button>
          <Button
            variant="contained"
            data-testid="dictionary-confirm"
            onClick={async () => {
              const action = confirm;
              setConfirm(null);
              await action?.run().catch(() => undefined);
            }}
          >
            {translate('entity.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function findType(nodes: TypeNode[], id: string): TypeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findType(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}
