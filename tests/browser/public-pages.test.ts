import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './helpers/browser-session.ts';
import { signIn } from './helpers/sign-in.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
const suffix = randomBytes(3).toString('hex');
const NOTICE_TITLE = `港区开放日-${suffix}`;
let noticeId = '';
let shortLinkId = '';

interface Envelope<T = Record<string, unknown>> {
  code: number;
  msg?: string;
  data?: T;
}

/** The API as another system would call it (setting up what the pages then show). */
async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown; form?: URLSearchParams } = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'accept-language': 'zh-CN' };
  if (init.token) headers.authorization = init.token;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = init.form.toString();
  } else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const response = await fetch(`${baseUrl}${path}`, { method: init.method ?? 'GET', headers, body });
  return (await response.json()) as Envelope<T>;
}

async function tokenOf(account: string): Promise<string> {
  const password = createHash('md5').update('Portside2026').digest('hex');
  const result = await api<{ token: string }>('/api/oauth/Login', { method: 'POST', form: new URLSearchParams({ account, password, grant_type: 'password' }) });
  if (!result.data?.token) throw new Error(`login ${account}: ${result.msg}`);
  return result.data.token;
}

/** href as /externalLink expects it: base64 of the URL-encoded URL. */
const externalHref = (url: string) => encodeURIComponent(Buffer.from(encodeURIComponent(url)).toString('base64'));

beforeAll(async () => {
  browser = await launchBrowser();
  // A notice for everyone, written and released by the administrator through the API.
  const admin = await tokenOf('admin');
  const created = await api('/api/message', {
    method: 'POST',
    token: admin,
    body: { title: NOTICE_TITLE, bodyText: '<p>欢迎市民<b>参观码头</b></p><script>window.pwned=1</script>', toUserIds: '', files: '[]' },
  });
  expect(created.code).toBe(200);
  const list = await api<{ list: { id: string; title: string }[] }>('/api/message/Notice', { method: 'POST', token: admin, body: { keyword: NOTICE_TITLE } });
  noticeId = list.data?.list[0]?.id ?? '';
  expect((await api(`/api/message/${noticeId}/Actions/Release`, { method: 'PUT', token: admin })).code).toBe(200);
  const link = await api<{ id: string }>('/api/portal/ShortLink', {
    method: 'POST',
    token: await tokenOf('staff'),
    body: { target: `/noticeInfo?id=${noticeId}` },
  });
  shortLinkId = link.data?.id ?? '';
  expect(shortLinkId).not.toBe('');
});
afterAll(async () => {
  await browser?.close();
});

