import { useState } from 'react';
import { Button } from '@mui/material';
import { entityResources, type EntityRecord } from '../../lib/data/entity-resource.ts';
import { LIST_BUTTONS } from '../../lib/auth/page-permissions.ts';
import { usePageKeyPermissions } from '../../lib/auth/use-page-key-permissions.ts';
import type { MemberObjectType } from './members-api.ts';
import { MembersDialog } from './members-dialog.tsx';
import { useMembersTexts } from './messages.ts';

/** The list page each kind of object is managed on (the schemas' `page`): its btn_edit lets one change the members. */
const PAGE_KEYS: Record<MemberObjectType, string> = {
  Role: entityResources.role.page ?? 'permission/role',
  Position: entityResources.position.page ?? 'permission/position',
  Group: entityResources.group.page ?? 'permission/group',
};

/**
 * 成员 on a role, position or group row (issue 15 point 3): opens the member dialog of that object.
 * Changing who belongs to it edits it, so the button needs the page's btn_edit, as the server's
 * `POST UserRelation` does.
 */
export function MembersRowAction({ row, objectType }: { row: EntityRecord; objectType: MemberObjectType }) {
  const { texts } = useMembersTexts();
  const can = usePageKeyPermissions(PAGE_KEYS[objectType]);
  const [open, setOpen] = useState(false);
  if (!can.button(LIST_BUTTONS.edit)) return null;
  const organizeId = objectType === 'Position' && typeof row.organizeId === 'string' ? row.organizeId : undefined;
  return (
    <>
      <Button size="small" data-testid="members-open" onClick={() => setOpen(true)}>
        {texts.members}
      </Button>
      {open && <MembersDialog target={{ id: row.id, objectType, name: String(row.fullName ?? ''), organizeId }} onClose={() => setOpen(false)} />}
    </>
  );
}
