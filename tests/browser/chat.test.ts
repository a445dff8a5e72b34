import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the message centre's chat badge shows ('' when hidden). */
async function chatBadge(page: Page): Promise<string> {
  // Read at once rather than wait: a hidden badge is an answer, not something to wait for.
  const visible = page.getByTestId('message-center').locator('[data-testid="chat-badge"] .MuiBadge-badge:not(.MuiBadge-invisible)');
  return (await visible.count()) === 0 ? '' : visible.first().innerText();
}

describe('chat between two signed-in users in Chromium (spec §4, §7)', () => {
  it('admin writes to manager: both see it, the unread count grows, and opening the conversation resets it', async () => {
    const admin = await newPage(browser);
    const manager = await newPage(browser);
    await signIn(admin.page, baseUrl, 'admin');
    await signIn(manager.page, baseUrl, 'manager');
    // Both sockets are connected and have their counts before anyone writes.
    const adminCentre = admin.page.locator('[data-testid="message-center"][data-synced="true"]');
    const managerCentre = manager.page.locator('[data-testid="message-center"][data-synced="true"]');
    await adminCentre.waitFor();
    await managerCentre.waitFor();
    const text = `泊位调整 ${Date.now()} <b>不是HTML</b>`;

    // admin finds manager among the contacts and writes
    await adminCentre.getByTestId('chat-button').click();
    await admin.page.getByTestId('chat-tab-contacts').click();
    await admin.page.getByTestId('chat-contact-search').fill('manager');
    await admin.page.getByTestId('chat-contact-item').filter({ hasText: '/manager' }).first().click();
    const adminChat = admin.page.getByTestId('chat-conversation');
    await adminChat.waitFor();
    await admin.page.getByTestId('chat-input').fill(text);
    await admin.page.getByTestId('chat-send').click();
    await adminChat.getByTestId('chat-message-mine').filter({ hasText: text }).waitFor();

    // manager's count grows while the conversation is closed
    await expect.poll(() => chatBadge(manager.page), { timeout: 10_000 }).toBe('1');
    await expect.poll(() => manager.page.title()).toMatch(/^【新消息】/);
    await admin.page.getByTestId('chat-input').fill('第二条');
    await admin.page.keyboard.press('Enter');
    await expect.poll(() => chatBadge(manager.page), { timeout: 10_000 }).toBe('2');

    // manager opens the conversation: both messages, text as text, count back to nothing
    await managerCentre.getByTestId('chat-button').click();
    await manager.page.getByTestId('chat-recent-item').filter({ hasText: '/admin' }).first().click();
    const managerChat = manager.page.getByTestId('chat-conversation');
    await managerChat.getByTestId('chat-message-theirs').filter({ hasText: text }).waitFor();
    await managerChat.getByTestId('chat-message-theirs').filter({ hasText: '第二条' }).waitFor();
    expect(await managerChat.locator('b').count()).toBe(0);
    await expect.poll(() => chatBadge(manager.page)).toBe('');

    // the answer arrives live in admin's open conversation, without counting as unread there
    await manager.page.getByTestId('chat-input').fill('收到');
    await manager.page.getByTestId('chat-send').click();
    await adminChat.getByTestId('chat-message-theirs').filter({ hasText: '收到' }).waitFor();
    await managerChat.getByTestId('chat-message-mine').filter({ hasText: '收到' }).waitFor();
    expect(await chatBadge(admin.page)).toBe('');

    // after a reload the count stays reset: the server knows it was read
    await manager.page.reload();
    await managerCentre.waitFor();
    expect(await chatBadge(manager.page)).toBe('');
    await screenshot(admin.page, 'chat-admin');
    await admin.context.close();
    await manager.context.close();
  }, 90_000);

  it('an emoji from the picker arrives as that emoji, and the history search finds a sent message', async () => {
    const admin = await newPage(browser);
    const manager = await newPage(browser);
    try {
      await signIn(admin.page, baseUrl, 'admin');
      await signIn(manager.page, baseUrl, 'manager');
      const adminCentre = admin.page.locator('[data-testid="message-center"][data-synced="true"]');
      const managerCentre = manager.page.locator('[data-testid="message-center"][data-synced="true"]');
      await adminCentre.waitFor();
      await managerCentre.waitFor();
      const word = `舱单${Date.now()}`;

      // manager writes to admin: a searchable word, then an emoji picked from the panel (code 113 is 😍)
      await managerCentre.getByTestId('chat-button').click();
      await manager.page.getByTestId('chat-tab-contacts').click();
      await manager.page.getByTestId('chat-contact-search').fill('admin');
      await manager.page.getByTestId('chat-contact-item').filter({ hasText: '/admin' }).first().click();
      const managerChat = manager.page.getByTestId('chat-conversation');
      await managerChat.waitFor();
      await manager.page.getByTestId('chat-input').fill(`请核对${word}`);
      await manager.page.getByTestId('chat-send').click();
      await managerChat.getByTestId('chat-message-mine').filter({ hasText: word }).waitFor();
      await manager.page.getByTestId('chat-input').fill('好的');
      await manager.page.getByTestId('chat-emoji').click();
      const panel = manager.page.getByTestId('chat-emoji-panel');
      await panel.waitFor();
      expect(await panel.getByTestId('chat-emoji-item').count()).toBe(120);
      await panel.getByTestId('chat-emoji-item').nth(13).click();
      expect(await manager.page.getByTestId('chat-input').inputValue()).toBe('好的[113]');
      await manager.page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await manager.page.getByTestId('chat-send').click();
      const sentEmoji = managerChat.getByTestId('chat-message-mine').filter({ hasText: '好的' }).getByTestId('chat-emoji-glyph');
      await sentEmoji.waitFor();
      expect(await sentEmoji.innerText()).toBe('😍');

      // admin opens the conversation: the emoji is drawn as the emoji, not as its code
      await expect.poll(() => chatBadge(admin.page), { timeout: 10_000 }).toBe('2');
      await adminCentre.getByTestId('chat-button').click();
      await admin.page.getByTestId('chat-recent-item').filter({ hasText: '/manager' }).first().click();
      const adminChat = admin.page.getByTestId('chat-conversation');
      const received = adminChat.getByTestId('chat-message-theirs').filter({ hasText: '好的' });
      await received.waitFor();
      expect(await received.getByTestId('chat-emoji-glyph').innerText()).toBe('😍');
      expect(await received.getByTestId('chat-emoji-glyph').getAttribute('aria-label')).toBe('[113]');
      expect(await received.innerText()).not.toContain('[113]');

      // admin searches the history: the word finds its message, a word never sent finds nothing
      await adminChat.getByTestId('chat-search-toggle').click();
      await admin.page.getByTestId('chat-history-search').fill(word);
      const results = adminChat.getByTestId('chat-search-results');
      await results
        .getByTestId('chat-search-hit')
        .filter({ hasText: `请核对${word}` })
        .waitFor();
      await expect.poll(() => results.getByTestId('chat-search-count').innerText()).toBe('共1条相关记录');
      expect(await results.getByTestId('chat-search-hit').count()).toBe(1);
      await admin.page.getByTestId('chat-history-search').fill(`没有发过${word}`);
      await expect.poll(() => results.getByTestId('chat-search-count').innerText()).toBe('没有找到相关记录');
      expect(await results.getByTestId('chat-search-hit').count()).toBe(0);
      await screenshot(admin.page, 'chat-emoji-and-search');
    } finally {
      await admin.context.close();
      await manager.context.close();
    }
  }, 90_000);
});
