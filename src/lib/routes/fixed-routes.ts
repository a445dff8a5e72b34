/**
 * The fixed routes of spec §2.1 and the public paths of spec §2.2. Titles are translation keys
 * (routes.* in ./messages.ts). `inLayout` routes render inside the shell (they need a session);
 * the others stand alone. Menu routes built from the server are added after these.
 */
export interface FixedRoute {
  path: string;
  /** translation key of the page title */
  title: string;
  /** reachable without a token (spec §2.2) */
  public: boolean;
  /** rendered inside the shell layout */
  inLayout: boolean;
  /** never shown in menus */
  hidden: boolean;
  /** a tab that cannot be closed (spec §2.5) */
  affix?: boolean;
  /**
   * The query string is the page's own state (the profile's sub-tab), not another page: it stays in
   * the same tab instead of opening one per query (spec §2.5 keys tabs by full path otherwise).
   */
  queryInPage?: boolean;
  /**
   * A business system of the port shown in one frame (spec §1, §2.4): the system configuration
   * key holding its address (server/core/sys-config/frame-config-keys.ts), and whether the address
   * carries the user's business token. A public route's address is read without a session.
   */
  frame?: { configKey: string; token?: boolean };
}

/** Paths that need no sign-in (spec §2.2), in the spec's order. */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/auth-redirect',
  '/sso',
  '/formShortLink',
  '/sIndex',
  '/createBill',
  '/index',
  '/',
  '/noticeList',
  '/noticeInfo',
  '/dingzhiIndex',
  '/dingzhiInfo',
  '/yuanyou',
  '/showImage',
  '/logistics',
  '/temp',
  '/showharberp',
  '/wldbPay',
];

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.includes(path);
}

const route = (path: string, key: string, inLayout: boolean, extra: Partial<FixedRoute> = {}): FixedRoute => ({
  path,
  title: `routes.${key}`,
  public: isPublicPath(path),
  inLayout,
  hidden: false,
  ...extra,
});

/** Inside the layout (spec §2.1, first table). */
const LAYOUT_ROUTES: FixedRoute[] = [
  route('/home', 'home', true, { affix: true }),
  route('/dashboard', 'dashboard', true),
  route('/messageRecord', 'messageRecord', true),
  route('/previewModel', 'previewModel', true),
  route('/profile', 'profile', true, { queryInPage: true }),
  route('/emailDetail', 'emailDetail', true),
  route('/workFlowDetail', 'workFlowDetail', true),
  route('/workFlow/entrust', 'workFlowEntrust', true),
  route('/externalLink', 'externalLink', true),
  route('/createBillLoginUser', 'createBillLoginUser', true, { frame: { configKey: 'createBillLoginUserUrl', token: true } }),
  route('/certification', 'certification', true, { hidden: true }),
  route('/certificationCompany', 'certificationCompany', true, { hidden: true }),
  route('/applycargolistsbhead', 'applycargolistsbhead', true, { frame: { configKey: 'applyCargoListUrl' } }),
  // The navbar's 帮助文档 (spec §2.5 documentation): the users' help, in their language.
  route('/help', 'help', true, { hidden: true }),
  // Re-opens the path after it (a tab refresh); never a page of its own.
  route('/redirect/*', 'redirect', true, { hidden: true }),
];

/**
 * Outside the layout (spec §2.1, lazy screens). The spec lists /sIndex in both groups; it is a
 * public path, and only routes outside the layout can be reached without a session, so it is here.
 */
const STANDALONE_ROUTES: FixedRoute[] = [
  route('/index', 'index', false),
  route('/noticeList', 'noticeList', false),
  route('/noticeInfo', 'noticeInfo', false),
  route('/dingzhiIndex', 'dingzhiIndex', false, { frame: { configKey: 'dingzhiIndexUrl' } }),
  route('/dingzhiInfo', 'dingzhiInfo', false, { frame: { configKey: 'dingzhiInfoUrl' } }),
  route('/yuanyou', 'yuanyou', false, { frame: { configKey: 'yuanyouUrl' } }),
  route('/login', 'login', false),
  route('/wldbPay', 'wldbPay', false, { frame: { configKey: 'wldbPayUrl' } }),
  route('/createBill', 'createBill', false, { frame: { configKey: 'createBillUrl' } }),
  route('/sso', 'sso', false),
  route('/lockScreen', 'lockScreen', false),
  route('/auth-redirect', 'authRedirect', false),
  route('/formShortLink', 'formShortLink', false),
  route('/sIndex', 'sIndex', false),
  route('/showImage', 'showImage', false),
  route('/logistics', 'logistics', false, { frame: { configKey: 'logisticsUrl' } }),
  route('/temp', 'temp', false, { frame: { configKey: 'tempUrl' } }),
  route('/showharberp', 'showharberp', false, { frame: { configKey: 'showharberpUrl' } }),
  route('/404', 'notFound', false, { hidden: true }),
];

export const FIXED_ROUTES: readonly FixedRoute[] = [...LAYOUT_ROUTES, ...STANDALONE_ROUTES];

/** The root goes to the index; unknown paths go to the hidden 404 (spec §2.1). */
export const ROOT_REDIRECT = '/index';
export const NOT_FOUND_PATH = '/404';

/** The fixed routes that frame a business system (FixedRoute.frame), inside the shell or standing alone. */
export const framedFixedRoutes = (inLayout: boolean): FixedRoute[] => FIXED_ROUTES.filter((item) => item.frame && item.inLayout === inLayout);

/** The fixed route serving a path, matching `/redirect/*` by prefix. */
export function findFixedRoute(path: string): FixedRoute | undefined {
  return FIXED_ROUTES.find((item) => (item.path.endsWith('/*') ? path.startsWith(item.path.slice(0, -1)) : item.path === path));
}

/** Whether a path's query string is its page's own state rather than another tab (FixedRoute.queryInPage). */
export function queryIsPageState(path: string): boolean {
  return findFixedRoute(path)?.queryInPage === true;
}

/** The title key of a fixed path, if it is one. */
export function fixedRouteTitle(path: string): string | undefined {
  return findFixedRoute(path)?.title;
}
