import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import type { EntityRecord } from '../../lib/data/entity-resource.ts';
import { DataSchemesDialog } from './schemes-dialog.tsx';

/** Menu types whose records a scheme can judge: pages (2) and online-form functions (3); directories and links hold none. */
const PAGE_TYPES = new Set([2, 3]);

/** 数据权限 on a page menu's row of 系统菜单: its data-permission schemes, in a dialog. */
export function DataSchemeRowAction({ row }: { row: EntityRecord }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!PAGE_TYPES.has(Number(row.type))) return null;
  return (
    <>
      <Button size="small" data-testid="data-schemes-open" onClick={() => setOpen(true)}>
        {translate('dataScope.button')}
      </Button>
      {open && <DataSchemesDialog menu={row} onClose={() => setOpen(false)} />}
    </>
  );
}
