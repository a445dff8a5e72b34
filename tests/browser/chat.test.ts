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
});
