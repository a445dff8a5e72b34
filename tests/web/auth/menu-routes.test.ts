import { describe, expect, it } from 'vitest';
import { buildMenuRoutes, externalHref, findMenuRoute, menuPath, vueNameOf, type MenuContext } from '../../../src/lib/routes/menu-routes.ts';
import type { MenuItem } from '../../../src/lib/auth/current-user-types.ts';

const ctx: MenuContext = { token: 'bearer abc', dataV: 'https://port.example/DataV', origin: 'https://port.example' };
const item = (type: number, patch: Partial<MenuItem> = {}): MenuItem => ({
  id: `id${type}`,
  enCode: `mod.code${type}`,
  fullName: `菜单${type}`,
  icon: `icon-${type}`,
  type,
  ...patch,
});
const build = (menus: MenuItem[]) => buildMenuRoutes(menus, ctx);

describe('menu routes by type (spec §2.3, contract §3)', () => {
  it('type 0 (system) is a container: no route, its children are built', () => {
    const { routes, links, menus } = build([item(0, { children: [item(2, { urlAddress: 'permission/user' })] })]);
    expect(routes.map((r) => r.path)).toEqual(['/permission/user']);
    expect(links).toEqual([]);
    expect(menus[0].path).toBeUndefined();
    expect(menus[0].children?.[0].path).toBe('/permission/user');
  });

  it('type 1 (directory) gets path /{enCode} in the menu, no route, and its children are built', () => {
    const { routes, menus } = build([item(1, { hasChildren: true, children: [item(3, { urlAddress: 'model/abc', propertyJson: '{"moduleId":"vd1"}' })] })]);
    expect(routes.map((r) => r.path)).toEqual(['/model/abc']);
    expect(menus[0]).toMatchObject({ path: '/mod.code1', vueName: 'mod-code1' });
    expect(menuPath(item(1))).toBe('/mod.code1');
  });

  it('type 2 (page) routes /{urlAddress} with its query string stripped and keeps the page key', () => {
    const { routes, menus } = build([item(2, { urlAddress: 'system/sysConfig?tab=base' })]);
    expect(routes).toEqual([
      {
        path: '/system/sysConfig',
        vueName: 'mod-code2',
        component: 'page',
        pageKey: 'system/sysConfig',
        meta: { title: '菜单2', zhTitle: '菜单2', icon: 'icon-2', modelId: 'id2' },
      },
    ]);
    // The menu link keeps the query so the page receives it.
    expect(menus[0].path).toBe('/system/sysConfig?tab=base');
  });

  it('type 2 with a leading slash in urlAddress does not double it', () => {
    expect(build([item(2, { urlAddress: '/system/menu' })]).routes[0].path).toBe('/system/menu');
  });

  it.each([
    [3, 'model/orders', 'dynamicModel'],
    [4, 'dictionary/cargo', 'dynamicDictionary'],
    [5, 'dataReport/daily', 'dynamicDataReport'],
    [8, 'portal/main', 'dynamicPortal'],
  ] as const)('type %i routes /{urlAddress} to %s… with relationId and isTree from propertyJson', (type, url, component) => {
    const { routes, links } = build([item(type, { urlAddress: url, propertyJson: JSON.stringify({ moduleId: `rel${type}`, isTree: 1 }) })]);
    expect(links).toEqual([]);
    expect(routes).toEqual([
      {
        path: `/${url}`,
        vueName: `mod-code${type}`,
        component,
        meta: { title: `菜单${type}`, zhTitle: `菜单${type}`, icon: `icon-${type}`, modelId: `id${type}`, relationId: `rel${type}`, isTree: 1 },
      },
    ]);
  });

  it('types 3, 4, 5 and 8 survive a missing or broken propertyJson', () => {
    const { routes } = build([item(4, { urlAddress: 'dictionary/a' }), item(3, { urlAddress: 'model/b', propertyJson: '{not json' })]);
    expect(routes.map((r) => r.meta)).toEqual([expect.objectContaining({ relationId: '', isTree: 0 }), expect.objectContaining({ relationId: '', isTree: 0 })]);
  });

  it('type 6 (big screen) is an outside link {dataV}/view/{moduleId}?token={token} opening a new window', () => {
    const { routes, links, menus } = build([item(6, { urlAddress: 'dataScreen/x', propertyJson: '{"moduleId":"screen9"}' })]);
    expect(routes).toEqual([]);
    expect(links).toEqual([{ id: 'id6', href: 'https://port.example/DataV/view/screen9?token=bearer%20abc', newWindow: true }]);
    expect(menus[0].path).toBe('https://port.example/DataV/view/screen9?token=bearer%20abc');
    expect(menuPath(item(6))).toBeNull();
  });

  it('type 7 with linkTarget _self is framed as route /{enCode}, placeholders replaced', () => {
    const { routes, links } = build([item(7, { linkTarget: '_self', urlAddress: '${dataV}/board?t=${jnpfToken}' })]);
    expect(links).toEqual([]);
    expect(routes).toEqual([
      {
        path: '/mod.code7',
        vueName: 'mod-code7',
        component: 'externalLink',
        meta: {
          title: '菜单7',
          zhTitle: '菜单7',
          icon: 'icon-7',
          modelId: 'id7',
          urlAddress: 'https://port.example/DataV/board?t=bearer%20abc',
          linkTarget: '_self',
        },
      },
    ]);
    expect(menuPath(item(7, { linkTarget: '_self' }))).toBe('/mod.code7');
  });

  it('type 7 with linkTarget _blank opens the full URL in a new window', () => {
    // erp.example is on the system administrator's token host allow-list
    const { routes, links } = buildMenuRoutes([item(7, { linkTarget: '_blank', urlAddress: 'https://erp.example/x?token=${jnpfToken}' })], {
      ...ctx,
      tokenHostAllowList: 'bi.example, erp.example',
    });
    expect(routes).toEqual([]);
    expect(links).toEqual([{ id: 'id7', href: 'https://erp.example/x?token=bearer%20abc', newWindow: true }]);
    expect(menuPath(item(7, { linkTarget: '_blank' }))).toBeNull();
  });

  it('type 7 with another target replaces the page with the full URL; a URL starting with / gets the origin', () => {
    const { links } = build([item(7, { linkTarget: '', urlAddress: '/help/index.html' })]);
    expect(links).toEqual([{ id: 'id7', href: 'https://port.example/help/index.html', newWindow: false }]);
    expect(externalHref(item(7, { urlAddress: '${dataV}/a/${dataV}' }), ctx)).toBe('https://port.example/DataV/a/https://port.example/DataV');
  });

  it('externalHref is null for types that stay in the app', () => {
    expect(externalHref(item(2, { urlAddress: 'a' }), ctx)).toBeNull();
  });

  it('type 7 fills ${jnpfToken} only for in-app paths, this origin and allow-listed hosts (docs/security/rank-rule.md)', () => {
    const stealing = item(7, { linkTarget: '_blank', urlAddress: 'http://evil.example/steal?t=${jnpfToken}' });
    // off the list (or no list at all): the link stays, the token does not go
    expect(externalHref(stealing, ctx)).toBe('http://evil.example/steal?t=');
    expect(externalHref(stealing, { ...ctx, tokenHostAllowList: 'erp.example\nbi.example:8443' })).toBe('http://evil.example/steal?t=');
    expect(build([stealing]).links).toEqual([{ id: 'id7', href: 'http://evil.example/steal?t=', newWindow: true }]);
    // look-alikes: user info, a host made of the placeholder, another port than the listed one
    for (const urlAddress of [
      'https://erp.example@evil.example/?t=${jnpfToken}',
      'https://${jnpfToken}.evil.example/',
      'https://erp.example.evil.example/?t=${jnpfToken}',
    ]) {
      expect(externalHref(item(7, { urlAddress }), { ...ctx, tokenHostAllowList: 'erp.example' })).not.toContain('abc');
    }
    expect(externalHref(item(7, { urlAddress: 'https://bi.example:9000/?t=${jnpfToken}' }), { ...ctx, tokenHostAllowList: 'bi.example:8443' })).toBe(
      'https://bi.example:9000/?t=',
    );
    expect(externalHref(item(7, { urlAddress: 'https://bi.example:8443/?t=${jnpfToken}' }), { ...ctx, tokenHostAllowList: 'bi.example:8443' })).toBe(
      'https://bi.example:8443/?t=bearer%20abc',
    );
    // on the list, in-app, or this very origin: filled
    expect(externalHref(stealing, { ...ctx, tokenHostAllowList: 'EVIL.example' })).toBe('http://evil.example/steal?t=bearer%20abc');
    expect(externalHref(item(7, { urlAddress: '/index?token=${jnpfToken}' }), ctx)).toBe('https://port.example/index?token=bearer%20abc');
    expect(externalHref(item(7, { urlAddress: 'https://port.example/x?t=${jnpfToken}' }), ctx)).toBe('https://port.example/x?t=bearer%20abc');
  });

  it('type 7 drops an address that is no http(s), mailto, tel or in-app link', () => {
    for (const urlAddress of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      '/\\evil.example',
    ]) {
      expect(externalHref(item(7, { urlAddress }), ctx)).toBeNull();
      expect(build([item(7, { urlAddress, linkTarget: '_blank' })]).links).toEqual([]);
    }
    expect(externalHref(item(7, { urlAddress: 'mailto:ops@port.example' }), ctx)).toBe('mailto:ops@port.example');
    expect(externalHref(item(7, { urlAddress: 'tel:+8657400000000' }), ctx)).toBe('tel:+8657400000000');
  });
});

