import type { MenuItem } from '../auth/current-user-types.ts';
import { isAllowedLinkAddress, mayCarryToken, parseHostList } from '../../../common/url-rules.ts';

/**
 * Routes built from the server's menu (spec §2.3, contract §2.4 and §3). Pure: nothing here
 * renders; the app decides what each `component` kind shows.
 */
export type MenuComponent = 'page' | 'dynamicModel' | 'dynamicDictionary' | 'dynamicDataReport' | 'dynamicPortal' | 'externalLink';

export interface MenuRouteMeta {
  /** the menu's fullName: the server's menus carry no translation key, so the name is the title */
  title: string;
  /** the Chinese-title variant of the spec (JNPF's zhTitle): the menu's fullName as well */
  zhTitle: string;
  icon: string;
  /** the menu id: selects the permission entry and the top-menu entry */
  modelId: string;
  /** propertyJson.moduleId for types 3, 4, 5 and 8 */
  relationId?: string;
  /** propertyJson.isTree (dictionary menus), 0 when absent */
  isTree?: number;
  /** type 7 in the frame: the URL with its placeholders replaced */
  urlAddress?: string;
  linkTarget?: string;
  /** never kept alive in the tags view (JNPF's meta.noCache); the server's menus do not set it */
  noCache?: boolean;
}

export interface MenuRoute {
  /** a react-router path: never carries a query string */
  path: string;
  vueName: string;
  component: MenuComponent;
  /** type 2: the page key, urlAddress without its query string */
  pageKey?: string;
  meta: MenuRouteMeta;
}

/** A menu entry that leaves the router (type 6, and type 7 unless `_self`). */
export interface MenuLink {
  id: string;
  href: string;
  newWindow: boolean;
}

export interface MenuContext {
  /** the stored token, with its `bearer ` prefix */
  token: string;
  /** the data-visualisation host, `${origin}/DataV` (contract §8) */
  dataV: string;
  /** location.origin, prefixed to type-7 URLs that start with `/` */
  origin: string;
  /**
   * the system administrator's token hosts (CurrentUser sysConfigInfo.tokenHostAllowList): a
   * type-7 `${jnpfToken}` is filled only for them and in-app paths; absent means in-app only
   */
  tokenHostAllowList?: string;
}

export interface BuiltMenu {
  routes: MenuRoute[];
  links: MenuLink[];
  /** a copy of the menu tree with vueName and path filled in, for the menus to show */
  menus: MenuItem[];
}

const DYNAMIC: Record<number, MenuComponent> = { 3: 'dynamicModel', 4: 'dynamicDictionary', 5: 'dynamicDataReport', 8: 'dynamicPortal' };

interface MenuProperties {
  moduleId: string;
  isTree: number;
}

/** propertyJson is a JSON string; a broken one counts as empty rather than breaking the whole menu. */
function properties(menu: MenuItem): MenuProperties {
  let parsed: { moduleId?: unknown; isTree?: unknown } = {};
  try {
    parsed = menu.propertyJson ? ((JSON.parse(menu.propertyJson) as typeof parsed) ?? {}) : {};
  } catch {
    parsed = {};
  }
  return { moduleId: parsed.moduleId ? String(parsed.moduleId) : '', isTree: Number(parsed.isTree) || 0 };
}

/** enCode with dots replaced by dashes (contract §2.4). */
export const vueNameOf = (enCode: string): string => (enCode ?? '').replace(/\./g, '-');

/** urlAddress as a path segment: no leading slashes, so `/` + it never doubles. */
const address = (menu: MenuItem): string => (menu.urlAddress ?? '').replace(/^\/+/, '');
const withoutQuery = (url: string): string => url.split('?')[0];

/**
 * The address a type-6 or type-7 entry points at, placeholders replaced (contract §3); null for
 * other types. A type-7 address that is no allowed link (http(s), mailto, tel, in-app path) gives
 * null, and its `${jnpfToken}` is filled only for an in-app path, this origin or a host on the
 * allow-list — elsewhere it becomes empty, so a menu never hands the session to a foreign host
 * (the server refuses to store such menus too; this covers older rows and a shrunk allow-list).
 */
