import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { entityResources } from '../../lib/data/entity-resource.ts';
import { EntityListPage } from '../../crud/entity-list-page.tsx';

/**
 * 应用管理 on the menu page: the applications (systems) whose menus the page lists, managed in a
 * dialog over the generic list of their schema. The stock JNPF 3.4.7 client manages them on the
 * same page (its `system/menu` view lists the applications first), so the demo menu has no page of
 * their own and both browser apps reach them from 系统菜单.
 */
export function ApplicationsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" data-testid="menu-applications" onClick={() => setOpen(true)}>
        {translate('menuItems.applications')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth data-testid="menu-applications-dialog">
        <DialogTitle>{translate('menuItems.applications')}</DialogTitle>
        <DialogContent>{open && <EntityListPage resource={entityResources.system} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('menuItems.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
