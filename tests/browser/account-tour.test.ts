import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';
import { settle, topEntries, tourMenus, watchPage, type Stop, type Watch } from './helpers/menu-tour.ts';

/**
 * Issue 4's "done when": every demo account of the README, signed in from /login as a new user
 * would, gets the menu the README promises, and every page of that menu opens in Chromium against
 * the real server — a screen or the generic loader, never the 404, never an uncaught error, and
 * nothing fetched from anywhere but 127.0.0.1.
 */

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the user list (用户管理, a page manager and staff both get) shows: its buttons and columns. */
interface ListShape {
  buttons: string[];
  columns: string[];
}

interface Tour {
  stops: Stop[];
  trails: string[];
  userList?: ListShape;
}

async function listShape(pane: Locator): Promise<ListShape> {
  await pane.locator('[data-testid="entity-row"]').first().waitFor();
  const buttons = await pane.locator('button').filter({ visible: true }).allInnerTexts();
  const columns = await pane.locator('thead th').allInnerTexts();
  return { buttons: [...new Set(buttons.map((text) => text.trim()).filter(Boolean))].sort(), columns: columns.map((text) => text.trim()) };
}

/** Signs in, tours every menu page and fails with every problem seen on the way. */
async function runTour(account: string, extra: ((page: Page, watch: Watch) => Promise<void>) | undefined): Promise<Tour> {
  // A wide desktop: more first-level entries fit beside the logo, the rest still go under More.
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1920, height: 1000 } });
  const page = await context.newPage();
  const watch = watchPage(context, page);
  try {
    await signIn(page, baseUrl, account);
    await page.getByTestId('home-page').waitFor();
    await settle(page, watch);
    let userList: ListShape | undefined;
    const stops = await tourMenus(page, watch, async (stop, pane) => {
      if (new URL(stop.href, baseUrl).pathname === '/permission/user') userList = await listShape(pane);
    });
    await extra?.(page, watch);
    await screenshot(page, `tour-${account}`);
    expect(watch.problems, `${account}: problems during the tour`).toEqual([]);
    return { stops, trails: stops.map((stop) => stop.trail), userList };
  } finally {
    await context.close();
  }
}

/**
 * The tours run side by side, one browser context each (the machine waits on the server and the
 * page far more than it computes); a test that compares two accounts awaits both tours.
 */
const tours = new Map<string, Promise<Tour>>();
function tour(account: string): Promise<Tour> {
  if (!tours.has(account)) {
    const running = runTour(account, extras[account]);
    running.catch(() => undefined);
    tours.set(account, running);
  }
  return tours.get(account) as Promise<Tour>;
}

const tops = ({ stops }: Tour) => [...new Set(stops.map((stop) => stop.trail.split(' / ')[0]))];

/** The user menu's system entries. */
async function systems(page: Page): Promise<string[]> {
  await page.getByTestId('user-menu').click();
  const names = (await page.getByTestId('menu-system').allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  return names;
}

async function switchSystem(page: Page, watch: Watch, name: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('menu-system').filter({ hasText: name }).click();
  await reloaded;
  // The switch reloads on /home: the page that was open belongs to the other system's menu.
  await page.waitForURL(`${baseUrl}/home`);
  await page.getByTestId('navbar').waitFor();
  await settle(page, watch);
}

/** What each tour checks while signed in, besides the menu pages. */
const extras: Record<string, (page: Page, watch: Watch) => Promise<void>> = {
  admin: async (page, watch) => {
    expect(await systems(page)).toEqual(['港口供应链平台', '数据交换平台']);
    await switchSystem(page, watch, '数据交换平台');
    try {
      expect(await topEntries(page)).toEqual(['交换监控']);
      const second = await tourMenus(page, watch);
      expect(second.map((stop) => stop.trail)).toEqual(['交换监控 / 交换日志']);
    } finally {
      // The current system is kept on the server: put the port system back for the other tests.
      await switchSystem(page, watch, '港口供应链平台');
    }
  },
  manager: async (page) => {
    expect(await systems(page)).toEqual([]);
  },
  tourist: async (page) => {
    const navbar = page.getByTestId('navbar');
    await navbar.getByTestId('tourist-login').waitFor();
    expect(await navbar.getByTestId('user-menu').count()).toBe(0);
    expect(await navbar.getByTestId('message-bell').count()).toBe(0);
    expect(await navbar.getByTestId('menu-search').count()).toBe(0);
  },
};

const TOUR_MS = 150_000;

describe('every demo account tours its whole menu in Chromium', () => {
  it(
    'admin: both systems, every page of each, switching from the user menu',
    async () => {
      const admin = await tour('admin');
      expect(tops(admin)).toEqual(expect.arrayContaining(['系统管理', '在线开发', '权限管理']));
      expect(admin.trails).toContain('系统管理 / 系统配置');
      expect(admin.stops.filter((stop) => stop.kind === 'outside').length).toBeGreaterThan(0);
    },
    TOUR_MS,
  );

  it(
    'manager: one system, no system configuration and no online development',
    async () => {
      const manager = await tour('manager');
      expect(tops(manager)).toContain('系统管理');
      expect(tops(manager)).not.toContain('在线开发');
      expect(manager.trails).not.toContain('系统管理 / 系统配置');
      expect(manager.trails).toContain('权限管理 / 用户管理');
      const admin = await tour('admin');
      expect(manager.trails.every((trail) => admin.trails.includes(trail))).toBe(true);
      expect(manager.trails.length).toBeLessThan(admin.trails.length);
    },
    TOUR_MS,
  );

  it(
    'staff: business pages only',
    async () => {
      const staff = await tour('staff');
      for (const admin of ['系统管理', '系统数据', '在线开发', '消息中心', '数据交换']) expect(tops(staff)).not.toContain(admin);
      expect(staff.trails).toContain('权限管理 / 用户管理');
      const manager = await tour('manager');
      expect(staff.trails.every((trail) => manager.trails.includes(trail))).toBe(true);
      expect(staff.trails.length).toBeLessThan(manager.trails.length);
    },
    TOUR_MS,
  );

  it(
    'the sub-account 13900000009@manager gets what staff gets',
    async () => {
      const sub = await tour('13900000009@manager');
      const staff = await tour('staff');
      expect(sub.trails).toEqual(staff.trails);
      expect(sub.userList).toEqual(staff.userList);
    },
    TOUR_MS,
  );

  it(
    'tourist: only the Login button in the navbar, and its one link stays on 127.0.0.1',
    async () => {
      const tourist = await tour('tourist');
      expect(tourist.stops.length).toBeGreaterThan(0);
      expect(tourist.stops.every((stop) => stop.kind === 'outside')).toBe(true);
    },
    TOUR_MS,
  );

  it(
    'staff sees fewer buttons and columns than manager on 用户管理',
    async () => {
      const manager = (await tour('manager')).userList;
      const staff = (await tour('staff')).userList;
      expect(manager, 'the manager tour opened 用户管理').toBeDefined();
      expect(staff, 'the staff tour opened 用户管理').toBeDefined();
      const seen = `manager ${JSON.stringify(manager)}, staff ${JSON.stringify(staff)}`;
      expect(staff?.columns.length, `fewer columns: ${seen}`).toBeLessThan(manager?.columns.length ?? 0);
      expect(staff?.buttons.length, `fewer buttons: ${seen}`).toBeLessThan(manager?.buttons.length ?? 0);
      for (const column of staff?.columns ?? []) expect(manager?.columns).toContain(column);
    },
    TOUR_MS,
  );
});
