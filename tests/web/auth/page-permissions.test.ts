import { describe, expect, it } from 'vitest';
import { hiddenFormFields, pagePermissions } from '../../../src/lib/auth/page-permissions.ts';
import type { MenuItem, PermissionEntry } from '../../../src/lib/auth/current-user-types.ts';

const page = (flags: Partial<MenuItem>): MenuItem[] => [
  { id: 'dir', enCode: 'dir', fullName: '目录', type: 1, children: [{ id: 'p', enCode: 'p', fullName: '页面', type: 2, ...flags }] },
];
const entries: PermissionEntry[] = [{ modelId: 'p', button: [{ enCode: 'btn_add' }], column: [{ enCode: 'account' }], form: [{ enCode: 'realName' }] }];

describe('a page’s permissions (spec §6)', () => {
  it('judges each kind only when its flag is on, finding the page anywhere in the menu tree', () => {
    const can = pagePermissions(page({ isButtonAuthorize: 1, isColumnAuthorize: 0, isFormAuthorize: 1 }), entries, 'p');
    expect([can.button('btn_add'), can.button('btn_edit')]).toEqual([true, false]);
    expect([can.column('account'), can.column('mobilePhone')]).toEqual([true, true]);
    expect([can.form('realName'), can.form('email')]).toEqual([true, false]);
  });

  it('lets everything through outside a menu page or without flags', () => {
    expect(pagePermissions(page({ isButtonAuthorize: 1 }), entries, undefined).button('btn_edit')).toBe(true);
    expect(pagePermissions(page({}), entries, 'p').button('btn_edit')).toBe(true);
  });

  it('refuses everything on a judged page without an entry', () => {
    const can = pagePermissions(page({ isButtonAuthorize: 1, isColumnAuthorize: 1 }), [], 'p');
    expect([can.button('btn_add'), can.column('account')]).toEqual([false, false]);
  });

  it('hides ungranted fields but never a required one that is still empty', () => {
    const can = pagePermissions(page({ isFormAuthorize: 1 }), entries, 'p');
    const fields = ['realName', 'organizeId', 'roleId', 'email'];
    expect(hiddenFormFields(can, fields, ['realName', 'organizeId', 'roleId'], { roleId: [] })).toEqual(['email']);
    expect(hiddenFormFields(can, fields, ['realName', 'organizeId', 'roleId'], { organizeId: 'org', roleId: ['r'] })).toEqual([
      'organizeId',
      'roleId',
      'email',
    ]);
  });
});
