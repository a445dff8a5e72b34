import { md5 } from 'hash-wasm';
import { DEMO_PASSWORD, demoGrants, demoUsers, type DemoUser } from '../../server/features/demo/demo-data.ts';
import { ok, said, type Call, type Envelope } from './envelope.ts';
import { linked, type Row } from './demo-rows.ts';
import { toTree, withAncestors } from '../../common/tree.ts';

/**
 * Tokens name their user, so the engine stores no session and a page reload stays signed in (the
 * app keeps the token in localStorage). Only the demo accounts sign in, with the demo password.
 */
const TOKEN_PREFIX = 'bearer offline-demo.';
const tokenOf = (user: DemoUser) => `${TOKEN_PREFIX}${user.id}`;
const userOf = (call: Call) => demoUsers.find((user) => call.authorization === tokenOf(user));
const passwordMatches = async (password: unknown) => password === (await md5(DEMO_PASSWORD));

/** GET /api/oauth/CurrentUser (contract §2.4) from the tables: granted systems, menus with their directories. */
function currentUser(user: DemoUser, tables: Record<string, Row[]>, settings: Row) {
  const admin = user.isAdministrator === 1;
  const grants = demoGrants.filter((grant) => user.roleIds.includes(grant.roleId));
  const granted = (kind: 'systems' | 'modules', id: string) => admin || grants.some((grant) => grant[kind].includes(id));
  const systems = (tables.system ?? []).filter((system) => system.enabledMark !== 0 && granted('systems', system.id));
  const current = systems.find((system) => system.isMain === 1) ?? systems[0];
  const menus = tables.menu ?? [];
  const routerList = systems.map((system) => {
    const own = menus.filter((menu) => menu.systemId === system.id && menu.enabledMark !== 0);
    const children = toTree(
      withAncestors(linked(own), linked(own.filter((menu) => granted('modules', menu.id)))).map((menu) => ({ ...menu, category: 'Web' })),
    );
    return {
      ...system,
      parentId: '-1',
      type: 0,
      urlAddress: '',
      linkTarget: '_self',
      category: 'Web',
      propertyJson: '{}',
      systemId: system.id,
      hasChildren: children.length > 0,
      children,
    };
  });
  const organizes = tables.organize ?? [];
  const path: Row[] = [];
  for (
    let organize = organizes.find((o) => o.id === user.organizeId);
    organize && !path.includes(organize);
    organize = organizes.find((o) => o.id === organize?.parentId)
  )
    path.unshift(organize);
  const roles = (tables.role ?? []).filter((role) => user.roleIds.includes(role.id));
  const positions = (tables.position ?? []).filter((position) => user.positionIds.includes(position.id));
  const stored = (tables.user ?? []).find((row) => row.id === user.id);
  return {
    userInfo: {
      userId: user.id,
      userAccount: user.account,
      userName: String(stored?.realName ?? user.realName),
      userGender: user.gender,
      headIcon: '',
      isAdministrator: admin,
      isTourist: roles.some((role) => role.enCode === 'tourist'),
      organizeId: user.organizeId,
      organizeName: path.map((organize) => organize.fullName).join('/'),
      organizeIdList: path.map((organize) => organize.id),
      positionIds: positions.map((position) => ({ id: position.id, name: String(position.fullName) })),
      positionName: positions.map((position) => position.fullName).join(','),
      roleIds: roles.map((role) => role.id),
      roleName: roles.map((role) => role.fullName).join(','),
      mobilePhone: user.mobilePhone,
      email: user.email,
      prevLogin: 0,
      systemId: current?.id ?? '',
      systemIds: systems.map((system) => ({
        id: system.id,
        name: String(system.fullName),
        icon: String(system.icon ?? ''),
        currentSystem: system === current,
      })),
      // The demo password counts as chosen: no forced change (spec §4).
      changePasswordDate: Date.now(),
    },
    menuList: routerList.find((root) => root.id === current?.id)?.children ?? [],
    routerList,
    // No page judges its buttons, columns or fields here (menus carry no is*Authorize flags).
    permissionList: [],
    sysConfigInfo: {
      sysName: settings.sysName,
      sysVersion: settings.sysVersion,
      title: settings.title,
      copyright: settings.copyright,
      logoIcon: '',
      navigationIcon: '',
      loginIcon: '',
      sidebarLogo: settings.sidebarLogo,
      loginNeedCode: false,
    },
  };
}

/** Sign-in, the login page's calls, the current user, sign-out and the lock screen (contract §2). */
export function sessionRoutes(tables: Record<string, Row[]>, settings: () => Row): (call: Call) => Promise<Envelope | undefined> {
  return async (call) => {
    const route = `${call.method} ${call.path}`;
    if (route === 'POST /api/oauth/Login') {
      const user = demoUsers.find((demo) => demo.account === String(call.body.account ?? '').trim());
      return user && (await passwordMatches(call.body.password)) ? ok({ token: tokenOf(user), theme: 'blend' }) : said(call, 'wrongCredentials', 400);
    }
    if (route === 'GET /api/oauth/getLoginConfig') return ok({ redirect: false, url: '', ticketParams: '' });
    // No captcha offline: the image needs the server.
    if (call.method === 'GET' && call.path.startsWith('/api/oauth/getConfig/')) return ok({ enableVerificationCode: 0, verificationCodeNumber: 4 });
    if (!call.path.startsWith('/api/oauth/')) return undefined;
    const user = userOf(call);
    if (route === 'GET /api/oauth/CurrentUser') return user ? ok(currentUser(user, tables, settings())) : said(call, 'sessionOverdue', 600);
    if (route === 'GET /api/oauth/Logout') return said(call, 'logoutSuccess');
    if (route === 'POST /api/oauth/LockScreen') {
      return user && user.account === call.body.account && (await passwordMatches(call.body.password))
        ? said(call, 'verifySuccess')
        : said(call, 'wrongCredentials', 400);
    }
    return undefined;
  };
}
