import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import { copyInterface } from '../../lib/data-interface/data-interface-api.ts';
import type { EntityRecord } from '../../lib/data/entity-resource.ts';
import { LIST_BUTTONS } from '../../lib/auth/page-permissions.ts';
import { ConfirmDialog, type Confirmation } from '../../components/confirm-dialog.tsx';
import { useInterfacePagePermissions } from './use-interface-page-permissions.ts';
import { PreviewDialog } from './preview-dialog.tsx';
import { FieldsDialog } from './fields-dialog.tsx';
import { LogDialog } from './log-dialog.tsx';

type Open = 'preview' | 'fields' | 'log' | null;

/**
 * A data interface row's extra actions on the generic list page: preview, its result's fields, its
 * call log, and copy. Copy makes a new record, so it needs btn_add as the page's add does; on success
 * the server's message shows for 1.5 s and the list is read again (spec §8).
 */
export function InterfaceRowActions({ row }: { row: EntityRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const can = useInterfacePagePermissions();
  const [open, setOpen] = useState<Open>(null);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const close = () => setOpen(null);

  const copy = () =>
    setConfirm({
      text: translate('dataInterface.confirmCopy'),
      run: async () => {
        const msg = await copyInterface(row.id);
        // the server's own words, shown as they are (not looked up as a translation key)
        notify(msg, { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg } });
        refresh();
      },
    });

  return (
    <>
      <Button size="small" data-testid="data-interface-preview" onClick={() => setOpen('preview')}>
        {translate('dataInterface.preview')}
      </Button>
      <Button size="small" data-testid="data-interface-fields" onClick={() => setOpen('fields')}>
        {translate('dataInterface.fields')}
      </Button>
      <Button size="small" data-testid="data-interface-log" onClick={() => setOpen('log')}>
        {translate('dataInterface.log')}
      </Button>
      {can.button(LIST_BUTTONS.add) && (
        <Button size="small" data-testid="data-interface-copy" onClick={copy}>
          {translate('dataInterface.copy')}
        </Button>
      )}
      {open === 'preview' && <PreviewDialog row={row} onClose={close} />}
      {open === 'fields' && <FieldsDialog row={row} onClose={close} />}
      {open === 'log' && <LogDialog row={row} onClose={close} />}
      <ConfirmDialog confirmation={confirm} onClose={() => setConfirm(null)} testId="data-interface-copy-confirm" />
    </>
  );
}
