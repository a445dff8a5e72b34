import { describe, expect, it } from 'vitest';
import { FIXED_ROUTES, findFixedRoute, fixedRouteTitle, isPublicPath, PUBLIC_PATHS } from '../../../src/lib/routes/fixed-routes.ts';
import { routeMessages } from '../../../src/lib/routes/messages.ts';

const IN_LAYOUT = [
  '/home',
  '/dashboard',
  '/messageRecord',
  '/previewModel',
  '/profile',
  '/emailDetail',
  '/workFlowDetail',
  '/workFlow/entrust',
  '/externalLink',
  '/createBillLoginUser',
  '/certification',
  '/certificationCompany',
  '/applycargolistsbhead',
  // the navbar's 帮助文档 (issue 18): the spec's documentation entry, a page of this app
  '/help',
  '/redirect/*',
];
const STANDALONE = [
  '/index',
  '/noticeList',
  '/noticeInfo',
  '/dingzhiIndex',
  '/dingzhiInfo',
  '/yuanyou',
  '/login',
  '/wldbPay',
  '/createBill',
  '/sso',
  '/lockScreen',
  '/auth-redirect',
  '/formShortLink',
  '/sIndex',
  '/showImage',
  '/logistics',
  '/temp',
  '/showharberp',
  '/404',
];

describe('fixed routes (spec §2.1)', () => {
  it('has every route of the spec, in or out of the layout as listed', () => {
    expect(FIXED_ROUTES.filter((r) => r.inLayout).map((r) => r.path)).toEqual(IN_LAYOUT);
    expect(FIXED_ROUTES.filter((r) => !r.inLayout).map((r) => r.path)).toEqual(STANDALONE);
  });

  it('pins /home and hides the certifications, the help page (the navbar opens it), the refresh route and the 404', () => {
    expect(findFixedRoute('/home')?.affix).toBe(true);
    expect(
      FIXED_ROUTES.filter((r) => r.hidden)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/404', '/certification', '/certificationCompany', '/help', '/redirect/*']);
  });

  it('flags exactly the public paths as public, and none of the layout routes', () => {
    for (const route of FIXED_ROUTES) expect(route.public).toBe(PUBLIC_PATHS.includes(route.path));
    expect(FIXED_ROUTES.filter((r) => r.inLayout && r.public)).toEqual([]);
    expect(isPublicPath('/lockScreen')).toBe(false);
    expect(isPublicPath('/wldbPay')).toBe(true);
  });

  it('matches /redirect/{path} by prefix', () => {
    expect(findFixedRoute('/redirect/system/menu')?.path).toBe('/redirect/*');
    expect(findFixedRoute('/redirectx')).toBeUndefined();
  });

  it('has a title in every language for every route', () => {
    for (const route of FIXED_ROUTES) {
      const key = fixedRouteTitle(route.path)!.replace(/^routes\./, '');
      for (const locale of ['zh', 'zh-TW', 'en'] as const) {
        const titles: Record<string, string> = routeMessages[locale].routes;
        expect(titles[key], `${locale} ${route.path}`).toMatch(/\S/);
      }
    }
    expect(routeMessages.zh.routes.home).toBe('首页');
  });
});
