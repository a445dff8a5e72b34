import { describe, expect, it } from 'vitest';
import { hasBtnP, hasColumnP, hasFormP } from '../../../src/lib/auth/permissions.ts';
import type { PermissionEntry } from '../../../src/lib/auth/current-user-types.ts';

const list: PermissionEntry[] = [
  {
    modelId: 'users',
    moduleName: '用户管理',
    button: [{ id: 'b1', fullName: '新增', enCode: 'btn_add' }, { enCode: 'btn_edit' }],
    column: [{ enCode: 'realName' }],
    form: [{ enCode: 'mobilePhone' }],
    resource: [],
  },
  { modelId: 'roles', button: [], column: null, form: undefined },
];

describe('permission checks (spec §6, contract §2.4)', () => {
  it('finds a code in the entry of the current modelId', () => {
    expect(hasBtnP(list, 'users', 'btn_add')).toBe(true);
    expect(hasBtnP(list, 'users', 'btn_edit')).toBe(true);
    expect(hasColumnP(list, 'users', 'realName')).toBe(true);
    expect(hasFormP(list, 'users', 'mobilePhone')).toBe(true);
  });

  it('keeps buttons, columns and forms apart', () => {
    expect(hasBtnP(list, 'users', 'realName')).toBe(false);
    expect(hasColumnP(list, 'users', 'btn_add')).toBe(false);
    expect(hasFormP(list, 'users', 'realName')).toBe(false);
  });

  it('is false for a code the entry lacks', () => {
    expect(hasBtnP(list, 'users', 'btn_remove')).toBe(false);
  });

  it('is false without a modelId', () => {
    for (const modelId of [undefined, null, '']) {
      expect(hasBtnP(list, modelId, 'btn_add')).toBe(false);
      expect(hasColumnP(list, modelId, 'realName')).toBe(false);
      expect(hasFormP(list, modelId, 'mobilePhone')).toBe(false);
    }
  });

  it('is false without a matching entry', () => {
    expect(hasBtnP(list, 'orders', 'btn_add')).toBe(false);
    expect(hasBtnP([], 'users', 'btn_add')).toBe(false);
    expect(hasBtnP(null, 'users', 'btn_add')).toBe(false);
  });

  it('is false without entries (empty, null or missing arrays)', () => {
    expect(hasBtnP(list, 'roles', 'btn_add')).toBe(false);
    expect(hasColumnP(list, 'roles', 'x')).toBe(false);
    expect(hasFormP(list, 'roles', 'x')).toBe(false);
  });
});
