import { useCallback, useEffect, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
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
import { request } from '../../lib/request/request.ts';
import { entityResources } from '../../lib/data/entity-resource.ts';
import type { EntityRecord, Texts } from '../../lib/data/entity-resource.ts';
import { EntityFormDialog } from '../../crud/entity-form-dialog-lazy.ts';

const moduleItemResource = entityResources.moduleItem;

/** The three families of a menu's permission items and their path prefixes (contract §3). */
const FAMILIES = [
  { kind: 'button', base: '/api/system/ModuleButton', label: 'menuItems.buttons' },
  { kind: 'column', base: '/api/system/ModuleColumn', label: 'menuItems.columns' },
  { kind: 'form', base: '/api/system/ModuleForm', label: 'menuItems.forms' },
] as const;
type Family = (typeof FAMILIES)[number];

/** One family's items of one menu, in a drawer: add, edit, enable/disable and delete. */
function MenuItemsDrawer({ menu, family, onClose }: { menu: EntityRecord; family: Family; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const lang = (locale as keyof Texts) ?? 'zh';
  const [items, setItems] = useState<EntityRecord[]>([]);
  const [editing, setEditing] = useState<EntityRecord | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [confirm, setConfirm] = useState<EntityRecord | null>(null);

  const load = useCallback(async () => {
    try {
      setItems((await request<{ list: EntityRecord[] }>({ url: `${family.base}/${menu.id}/List` })).data?.list ?? []);
    } catch {
      // the request client has said why
    }
  }, [family.base, menu.id]);
  useEffect(() => void load(), [load]);
  const done = (msg: string | undefined) => {
    notify(msg || translate('entity.saved'), { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg || translate('entity.saved') } });
    void load();
  };
  const label = (field: string) => moduleItemResource.fields.find((f) => f.name === field)?.label[lang] ?? field;

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: 700, maxWidth: '100vw' } } }}
    >
      <Box sx={{ p: 2 }} data-testid={`menu-items-${family.kind}`}>
        <Stack direction="row" alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h6" sx={{ flex: 1 }}>
            {String(menu.fullName ?? '')} · {translate(family.label)}
          </Typography>
          <Button
            variant="contained"
            data-testid="menu-items-add"
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            {translate('entity.add')}
          </Button>
        </Stack>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{label('fullName')}</TableCell>
              <TableCell>{label('enCode')}</TableCell>
              <TableCell>{label('enabledMark')}</TableCell>
              <TableCell>{translate('entity.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id} data-testid="menu-item-row">
                <TableCell>{String(item.fullName ?? '')}</TableCell>
                <TableCell>{String(item.enCode ?? '')}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={item.enabledMark === 1 ? 'success' : 'default'}
                    label={translate(item.enabledMark === 1 ? 'entity.enabled' : 'entity.disabled')}
                  />
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => {
                      setEditing(item);
                      setFormOpen(true);
                    }}
                  >
                    {translate('entity.edit')}
                  </Button>
                  <Button
                    size="small"
                    onClick={async () =>
                      done((await request({ url: `${family.base}/${item.id}/Actions/State`, method: 'PUT' }).catch(() => ({ msg: undefined }))).msg)
                    }
                  >
                    {translate(item.enabledMark === 1 ? 'entity.disable' : 'entity.enable')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setConfirm(item)}>
                    {translate('entity.delete')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <EntityFormDialog
        resource={moduleItemResource}
        record={editing}
        initial={{ moduleId: menu.id, kind: family.kind }}
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onSubmit={async (data) => {
          const body = { ...data, moduleId: menu.id };
          const response = editing?.id
            ? await request({ url: `${family.base}/${editing.id}`, method: 'PUT', data: body })
            : await request({ url: family.base, method: 'POST', data: body });
          setFormOpen(false);
          done(response.msg);
        }}
      />
      <Dialog open={Boolean(confirm)} onClose={() => setConfirm(null)}>
        <DialogContent>{translate('entity.confirmDelete')}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{translate('entity.cancel')}</Button>
          <Button
            variant="contained"
            data-testid="menu-items-confirm"
            onClick={async () => {
              const target = confirm;
              setConfirm(null);
              if (target) done((await request({ url: `${family.base}/${target.id}`, method: 'DELETE' }).catch(() => ({ msg: undefined }))).msg);
            }}
          >
            {translate('entity.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Drawer>
  );
}

/** A menu row's extra actions: its buttons, list columns and form fields, each in a drawer. */
export function MenuItemButtons({ row }: { row: EntityRecord }) {
  const translate = useTranslate();
  const [family, setFamily] = useState<Family | null>(null);
  // Directories hold no page, so nothing below them can be granted.
  if (row.type === 1) return null;
  return (
    <>
      {FAMILIES.map((f) => (
        <Button key={f.kind} size="small" data-testid={`menu-items-open-${f.kind}`} onClick={() => setFamily(f)}>
          {translate(f.label)}
        </Button>
      ))}
      {family && <MenuItemsDrawer menu={row} family={family} onClose={() => setFamily(null)} />}
    </>
  );
}