export function externalHref(menu: MenuItem, ctx: MenuContext): string | null {
  const token = encodeURIComponent(ctx.token);
  if (menu.type === 6) return `${ctx.dataV}/view/${properties(menu).moduleId}?token=${token}`;
  if (menu.type === 7) {
    const address = menu.urlAddress ?? '';
    if (!isAllowedLinkAddress(address)) return null;
    const filled = mayCarryToken(address, parseHostList(ctx.tokenHostAllowList), ctx.origin) ? token : '';
    const url = address.replace(/\$\{dataV\}/g, ctx.dataV).replace(/\$\{jnpfToken\}/g, filled);
    return url.startsWith('/') ? ctx.origin + url : url;
  }
  return null;
}

/** The in-app path a menu entry leads to (query kept, for links), or null for catalogues and outside links. */
export function menuPath(menu: MenuItem): string | null {
  if (menu.type === 1) return `/${menu.enCode}`;
  if (menu.type === 2 || DYNAMIC[menu.type]) return `/${address(menu)}`;
  if (menu.type === 7 && menu.linkTarget === '_self') return `/${menu.enCode}`;
  return null;
}

function routeOf(menu: MenuItem, ctx: MenuContext): MenuRoute | null {
  const vueName = vueNameOf(menu.enCode);
  const meta: MenuRouteMeta = { title: menu.fullName, zhTitle: menu.fullName, icon: menu.icon ?? '', modelId: menu.id };
  if (menu.type === 2) {
    const pageKey = withoutQuery(address(menu));
    return { path: `/${pageKey}`, vueName, component: 'page', pageKey, meta };
  }
  if (DYNAMIC[menu.type]) {
    const { moduleId, isTree } = properties(menu);
    return { path: `/${withoutQuery(address(menu))}`, vueName, component: DYNAMIC[menu.type], meta: { ...meta, relationId: moduleId, isTree } };
  }
  if (menu.type === 7 && menu.linkTarget === '_self') {
    const urlAddress = externalHref(menu, ctx) ?? '';
    return { path: `/${menu.enCode}`, vueName, component: 'externalLink', meta: { ...meta, urlAddress, linkTarget: '_self' } };
  }
  return null;
}

function linkOf(menu: MenuItem, ctx: MenuContext): MenuLink | null {
  const href = externalHref(menu, ctx);
  if (href === null || (menu.type === 7 && menu.linkTarget === '_self')) return null;
  // Type 6 always opens a new window; type 7 only with a blank target, otherwise it replaces the page.
  return { id: menu.id, href, newWindow: menu.type === 6 || menu.linkTarget === '_blank' };
}

/**
 * Builds the routes of a menu tree (types 0–8): catalogues (0) and directories (1) only contribute
 * their children; pages (2), dynamic pages (3, 4, 5, 8) and framed links (7, `_self`) become routes;
 * big screens (6) and other links (7) become outside links. The first route of a path wins.
 */
export function buildMenuRoutes(menuList: readonly MenuItem[] | null | undefined, ctx: MenuContext): BuiltMenu {
  const routes: MenuRoute[] = [];
  const links: MenuLink[] = [];
  const seen = new Set<string>();
  const visit = (menu: MenuItem): MenuItem => {
    const route = routeOf(menu, ctx);
    if (route && !seen.has(route.path)) {
      seen.add(route.path);
      routes.push(route);
    }
    const link = linkOf(menu, ctx);
    if (link) links.push(link);
    const children = menu.children && menu.children.length > 0 ? menu.children.map(visit) : menu.children;
    return { ...menu, vueName: vueNameOf(menu.enCode), path: link?.href ?? menuPath(menu) ?? undefined, children };
  };
  const menus = (menuList ?? []).map(visit);
  return { routes, links, menus };
}

/** The menu route serving a pathname, if any. */
export function findMenuRoute(routes: readonly MenuRoute[], pathname: string): MenuRoute | undefined {
  return routes.find((item) => item.path === pathname);
}
