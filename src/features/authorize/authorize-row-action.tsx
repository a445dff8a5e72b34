import { useState } from 'react';
import { Button } from '@mui/material';
import { entityResources, type EntityRecord } from '../../lib/data/entity-resource.ts';
import { LIST_BUTTONS } from '../../lib/auth/page-permissions.ts';
import { usePageKeyPermissions } from '../../lib/auth/use-page-key-permissions.ts';
import type { AuthorizeObjectType } from './authorize-api.ts';
import { AuthorizeDialog } from './authorize-dialog.tsx';
import { useAuthorizeTexts } from './use-authorize-texts.ts';

/** The list page each kind of object is managed on (the schemas' `page`): its btn_edit lets one change the object's grants. */
const PAGE_KEYS: Record<AuthorizeObjectType, string> = {
  Role: entityResources.role.page ?? 'permission/role',
  Position: entityResources.position.page ?? 'permission/position',
  User: entityResources.user.page ?? 'permission/user',
};

/** How a row names its object: a role or position by its name, a user as name/account. */
function nameOf(row: EntityRecord, objectType: AuthorizeObjectType): string {
  if (objectType !== 'User') return String(row.fullName ?? '');
  const realName = String(row.realName ?? '');
  const account = String(row.account ?? '');
  return realName && account ? `${realName}/${account}` : realName || account;
}

/**
 * 权限 on a role, position or user row (issue 15 point 1): opens the authorise steps of that object.
 * Changing what an object may do edits it, so the button needs the page's btn_edit, as its edit does.
 */
export function AuthorizeRowAction({ row, objectType }: { row: EntityRecord; objectType: AuthorizeObjectType }) {
  const texts = useAuthorizeTexts();
  const can = usePageKeyPermissions(PAGE_KEYS[objectType]);
  const [open, setOpen] = useState(false);
  if (!can.button(LIST_BUTTONS.edit)) return null;
  return (
    <>
      <Button size="small" data-testid="authorize-open" onClick={() => setOpen(true)}>
        {texts.authorize}
      </Button>
      {open && <AuthorizeDialog target={{ id: row.id, objectType, name: nameOf(row, objectType) }} canSave onClose={() => setOpen(false)} />}
    </>
  );
}