describe('building a whole tree', () => {
  const tree: MenuItem[] = [
    item(1, {
      id: 'dir',
      enCode: 'sys',
      children: [
        item(2, { id: 'p1', enCode: 'sys.user', urlAddress: 'permission/user' }),
        item(1, { id: 'sub', enCode: 'sys.sub', children: [item(2, { id: 'p2', enCode: 'sys.sub.role', urlAddress: 'permission/role' })] }),
        item(2, { id: 'dup', enCode: 'sys.dup', urlAddress: 'permission/user?x=1' }),
      ],
    }),
    item(6, { id: 'screen', propertyJson: '{"moduleId":"s"}' }),
  ];

  it('walks every level, keeps the first route of a path, and leaves the input untouched', () => {
    const before = JSON.stringify(tree);
    const { routes, links, menus } = build(tree);
    expect(routes.map((r) => [r.path, r.meta.modelId])).toEqual([
      ['/permission/user', 'p1'],
      ['/permission/role', 'p2'],
    ]);
    expect(links.map((l) => l.id)).toEqual(['screen']);
    expect(menus[0].children?.[1].children?.[0]).toMatchObject({ vueName: 'sys-sub-role', path: '/permission/role' });
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('accepts an empty or missing menu and leaves with null children', () => {
    expect(build([])).toEqual({ routes: [], links: [], menus: [] });
    expect(buildMenuRoutes(null, ctx)).toEqual({ routes: [], links: [], menus: [] });
    expect(build([item(2, { urlAddress: 'a', children: null })]).menus[0].children).toBeNull();
  });

  it('finds the route serving a pathname', () => {
    const { routes } = build(tree);
    expect(findMenuRoute(routes, '/permission/role')?.meta.title).toBe('菜单2');
    expect(findMenuRoute(routes, '/nope')).toBeUndefined();
  });

  it('names views after enCode with dots as dashes', () => {
    expect(vueNameOf('a.b.c')).toBe('a-b-c');
  });
});
