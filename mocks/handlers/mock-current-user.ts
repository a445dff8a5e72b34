import { toTree } from '../../server/menu/to-tree.ts';
import { withAncestors } from '../../server/menu/tree-filters.ts';
import { profileMock } from './profile-mock-state.ts';
import { demoGrants, demoMenus, demoOrganizes, demoPositions, demoRoles, demoSystems, demoUsers, mockState } from '../store/mock-store.ts';

/** The same answer the server's CurrentUserBuilder gives, from the demo data. */
export function mockCurrentUser(userId: string) {
  const user = demoUsers.find((u) => u.id === userId);
  if (!user) return null;
  const admin = user.isAdministrator === 1;
  const grants = demoGrants.filter((g) => user.roleIds.includes(g.roleId));
  const systems = demoSystems.filter((s) => admin || grants.some((g) => g.systems.includes(s.id)));
  const currentId = mockState.currentSystem.get(userId) ?? systems.find((s) => s.isMain === 1)?.id ?? systems[0]?.id;
  const granted = new Set(grants.flatMap((g) => g.modules));
  const menus = withAncestors(demoMenus, demoMenus.filter((m) => admin || granted.has(m.id))).filter((m) => systems.some((s) => s.id === m.systemId));
  const routerList = systems.map((s) => {
    const children = toTree(menus.filter((m) => m.systemId === s.id).map((m) => ({ ...m, category: 'Web', hasChildren: false })));
    return { id: s.id, parentId: '-1', fullName: s.fullName, enCode: s.enCode, icon: s.icon, type: 0, urlAddress: '', linkTarget: '_self', category: 'Web', propertyJson: '{}', sortCode: s.sortCode, systemId: s.id, hasChildren: children.length > 0, children };
  });
  const items = new Set(grants.flatMap((g) => g.items));
  const pages = menus.filter((m) => m.type !== 1);
  const permissionList = pages.map((page) => {
    // The store's items, so a deleted or disabled button leaves the list as it does on the server.
    const stored = (mockState.tables.get('base_module_item') ?? []) as unknown as { id: string; moduleId: string; kind: string; fullName: string; enCode: string; enabledMark?: number }[];
    const mine = stored.filter((i) => i.moduleId === page.id && i.enabledMark === 1 && (admin || items.has(i.id)));
    const pick = (kind: string) => mine.filter((i) => i.kind === kind).map((i) => ({ id: i.id, fullName: i.fullName, enCode: i.enCode }));
    return { modelId: page.id, moduleName: page.fullName, button: pick('button'), column: pick('column'), form: pick('form'), resource: [] };
  });
  const orgPath: (typeof demoOrganizes)[number][] = [];
  for (let org = demoOrganizes.find((o) => o.id === user.organizeId); org; org = demoOrganizes.find((o) => o.id === org?.parentId)) orgPath.unshift(org);
  const department = [...orgPath].reverse().find((o) => o.type === 'department');
  const positions = demoPositions.filter((p) => user.positionIds.includes(p.id));
  const roles = demoRoles.filter((r) => user.roleIds.includes(r.id));
  const config = mockState.config;
  return {
    userInfo: {
      userId: user.id,
      userAccount: user.account,
      // What the user changed on the profile page (mocks/handlers/profile-handlers.ts).
      userName: String(profileMock.baseInfo.get(userId)?.realName ?? user.realName),
      userGender: user.gender,
      headIcon: profileMock.headIcons.get(userId) ?? '',
      isAdministrator: admin,
      isTourist: roles.some((r) => r.enCode === 'tourist'),
      organizeId: user.organizeId,
      organizeName: orgPath.map((o) => o.fullName).join('/'),
      organizeIdList: orgPath.map((o) => o.id),
      departmentId: department?.id ?? '',
      departmentName: department?.fullName ?? '',
      positionIds: positions.map((p) => ({ id: p.id, name: p.fullName })),
      positionId: positions[0]?.id ?? '',
      positionName: positions.map((p) => p.fullName).join(','),
      roleIds: roles.map((r) => r.id),
      roleName: roles.map((r) => r.fullName).join(','),
      mobilePhone: user.mobilePhone,
      email: user.email,
      prevLogin: Number(config.lastLoginTimeSwitch) === 1 ? 1 : 0,
      prevLoginTime: null,
      prevLoginIPAddress: '',
      prevLoginIPAddressName: '',
      portalId: '',
      systemId: currentId ?? '',
      systemIds: systems.map((s) => ({ id: s.id, name: s.fullName, icon: s.icon, currentSystem: s.id === currentId })),
      signImg: profileMock.signs.find((sign) => sign.userId === userId && sign.isDefault === 1)?.signImg ?? '',
      changePasswordDate: mockState.changePasswordDate.has(userId) ? mockState.changePasswordDate.get(userId) : Date.now(),
    },
    menuList: routerList.find((r) => r.id === currentId)?.children ?? [],
    routerList,
    permissionList,
    sysConfigInfo: {
      sysName: config.sysName,
      sysVersion: config.sysVersion,
      copyright: config.copyright,
      publisher: config.publisher,
      title: config.title,
      logoIcon: config.logoIcon,
      navigationIcon: config.navigationIcon,
      loginIcon: config.loginIcon,
      sidebarLogo: config.sidebarLogo,
      loginNeedCode: Number(config.enableVerificationCode) === 1,
    },
  };
}
