import { useState } from 'react';
import { useLocaleState, useNotify, useRefresh } from 'react-admin';
import { Button } from '@mui/material';
import type { EntityRecord } from '../../lib/data/entity-resource.ts';
import { entityResources } from '../../lib/data/entity-resource.ts';
import { LIST_BUTTONS } from '../../lib/auth/page-permissions.ts';
import { usePageKeyPermissions } from '../../lib/auth/use-page-key-permissions.ts';
import { ConfirmDialog, type Confirmation } from '../../components/confirm-dialog.tsx';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { copyDesign } from './design-api.ts';
import { designPageTexts } from './design-messages.ts';
import { DesignReleaseDialog } from './design-release-dialog.tsx';
import { DesignPreviewDialog } from './design-preview-dialog.tsx';

/** The page key the generic list page serves designs at (schemas/visual-dev.schema.json `page`). */
const PAGE_KEY = entityResources.visualDev.page ?? 'onlineDev/webDesign';

type Open = 'preview' | 'release' | null;

/**
 * A design row's extra actions on the generic list page (issue 14 point 6): 预览 the current draft,
 * 发布 it to a menu, 复制 it. Copy makes a new record, so it needs btn_add as the page's add does;
 * a release changes the design (and the menus), so btn_edit as its edit does. On success the
 * server's message shows for 1.5 s and the list is read again (spec §8).
 */
export function DesignRowActions({ row }: { row: EntityRecord }) {
  const [locale] = useLocaleState();
  const language = (locale as Language) ?? 'zh';
  const texts = designPageTexts(language);
  const notify = useNotify();
  const refresh = useRefresh();
  const can = usePageKeyPermissions(PAGE_KEY);
  const [open, setOpen] = useState<Open>(null);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const close = () => setOpen(null);
  // the server's own words, shown as they are (not looked up as a translation key)
  const succeed = (msg: string) => {
    notify(msg, { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg } });
    refresh();
  };

  const copy = () =>
    setConfirm({
      text: texts.confirmCopy,
      run: async () => succeed(await copyDesign(String(row.id))),
    });

  return (
    <>
      <Button size="small" data-testid="design-preview-open" onClick={() => setOpen('preview')}>
        {texts.preview}
      </Button>
      {can.button(LIST_BUTTONS.edit) && (
        <Button size="small" data-testid="design-release-open" onClick={() => setOpen('release')}>
          {texts.release}
        </Button>
      )}
      {can.button(LIST_BUTTONS.add) && (
        <Button size="small" data-testid="design-copy" onClick={copy}>
          {texts.copy}
        </Button>
      )}
      {open === 'preview' && <DesignPreviewDialog row={row} language={language} onClose={close} />}
      {open === 'release' && (
        <DesignReleaseDialog
          row={row}
          language={language}
          onClose={close}
          onReleased={(msg) => {
            close();
            succeed(msg);
          }}
        />
      )}
      <ConfirmDialog
        confirmation={confirm}
        onClose={() => setConfirm(null)}
        testId="design-copy-confirm"
        labels={{ confirm: texts.confirm, cancel: texts.cancel }}
      />
    </>
  );
}
