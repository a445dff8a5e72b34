import { DEMO_PASSWORD, demoAreas, demoDictionaries, demoGrants, demoGroups, demoMenus, demoModuleItems, demoOrganizes, demoPositions, demoRoles, demoSystems, demoUsers } from '../../server/seed/demo-data.ts';
import { sysConfigFields } from '../../server/system/sys-config-fields.ts';

/**
 * The in-memory backend of the msw mocks, loaded from the same demo data as the server.
 * Passwords are compared as the client sends them (MD5 hex of DEMO_PASSWORD).
 */
export interface MockSession {
  userId: string;
  revokedCode?: 600 | 601;
}

export interface MockState {
  sessions: Map<string, MockSession>;
  captchas: Map<string, string>;
  config: Record<string, string | number>;
  currentSystem: Map<string, string>;
  changePasswordDate: Map<string, number | null>;
  /** rows of the schema-driven entities, by table name */
  tables: Map<string, ({ id: string } & Record<string, unknown>)[]>;
}

function defaults(): Record<string, string | number> {
  return Object.fromEntries(Object.entries(sysConfigFields).map(([key, field]) => [key, field.default]));
}

export const mockState: MockState = {
  sessions: new Map(),
  captchas: new Map(),
  config: defaults(),
  currentSystem: new Map(),
  changePasswordDate: new Map(),
  tables: seededTables(),
};

/** The demo base data, as the server seeds it (server/seed/load-demo-data.ts). */
function seededTables(): MockState['tables'] {
  const audit = { creatorTime: Date.now(), creatorUserId: 'user-admin' };
  const base = { enabledMark: 1, description: '', ...audit };
  return new Map<string, ({ id: string } & Record<string, unknown>)[]>([
    ['base_organize', demoOrganizes.map((o, index) => ({ ...o, managerId: '', propertyJson: '{}', sortCode: index, ...base }))],
    ['base_position', demoPositions.map((p, index) => ({ ...p, sortCode: index, ...base }))],
    ['base_role', demoRoles.map((r, index) => ({ ...r, organizeIdsTree: r.organizeIdsTree.map((path) => [...path]), sortCode: index, ...base }))],
    ['base_group', demoGroups.map((g, index) => ({ ...g, sortCode: index, ...base }))],
    // users as the server lists them: their links joined into the virtual fields the hooks fill
    [
      'base_user',
      demoUsers.map((u, index) => ({
        id: u.id, account: u.account, realName: u.realName, gender: u.gender, headIcon: '', mobilePhone: u.mobilePhone, email: u.email, organizeId: u.organizeId,
        managerId: u.account === 'staff' ? 'user-manager' : '', positionId: u.positionIds.join(','), roleId: u.roleIds.join(','), groupId: u.groupIds.join(','),
        isAdministrator: u.isAdministrator, lockMark: 0, handoverMark: 0, sortCode: index, ...base,
      })),
    ],
    ['base_province', demoAreas.map((a, index) => ({ ...a, sortCode: index, ...base }))],
    ['base_system', demoSystems.map((system) => ({ ...system, propertyJson: '{}', ...base }))],
    ['base_module', demoMenus.map((menu) => ({ ...menu, category: 'Web', isButtonAuthorize: 0, isColumnAuthorize: 0, isFormAuthorize: 0, isDataAuthorize: 0, ...base }))],
    ['base_module_item', demoModuleItems.map((item) => ({ ...item, ...base }))],
    ['base_dictionary_type', demoDictionaries.map((d, index) => ({ id: d.id, parentId: '-1', fullName: d.fullName, enCode: d.enCode, isTree: d.isTree, sortCode: index, description: '', ...audit }))],
    [
      'base_dictionary_data',
      demoDictionaries.flatMap((d) =>
        d.items.map((item, order) => ({ id: item.id, dictionaryTypeId: d.id, parentId: item.parentId ?? '0', fullName: item.fullName, enCode: item.enCode, enabledMark: 1, sortCode: order, description: '', ...audit })),
      ),
    ],
  ]);
}

export function resetMockStore(): void {
  mockState.sessions.clear();
  mockState.captchas.clear();
  mockState.config = defaults();
  mockState.currentSystem.clear();
  mockState.changePasswordDate.clear();
  mockState.tables = seededTables();
}

export { DEMO_PASSWORD, demoGrants, demoMenus, demoModuleItems, demoOrganizes, demoPositions, demoRoles, demoSystems, demoUsers };
