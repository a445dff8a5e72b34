import type { Access } from '../../../server/core/http/access.ts';
import { demoGrants, demoMenus, demoModuleItems, demoUsers } from '../../../server/features/demo/demo-data.ts';

/**
 * Who may call what, worked out from the demo data alone (not from the server's authorisation
 * code), so a server that lets more through than the data grants fails the matrix:
 * a permission is the enCode of a menu one of the caller's roles grants; with a button, a menu
 * that has buttons (and so judges them, as the demo loader sets isButtonAuthorize) must also
 * have that button granted. Administrators (isAdministrator = 1) pass every permission.
 */

export const DEMO_CALLERS = ['anonymous', 'tourist', 'staff', 'manager', 'admin'] as const;
export type DemoCaller = (typeof DEMO_CALLERS)[number];

export function demoCallerMayUse(caller: DemoCaller, access: Access): boolean {
  if (access === 'public') return true;
  if (caller === 'anonymous') return false;
  if (access === 'signed-in') return true;
  const user = demoUsers.find((u) => u.account === caller);
  if (!user) throw new Error(`no demo user ${caller}`);
  if (user.isAdministrator === 1) return true;
  const grants = demoGrants.filter((g) => user.roleIds.includes(g.roleId));
  const grantedModules = new Set(grants.flatMap((g) => g.modules));
  const grantedItems = new Set(grants.flatMap((g) => g.items));
  const menus = demoMenus.filter((m) => m.enCode === access.permission && grantedModules.has(m.id));
  if (!access.button) return menus.length > 0;
  return menus.some((menu) => {
    const buttons = demoModuleItems.filter((i) => i.moduleId === menu.id && i.kind === 'button');
    if (buttons.length === 0) return true;
    return buttons.some((b) => b.enCode === access.button && grantedItems.has(b.id));
  });
}
