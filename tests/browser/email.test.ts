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

/** The platform's own database file, to check what the pages did and to plant a mail stored unsafely. */
function withDatabase<T>(run: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'portside.sqlite'));
  try {
    return run(db);
  } finally {
    db.close();
  }
}

const SUBJECT = `泊位调整通知 ${Date.now()}`;
const UNSAFE_ID = 'browser-email-unsafe';

describe('the mailbox in Chromium (消息中心 › 邮件, /emailDetail)', () => {
  it('manager writes to staff from the mailbox; staff opens it at /emailDetail, stars it, and a script in a body never runs', async () => {
    const sender = await newPage(browser);
    try {
      await signIn(sender.page, baseUrl, 'manager');
      await sender.page.goto(`${baseUrl}/extend/email`);
      const mailbox = sender.page.getByTestId('email-page');
      await mailbox.waitFor();
      await mailbox.getByTestId('email-compose-button').click();
      const dialog = sender.page.getByTestId('email-compose');
      await dialog.locator('input[name="recipient"]').fill('staff');
      await dialog.locator('input[name="subject"]').fill(SUBJECT);
      await dialog.getByTestId('rich-text-editor').click();
      await sender.page.keyboard.type('明日 ');
      await sender.page.keyboard.press('Control+B');
      await sender.page.keyboard.type('三号泊位');
      await sender.page.keyboard.press('Control+B');
      await sender.page.keyboard.type(' 暂停作业');
      await dialog.getByTestId('email-send').click();
      await dialog.waitFor({ state: 'detached' });
      // after sending, the mailbox shows the sent box with the new mail
      await mailbox.getByTestId('email-row').filter({ hasText: SUBJECT }).waitFor();
      await screenshot(sender.page, 'email-sent-box');
    } finally {
      await sender.context.close();
    }

    const copyId = withDatabase(
      (db) =>
        (
          db
            .prepare(
              'SELECT r.id AS id FROM base_email_receive r JOIN base_email_send s ON s.id = r."mailId" WHERE s.subject = ? AND r."userId" = \'user-staff\'',
            )
            .get(SUBJECT) as { id: string }
        ).id,
    );
    const isRead = () => withDatabase((db) => (db.prepare('SELECT "isRead" AS v FROM base_email_receive WHERE id = ?').get(copyId) as { v: number }).v);
    expect(isRead()).toBe(0);

    const reader = await newPage(browser);
    const dialogs: string[] = [];
    reader.page.on('dialog', (prompt) => {
      dialogs.push(prompt.message());
      void prompt.dismiss();
    });
    try {
      await signIn(reader.page, baseUrl, 'staff');
      await reader.page.goto(`${baseUrl}/emailDetail?id=${encodeURIComponent(copyId)}`);
      const detail = reader.page.getByTestId('email-detail-page');
      await detail.waitFor();
      expect(await detail.getByTestId('email-subject').innerText()).toBe(SUBJECT);
      expect(await detail.getByTestId('email-field-sender').innerText()).toContain('王经理<manager>');
      expect(await detail.getByTestId('email-field-recipient').innerText()).toContain('staff');
      expect(await detail.getByTestId('email-body').innerText()).toContain('明日 三号泊位 暂停作业');
      expect(await detail.getByTestId('email-body').locator('strong').innerText()).toBe('三号泊位');
      expect(isRead()).toBe(1);

      await detail.getByTestId('email-star').click();
      await detail.locator('[data-testid="email-star"][aria-pressed="true"]').waitFor();
      expect(withDatabase((db) => (db.prepare('SELECT starred AS v FROM base_email_receive WHERE id = ?').get(copyId) as { v: number }).v)).toBe(1);

      // reply opens the compose dialog addressed to the sender
      await detail.getByTestId('email-reply').click();
      const compose = reader.page.getByTestId('email-compose');
      expect(await compose.locator('input[name="recipient"]').inputValue()).toBe('manager');
      expect(await compose.locator('input[name="subject"]').inputValue()).toBe(`回复：${SUBJECT}`);
      await screenshot(reader.page, 'email-reply');
      await compose.getByRole('button', { name: '取消' }).click();
      await compose.waitFor({ state: 'detached' });

      // a body stored unsafely (past the server's sanitiser) is cleaned again before it is drawn
      withDatabase((db) => {
        const now = Date.now();
        db.prepare(
          'INSERT INTO base_email_send (id, "userId", recipient, cc, bcc, subject, "bodyText", attachment, state, "sendTime", "creatorTime", "lastModifyTime", "deleteMark") VALUES (?, \'user-manager\', \'staff\', \'\', \'\', \'不安全的正文\', ?, \'[]\', 1, ?, ?, ?, 0)',
        ).run(UNSAFE_ID, '<p>正文</p><img src="x" onerror="window.hacked=1;alert(1)"><script>window.hacked=2</script>', now, now, now);
        db.prepare(
          'INSERT INTO base_email_receive (id, "mailId", "userId", "isRead", starred, "deleteMark", "receiveTime") VALUES (?, ?, \'user-staff\', 0, 0, 0, ?)',
        ).run(`${UNSAFE_ID}-staff`, UNSAFE_ID, now);
      });
      await reader.page.goto(`${baseUrl}/emailDetail?id=${UNSAFE_ID}-staff`);
      await reader.page.getByTestId('email-body').filter({ hasText: '正文' }).waitFor();
      await reader.page.waitForTimeout(300);
      expect(await reader.page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
      expect(dialogs).toEqual([]);
    } finally {
      await reader.context.close();
      withDatabase((db) => {
        db.prepare('DELETE FROM base_email_receive WHERE "mailId" = ?').run(UNSAFE_ID);
        db.prepare('DELETE FROM base_email_send WHERE id = ?').run(UNSAFE_ID);
      });
    }
  });
});