/** Walks the public pages; `tourist` changes only what the entry buttons offer. */
async function visitPublicPages(page: Page, who: 'anonymous' | 'tourist') {
  await page.goto(`${baseUrl}/index`);
  await page.getByTestId('index-portal').getByText(NOTICE_TITLE).waitFor();
  await page.getByTestId('portal-login').waitFor();
  if (who === 'tourist') await page.getByTestId('portal-enter').waitFor();
  else expect(await page.getByTestId('portal-enter').count()).toBe(0);
  await screenshot(page, `public-index-${who}`);

  await page.getByText(NOTICE_TITLE).click();
  await page.waitForURL(`${baseUrl}/noticeInfo?id=${noticeId}`);
  await page.getByTestId('notice-info-body').locator('b', { hasText: '参观码头' }).waitFor();
  expect(await page.getByTestId('notice-info-body').locator('script').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

  await page.goto(`${baseUrl}/noticeList`);
  await page.getByTestId('notice-list').getByText(NOTICE_TITLE).waitFor();
  await page.goto(`${baseUrl}/sIndex`);
  await page.getByTestId('s-index').getByText(NOTICE_TITLE).waitFor();

  await page.goto(`${baseUrl}/showImage?url=${encodeURIComponent('javascript:alert(1)')}`);
  await page.getByTestId('show-image-error').getByText('只能显示本站或 http(s) 地址的图片').waitFor();

  await page.goto(`${baseUrl}/formShortLink?id=${shortLinkId}`);
  await page.waitForURL(`${baseUrl}/noticeInfo?id=${noticeId}`);
  await page.getByTestId('notice-info-title').getByText(NOTICE_TITLE).waitFor();
  await page.goto(`${baseUrl}/formShortLink?id=unknown`);
  await page.getByTestId('short-link-error').getByText('短链接不存在或已失效').waitFor();

  await page.goto(`${baseUrl}/sso`);
  await page.getByTestId('hand-over-error').getByText('链接中缺少登录凭证（token）').waitFor();
  await page.goto(`${baseUrl}/auth-redirect?token=${encodeURIComponent('bearer forged')}`);
  await page.getByTestId('hand-over-error').waitFor();
}

describe('public pages in Chromium', () => {
  it('an anonymous visitor sees the server’s notices; signed-in pages send them to sign in', async () => {
    const { context, page } = await newPage(browser);
    await visitPublicPages(page, 'anonymous');
    await page.goto(`${baseUrl}/lockScreen`);
    await page.waitForURL(`${baseUrl}/login?redirect=%2FlockScreen`);
    await page.goto(`${baseUrl}/externalLink?href=${externalHref('https://example.com/')}`);
    await page.waitForURL(/\/login\?redirect=%2FexternalLink/);
    await context.close();
  });

  it('the tourist sees the same public pages, with Enter and Login', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'tourist');
    await visitPublicPages(page, 'tourist');
    await context.close();
  });

  it('a token handed to /sso becomes the session and opens the target', async () => {
    const { context, page } = await newPage(browser);
    const staff = await tokenOf('staff');
    await page.goto(`${baseUrl}/sso?token=${encodeURIComponent(staff)}&redirect=${encodeURIComponent('/messageRecord')}`);
    await page.waitForURL(`${baseUrl}/messageRecord`);
    await page.getByTestId('navbar').waitFor();
    await page.goto(`${baseUrl}/auth-redirect?token=${encodeURIComponent(staff)}&redirect=${encodeURIComponent('https://evil.example/')}`);
    await page.getByTestId('hand-over-error').getByText('跳转地址只能是本站的页面路径').waitFor();
    await context.close();
  });

  it('a signed-in user sends feedback and /externalLink refuses a javascript: URL', async () => {
    const { context, page } = await newPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, baseUrl, 'staff');
    const text = `堆场查询页打开很慢-${suffix}`;
    await page.getByTestId('navbar-feedback').click();
    const dialog = page.getByTestId('feedback-dialog');
    await dialog.getByTestId('feedback-send').click();
    await dialog.getByTestId('feedback-error').getByText('请输入反馈内容').waitFor();
    await dialog.locator('textarea[name="content"]').fill(text);
    await dialog.getByTestId('feedback-send').click();
    await dialog.getByTestId('feedback-sent').getByText('感谢您的反馈').waitFor();
    await screenshot(page, 'feedback-sent');
    const stored = await api<{ list: { content: string; creatorUser: string }[] }>(`/api/system/Feedback?keyword=${encodeURIComponent(suffix)}`, {
      token: await tokenOf('admin'),
    });
    expect(stored.data?.list.map((row) => row.content)).toEqual([text]);
    expect(stored.data?.list[0].creatorUser).toMatch(/\/staff$/);
    await dialog.getByRole('button', { name: '关闭' }).click();

    await page.getByTestId('navbar-statement').click();
    await page
      .getByTestId('statement-dialog')
      .getByText(/开放试用平台/)
      .waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/externalLink?href=${externalHref('javascript:alert(document.cookie)')}`);
    await page.getByTestId('external-link-refused').getByText('只能打开 http、https、mailto 或 tel 地址，该链接已被拒绝').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await screenshot(page, 'external-link-refused');
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('an administrator reads the feedback in the navbar', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, baseUrl, 'admin');
    await page.getByTestId('navbar-feedback').click();
    await page.getByTestId('feedback-received-tab').click();
    await page.getByTestId('feedback-received').getByText(`堆场查询页打开很慢-${suffix}`).waitFor();
    await context.close();
  });
});
