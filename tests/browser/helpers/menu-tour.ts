import { expect } from 'vitest';
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';

/**
 * Walks an account's menu as a person does (tests/browser/account-tour.test.ts): every first-level
 * entry, every page beneath it clicked in turn, outside links only read. Meanwhile it records what
 * must never happen: a request leaving 127.0.0.1, an uncaught page error, a console error, a 5xx.
 */

export interface Watch {
  problems: string[];
  /** 4xx answers seen, for the report (the pages may legitimately ask for things an account may not have) */
  clientErrors: string[];
  inflight: Set<Request>;
}

export function watchPage(context: BrowserContext, page: Page): Watch {
  const watch: Watch = { problems: [], clientErrors: [], inflight: new Set() };
  const where = () => new URL(page.url()).pathname;
  const checkHost = (url: string, what: string) => {
    const parsed = new URL(url);
    if (/^(https?|wss?):$/.test(parsed.protocol) && parsed.hostname !== '127.0.0.1') watch.problems.push(`${what} to ${url} on ${where()}`);
  };
  context.on('request', (request) => {
    watch.inflight.add(request);
    checkHost(request.url(), 'request');
  });
  context.on('requestfinished', (request) => watch.inflight.delete(request));
  context.on('requestfailed', (request) => watch.inflight.delete(request));
  context.on('response', (response) => {
    const line = `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname} on ${where()}`;
    if (response.status() >= 500) watch.problems.push(`server error: ${line}`);
    else if (response.status() >= 400) watch.clientErrors.push(line);
  });
  page.on('websocket', (socket) => checkHost(socket.url(), 'websocket'));
  page.on('pageerror', (error) => watch.problems.push(`page error on ${where()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs every 4xx answer as "Failed to load resource"; those answers are collected in
    // clientErrors above (a permission the account lacks is not a broken page), so the log line is noise.
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
    watch.problems.push(`console error on ${where()}: ${message.text()}`);
  });
  return watch;
}

/** Waits until no request has been in flight for a moment (the socket is not a request), at most a few seconds. */
export async function settle(page: Page, watch: Watch, maxMs = 5000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let quietSince = 0;
  while (Date.now() < deadline) {
    if (watch.inflight.size === 0) {
      quietSince ||= Date.now();
      if (Date.now() - quietSince >= 100) return;
    } else quietSince = 0;
    await page.waitForTimeout(50);
  }
}

export type StopKind = 'screen' | 'frame' | 'unavailable' | 'outside';
export interface Stop {
  trail: string;
  href: string;
  kind: StopKind;
}

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** What the page shows for a path: still arriving, the 404, or the kind of screen in the visible tab pane. */
function pageState(page: Page, path: string): Promise<string> {
  return page.evaluate((expected) => {
    if (location.pathname === '/404' || document.querySelector('[data-testid="not-found"]')) return 'not-found';
    if (location.pathname !== expected) return `navigating (at ${location.pathname})`;
    // Navigations are transitions: the previous page stays shown until this one's code has arrived.
    const pane = [...document.querySelectorAll<HTMLElement>('[data-testid="tab-pane"][aria-hidden="false"]')].find(
      (el) => (el.dataset.tab ?? '').split('?')[0] === expected,
    );
    if (!pane) return 'no tab pane yet';
    if (pane.querySelector('[data-testid="page-unavailable"]')) return 'unavailable';
    if (pane.querySelector('[data-testid="page-loading"]')) return 'loading';
    if (pane.querySelector('iframe')) return 'frame';
    return pane.innerText.trim() ? 'screen' : 'empty';
  }, path);
}

/** After a click on a page entry: the address is the entry's, and the pane shows a screen or the generic loader. */
async function expectPage(page: Page, watch: Watch, href: string, trail: string): Promise<StopKind> {
  const path = new URL(href, page.url()).pathname;
  // A plain loop, not expect.poll: the tours run as concurrent tests, where expect.poll is refused.
  const deadline = Date.now() + 15000;
  let state = await pageState(page, path);
  while (!/^(screen|frame|unavailable|not-found)$/.test(state) && Date.now() < deadline) {
    await page.waitForTimeout(25);
    state = await pageState(page, path);
  }
  expect(state, `${trail} (${path}) shows a screen or the generic loader`).toMatch(/^(screen|frame|unavailable)$/);
  await settle(page, watch);
  const toast = page.getByTestId('error-toast').filter({ visible: true });
  if ((await toast.count()) > 0) watch.problems.push(`error toast on ${trail} (${path}): ${await toast.first().innerText()}`);
  return state as StopKind;
}

export type OnPage = (stop: Stop, pane: Locator) => Promise<void>;

interface EntryInfo {
  name: string;
  /** 'true' / 'false' for a directory, null for a page or link */
  expanded: string | null;
  href: string;
  target: string;
  rel: string;
}

/** The entries of one menu level, read in one go (each round trip to the browser costs time on a busy machine). */
function entriesOf(list: Locator): Promise<EntryInfo[]> {
  return list.evaluate((el) =>
    [...el.children]
      .filter((child) => child.classList.contains('MuiListItemButton-root'))
      .map((child) => ({
        name: (child.querySelector('.MuiListItemText-primary')?.textContent ?? '').trim(),
        expanded: child.getAttribute('aria-expanded'),
        href: child.getAttribute('href') ?? '',
        target: child.getAttribute('target') ?? '',
        rel: child.getAttribute('rel') ?? '',
      })),
  );
}

/** One level of the side menu: directories are opened and walked, pages clicked, outside links read. */
async function walk(page: Page, watch: Watch, list: Locator, trail: string[], onPage?: OnPage): Promise<Stop[]> {
  const stops: Stop[] = [];
  const items = list.locator(':scope > .MuiListItemButton-root');
  const entries = await entriesOf(list);
  for (const [at, entry] of entries.entries()) {
    const here = [...trail, entry.name].join(' / ');
    if (entry.expanded !== null) {
      if (entry.expanded === 'false') await items.nth(at).click();
      const inner = list.locator(':scope > .MuiCollapse-entered .MuiList-root').first();
      await inner.waitFor();
      stops.push(...(await walk(page, watch, inner, [...trail, entry.name], onPage)));
      continue;
    }
    if (entry.target === '_blank') {
      // An outside link opens a new browser tab: only where it leads is checked, it is not followed.
      expect(new URL(entry.href, page.url()).hostname, `${here} links to ${entry.href}`).toBe('127.0.0.1');
      expect(entry.rel, `${here} opens without handing over the window`).toContain('noopener');
      stops.push({ trail: here, href: entry.href, kind: 'outside' });
      continue;
    }
    await items.nth(at).click();
    const stop: Stop = { trail: here, href: entry.href, kind: await expectPage(page, watch, entry.href, here) };
    stops.push(stop);
    const path = new URL(entry.href, page.url()).pathname;
    await onPage?.(stop, page.locator(`[data-testid="tab-pane"][aria-hidden="false"][data-tab^="${path}"]`));
  }
  return stops;
}

/** The first-level entries in the navbar (blend): those shown, then those under More. */
export async function topEntries(page: Page): Promise<string[]> {
  const shown = (await page.getByTestId('top-menu-item').allInnerTexts()).map((text) => text.trim());
  const more = page.getByTestId('top-menu-more');
  if ((await more.count()) === 0) return shown;
  await more.click();
  const hidden = (await page.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  return [...shown, ...hidden];
}

async function selectTop(page: Page, name: string): Promise<void> {
  const item = page.getByTestId('top-menu-item').filter({ hasText: exactly(name) });
  if ((await item.count()) > 0) {
    await item.click();
    await page
      .locator('[data-testid="top-menu-item"][aria-current="true"]')
      .filter({ hasText: exactly(name) })
      .waitFor();
    return;
  }
  await page.getByTestId('top-menu-more').click();
  await page.getByRole('menuitem', { name: exactly(name) }).click();
  await page.locator('[data-testid="top-menu-more"][aria-current="true"]').waitFor();
}

/**
 * Closes every tab but the current one from its context menu, as a person with many tabs open does:
 * each open tab keeps its page alive, and a tour of fifty pages would otherwise measure the keep-alive.
 */
async function closeOtherTabs(page: Page): Promise<void> {
  const active = page.locator('[data-testid="tag"][aria-selected="true"]');
  if ((await active.count()) === 0) return;
  await active.click({ button: 'right' });
  await page.getByTestId('tag-menu').getByRole('menuitem', { name: '关闭其他' }).click();
  await page.getByTestId('tag-menu').waitFor({ state: 'hidden' });
}

/** Tours the whole menu in the blend layout (a new account's default) or the classic one. */
export async function tourMenus(page: Page, watch: Watch, onPage?: OnPage): Promise<Stop[]> {
  const layout = await page.getByTestId('shell').getAttribute('data-layout');
  const sideMenu = page.locator('[data-testid="sidebar"] [data-testid="side-menu"]');
  if (layout === 'classic') return walk(page, watch, sideMenu, [], onPage);
  expect(layout, 'the tour reads the menus of the blend or classic layout').toBe('blend');
  const stops: Stop[] = [];
  for (const name of await topEntries(page)) {
    await selectTop(page, name);
    if (await page.locator('[data-testid="sidebar"][data-opened="false"]').count()) await page.getByTestId('sidebar-toggle').click();
    await sideMenu.waitFor();
    stops.push(...(await walk(page, watch, sideMenu, [name], onPage)));
    await closeOtherTabs(page);
  }
  return stops;
}
