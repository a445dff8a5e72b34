import { useState } from 'react';
import { useLocaleState, useNotify, useRefresh } from 'react-admin';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { entityResources, type EntityRecord } from '../../lib/data/entity-resource.ts';
import { LIST_BUTTONS } from '../../lib/auth/page-permissions.ts';
import { usePageKeyPermissions } from '../../lib/auth/use-page-key-permissions.ts';
import { ConfirmDialog, type Confirmation } from '../../components/confirm-dialog.tsx';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { userAdminTexts } from './messages.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { unlockUser } from './user-admin-api.ts';

/** The page key the generic list page serves users at (schemas/user.schema.json `page`). */
const PAGE_KEY = entityResources.user.page ?? 'permission/user';

/** A locked account (spec shell §4): the sign-in attempts set enabledMark 2, which the list also reads as lockMark. */
const isLocked = (row: EntityRecord): boolean => Number(row.enabledMark) === 2 || Number(row.lockMark) === 1;

/**
 * A user row's 更多 menu (issue 15 point 4, as FE347's user page has it): 重置密码 and, for a locked
 * account only, 解除锁定 after a confirmation. Both change the account, so both need the page's
 * btn_edit, as its edit does; the administrator account's row has neither (FE347). On success the
 * server's words show for 1.5 s and the list is read again.
 */
export function UserRowActions({ row }: { row: EntityRecord }) {
  const [locale] = useLocaleState();
  const texts = userAdminTexts((locale as Language) ?? 'zh');
  const can = usePageKeyPermissions(PAGE_KEY);
  const notify = useNotify();
  const refresh = useRefresh();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [resetting, setResetting] = useState(false);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  if (!can.button(LIST_BUTTONS.edit) || Number(row.isAdministrator) === 1) return null;

  // the server's own words, shown as they are (not looked up as a translation key)
  const succeed = (msg: string) => {
    notify(msg, { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg } });
    refresh();
  };
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  return (
    <>
      <Button size="small" data-testid="user-more" endIcon={<ArrowDropDownIcon />} onClick={(event) => setAnchor(event.currentTarget)} sx={{ minWidth: 0 }}>
        {texts.more}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem data-testid="user-reset-password" onClick={pick(() => setResetting(true))}>
          {texts.resetPassword}
        </MenuItem>
        {isLocked(row) && (
          <MenuItem
            data-testid="user-unlock"
            onClick={pick(() => setConfirm({ text: texts.confirmUnlock, run: async () => succeed(await unlockUser(row.id)) }))}
          >
            {texts.unlock}
          </MenuItem>
        )}
      </Menu>
      {resetting && (
        <ResetPasswordDialog
          user={{ id: row.id, account: String(row.account ?? '') }}
          texts={texts}
          onClose={() => setResetting(false)}
          onReset={(msg) => {
            setResetting(false);
            succeed(msg);
          }}
        />
      )}
      <ConfirmDialog
        confirmation={confirm}
        onClose={() => setConfirm(null)}
        testId="user-unlock-confirm"
        labels={{ confirm: texts.confirm, cancel: texts.cancel }}
      />
    </>
  );
}
