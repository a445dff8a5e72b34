import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The platform's own database file: nothing in the platform sends flow messages (no workflow engine), so the test writes one. */
function withDatabase<T>(run: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'portside.sqlite'));
  try {
    return run(db);
  } finally {
    db.close();
  }
}

const FLOW_ID = 'browser-dashboard-flow';
const flowBody = {
  title: '进口提箱申请',
  flowName: '提箱审批',
  thisStep: '部门经理审批',
  creatorUser: '王经理/manager',
  creatorTime: Date.UTC(2026, 2, 5, 6, 30),
  status: 1,
  flowUrgent: 3,
};

function addFlowMessage() {
  withDatabase((db) => {
    const now = Date.now();
    db.prepare(
      'INSERT INTO base_message (id, type, "flowType", title, "bodyText", excerpt, files, "enabledMark", "releaseTime", "releaseUserId", "creatorTime", "creatorUserId") VALUES (?, 2, 1, ?, ?, \'\', \'[]\', 1, ?, \'user-manager\', ?, \'user-manager\')',
    ).run(FLOW_ID, '请审批：进口提箱申请', JSON.stringify(flowBody), now, now);
    db.prepare('INSERT INTO base_message_receive (id, "messageId", "userId", "isRead") VALUES (?, ?, \'user-admin\', 0)').run(`${FLOW_ID}-admin`, FLOW_ID);
  });
}

function removeFlowMessage() {
  withDatabase((db) => {
    db.prepare('DELETE FROM base_message_receive WHERE "messageId" = ?').run(FLOW_ID);
    db.prepare('DELETE FROM base_message WHERE id = ?').run(FLOW_ID);
  });
}

/** admin's unread messages per type, straight from the database the server answers from. */
function unreadByType(): Record<string, number> {
  return withDatabase((db) => {
    const rows = db
      .prepare(
        'SELECT m.type AS type, COUNT(*) AS n FROM base_message_receive r JOIN base_message m ON m.id = r."messageId" WHERE r."userId" = \'user-admin\' AND r."isRead" = 0 GROUP BY m.type',
      )
      .all() as { type: number; n: number }[];
    return Object.fromEntries(['1', '2', '3', '4'].map((type) => [type, rows.find((row) => String(row.type) === type)?.n ?? 0]));
  });
}

describe('dashboard, flow message pages and dynamic dictionary pages in Chromium', () => {
  it('admin sees the server’s counts and notices on /dashboard, opens a flow to-do, and opens the type-4 dictionary menu page', async () => {
    addFlowMessage();
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, baseUrl, 'admin');
      await page.goto(`${baseUrl}/dashboard`);
      const dashboard = page.getByTestId('dashboard-page');
      await dashboard.getByTestId('dashboard-unread').and(page.locator('[aria-busy="false"]')).waitFor();
      const expected = unreadByType();
      expect(expected['2']).toBeGreaterThanOrEqual(1);
      for (const type of ['1', '2', '3', '4']) expect(await dashboard.getByTestId(`dashboard-unread-${type}-value`).innerText()).toBe(String(expected[type]));
      await dashboard.getByTestId('dashboard-notice').filter({ hasText: '台风天气作业安排' }).waitFor();
      await dashboard.getByTestId('dashboard-flow-count').and(page.locator('[aria-busy="false"]')).waitFor();
      expect(Number(await dashboard.getByTestId('dashboard-flow-toBeReviewed-value').innerText())).toBe(expected['2']);
      await expect(dashboard.getByTestId('dashboard-flow-count').innerText()).resolves.toContain('本平台不包含工作流引擎');
      await screenshot(page, 'dashboard');

      // the flow to-do opens the flow detail page with the message body as config
      await dashboard.getByTestId('dashboard-todo').filter({ hasText: '请审批：进口提箱申请' }).click();
      await page.waitForURL(/\/workFlowDetail\?config=/);
      const detail = page.getByTestId('workflow-detail-page');
      await detail.waitFor();
      expect(await detail.getByTestId('flow-field-title').innerText()).toContain('进口提箱申请');
      expect(await detail.getByTestId('flow-field-flowName').innerText()).toContain('提箱审批');
      expect(await detail.getByTestId('flow-field-node').innerText()).toContain('部门经理审批');
      expect(await detail.getByTestId('flow-field-sender').innerText()).toContain('王经理/manager');
      expect(await detail.getByTestId('flow-field-status').innerText()).toContain('等待审核');
      expect(await detail.getByTestId('flow-field-urgency').innerText()).toContain('紧急');
      expect(await detail.getByTestId('workflow-no-engine').innerText()).toContain('本平台不包含工作流引擎');
      expect(await detail.getByRole('button').count()).toBe(0);
      await screenshot(page, 'workflow-detail');

      // a link with a broken config says what is wrong
      await page.goto(`${baseUrl}/workFlowDetail?config=${encodeURIComponent(Buffer.from('{oops').toString('base64'))}`);
      expect(await page.getByTestId('flow-config-error').innerText()).toContain('不是有效的 JSON 对象');

      // /emailDetail is a page now (tests/browser/email.test.ts): without an id it says no mail was named, not the 404
      await page.goto(`${baseUrl}/emailDetail`);
      await page.getByTestId('email-missing-id').waitFor();
      expect(page.url()).toBe(`${baseUrl}/emailDetail`);
      // /previewModel previews a design in its own tab
      await page.goto(`${baseUrl}/previewModel?id=vd-container-apply`);
      await page.getByTestId('preview-model-page').getByTestId('design-preview-columns').waitFor({ timeout: 15000 });

      // the type-4 menu entry: the tree dictionary, read-only, filtered by keyword
      await page.getByTestId('menu-search').fill('业务分类');
      await page.getByRole('option', { name: /业务分类\(树形字典\)/ }).click();
      await page.waitForURL(`${baseUrl}/dictionary/businessType`);
      const dictionary = page.getByTestId('dynamic-dictionary-page');
      await dictionary.getByTestId('dynamic-dictionary-row').filter({ hasText: '运输' }).waitFor();
      const names = async () => (await dictionary.getByTestId('dynamic-dictionary-row').allInnerTexts()).map((text) => text.split('\t')[0].trim());
      expect(await names()).toEqual(['港口业务', '仓储', '运输', '财务']);
      await dictionary.locator('input[name="keyword"]').fill('仓储');
      await dictionary.getByRole('button', { name: '查询' }).click();
      await dictionary.getByTestId('dynamic-dictionary-row').filter({ hasText: '财务' }).waitFor({ state: 'detached' });
      expect(await names()).toEqual(['港口业务', '仓储']);
      await screenshot(page, 'dynamic-dictionary');
    } finally {
      await context.close();
      removeFlowMessage();
    }
  });
});
