import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';
import { closePicker, expectFieldText, expectSelected, openPicker, treeNode } from './helpers/pickers.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('notice administration in Chromium', () => {
  it('writes a draft in the rich-text editor, previews it sanitised, and releases it', async () => {
    const { context, page } = await newPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/system/notice`);
    await page.getByTestId('notice-page').waitFor({ timeout: 15000 });
    await page.getByTestId('notice-add').click();
    const form = page.getByTestId('entity-dialog');
    await form.getByText('新建公告').waitFor();
    // The body is written in the rich-text editor (Quill, loaded when the dialog opens); the form is
    // submitted once the whole dialog is drawn, as a person sees it.
    const editor = form.getByTestId('rich-text-editor');
    await editor.waitFor({ timeout: 15000 });
    await form.locator('button[type="submit"]').click();
    await form.getByText('请输入公告标题').waitFor();
    await form.locator('#root_title').fill('停电通知');
    for (const format of [
      'bold',
      'italic',
      'underline',
      'strike',
      'blockquote',
      'code-block',
      'list',
      'indent',
      'direction',
      'size',
      'header',
      'color',
      'background',
      'align',
      'clean',
      'link',
      'image',
      'video',
    ]) {
      expect(await form.locator(`.ql-toolbar .ql-${format}`).count(), format).toBeGreaterThan(0);
    }
    await editor.click();
    await page.keyboard.type('今晚');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('堆场停电');
    await page.keyboard.press('Control+B');
    await page.keyboard.press('Enter');
    // A link to a javascript: address keeps its text but loses the address.
    await page.keyboard.type('详情');
    await page.keyboard.press('Shift+Home');
    await form.locator('.ql-toolbar .ql-link').click();
    const tooltip = form.locator('.ql-tooltip.ql-editing input[type="text"]');
    await tooltip.fill('javascript:alert(1)');
    await tooltip.press('Enter');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    // A video of an allow-listed video service is embedded.
    await form.locator('.ql-toolbar .ql-video').click();
    await tooltip.fill('https://player.vimeo.com/video/42');
    await tooltip.press('Enter');
    await editor.locator('iframe.ql-video').waitFor();
    // recipients from the user picker's organisation tree, opened level by level
    const recipients = form.locator('#root_toUserIds');
    const picker = await openPicker(page, recipients);
    await picker.getByText('选择用户').waitFor();
    await treeNode(picker, '港口集团').click();
    await treeNode(picker, '集装箱码头公司').click();
    await treeNode(picker, '操作部').click();
    await treeNode(picker, '李操作/staff').click();
    await expectSelected(picker, ['李操作/staff']);
    await closePicker(page, picker);
    await expectFieldText(recipients, '李操作/staff');
    await form.locator('button[type="submit"]').click();
    await page.getByText('新建成功').first().waitFor();
    const row = page.getByTestId('notice-row').filter({ hasText: '停电通知' });
    await row.getByText('草稿').waitFor();

    // the draft names its recipient again when edited
    await row.getByRole('button', { name: '编辑' }).click();
    await form.getByText('编辑公告').waitFor();
    await expectFieldText(recipients, '李操作/staff');
    await form.getByRole('button', { name: '取消' }).click();
    await form.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: '预览' }).click();
    const preview = page.getByTestId('notice-preview');
    await preview.locator('strong', { hasText: '堆场停电' }).waitFor();
    expect(await preview.locator('script').count()).toBe(0);
    const link = preview.locator('a', { hasText: '详情' });
    expect(await link.getAttribute('href')).toBeNull();
    const video = preview.locator('iframe.ql-video');
    expect(await video.getAttribute('src')).toBe('https://player.vimeo.com/video/42');
    expect(await video.getAttribute('sandbox')).toContain('allow-scripts');
    await screenshot(page, 'notice-preview');
    await preview.getByRole('button', { name: '关闭' }).click();

    await row.getByTestId('notice-release').click();
    await page.getByTestId('notice-confirm').click();
    await page.getByText('发布成功').first().waitFor();
    await row.getByText('已发布').waitFor();
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
