import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  Drawer,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { entityResources } from '../../lib/data/entity-resource.ts';
import type { EntityRecord } from '../../lib/data/entity-resource.ts';
import { EntityFormDialog } from '../../crud/entity-form-dialog-lazy.ts';
import { treeOptions } from '../../crud/widgets/tree-select-widget.tsx';
import { dictionaryApi, type TypeNode } from '../../lib/data/dictionary-api.ts';
import { forgetDictionaries } from './forget-dictionaries.ts';
import { allIds, visibleRows } from './flatten-tree.ts';

const dictionaryTypeResource = entityResources.dictionaryType;

/** The 700px category drawer (spec lowcode §2): tree table, edit, delete, export, add, import. */
export function CategoryDrawer({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [types, setTypes] = useState<TypeNode[]>([]);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<EntityRecord | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [parents, setParents] = useState<TypeNode[]>([]);
  const [confirm, setConfirm] = useState<{ text: string; run: () => Promise<void> } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    try {
      const list = await dictionaryApi.types();
      setTypes(list);
      setExpanded(new Set(allIds(list)));
    } catch {
      // load failures stop quietly (spec lowcode §8)
    }
  }, []);
  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const changed = (msg?: string) => {
    if (msg) notify(msg, { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg } });
    forgetDictionaries();
    void load();
    onChanged();
  };
  const openDialog = async (record: EntityRecord | null) => {
    setParents(await dictionaryApi.typeSelector(record?.id ?? '0').catch(() => []));
    setEditing(record);
    setDialogOpen(true);
  };
  const top = { id: '-1', fullName: translate('dictionary.topLevel'), children: parents } as TypeNode;

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: 700, maxWidth: '100vw' } } }}
    >
      <Box sx={{ p: 2 }} data-testid="category-drawer">
        <Typography variant="h6">{translate('dictionary.categoryManagement')}</Typography>
        <Stack direction="row" spacing={1} sx={{ my: 2 }}>
          <Button onClick={() => void load()}>{translate('dictionary.refresh')}</Button>
          <Button variant="contained" data-testid="category-add" onClick={() => void openDialog(null)}>
            {translate('entity.add')}
          </Button>
          <Button onClick={() => fileInput.current?.click()}>{translate('dictionary.import')}</Button>
          <input
            ref={fileInput}
            type="file"
            accept=".bdd"
            hidden
            data-testid="category-import-file"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              try {
                changed((await dictionaryApi.importFile(file)).msg);
              } catch {
                // the request client has shown the reason
              }
            }}
          />
        </Stack>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('dictionary.name')}</TableCell>
              <TableCell>{translate('dictionary.code')}</TableCell>
              <TableCell>{translate('dictionary.sort')}</TableCell>
              <TableCell>{translate('dictionary.isTree')}</TableCell>
              <TableCell>{translate('entity.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visibleRows(types, expanded).map(({ node, depth }) => (
              <TableRow key={node.id}>
                <TableCell sx={{ pl: 2 + depth * 2 }}>{node.fullName}</TableCell>
                <TableCell>{node.enCode}</TableCell>
                <TableCell>{node.sortCode}</TableCell>
                <TableCell>
                  <Chip size="small" label={translate(node.isTree === 1 ? 'dictionary.yes' : 'dictionary.no')} />
                </TableCell>
                <TableCell>
                  <Button size="small" onClick={async () => openDialog((await dataProvider.getOne('dictionaryType', { id: node.id })).data as EntityRecord)}>
                    {translate('entity.edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() =>
                      setConfirm({
                        text: translate('entity.confirmDelete'),
                        run: async () => changed(((await dataProvider.delete('dictionaryType', { id: node.id })) as { meta?: { msg?: string } }).meta?.msg),
                      })
                    }
                  >
                    {translate('entity.delete')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() =>
                      setConfirm({
                        text: translate('dictionary.confirmExport'),
                        run: async () => {
                          const file = await dictionaryApi.exportType(node.id);
                          if (file?.url) window.location.assign(file.url);
                        },
                      })
                    }
                  >
                    {translate('dictionary.export')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <EntityFormDialog
        resource={dictionaryTypeResource}
        record={editing}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        uiOverrides={{ parentId: { 'ui:widget': 'treeSelect', 'ui:disabled': Boolean(editing?.id), 'ui:options': { treeOptions: treeOptions([top]) } } }}
        onSubmit={async (data) => {
          const result = (
            editing?.id
              ? await dataProvider.update('dictionaryType', { id: editing.id, data, previousData: editing })
              : await dataProvider.create('dictionaryType', { data })
          ) as { meta?: { msg?: string } };
          setDialogOpen(false);
          changed(result.meta?.msg);
        }}
      />
      <Dialog open={Boolean(confirm)} onClose={() => setConfirm(null)}>
        <DialogContent>{confirm?.text}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{translate('entity.cancel')}</Button>
          <Button
            variant="contained"
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
    </Drawer>
  );
}
