import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';

interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}
interface PublicNotice {
  id: string;
  title: string;
  excerpt: string;
  releaseTime: number;
  bodyText?: string;
}

const HOUR = 3_600_000;

describe.each(databases())('public portal, short links and feedback on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  beforeAll(async () => ({ t, admin, staff } = await appSignedIn(target, 'admin', 'staff')));
  afterAll(async () => t?.close());

  const anonymous = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('public notices', () => {
    beforeEach(async () => {
      await t.services.db.deleteFrom('base_message_receive').execute();
      await t.services.db.deleteFrom('base_message').execute();
      const now = Date.now();
      const row = { type: 1, files: '[]', category: '1', creatorUserId: 'user-admin', creatorTime: now - 5 * HOUR, releaseUserId: 'user-admin' };
      await t.services.db
        .insertInto('base_message')
        .values([
          {
            ...row,
            id: 'n-public',
            title: '码头开放日',
            bodyText: '<p onclick="x()">欢迎<b>参观</b></p><script>alert(1)</script>',
            excerpt: '欢迎参观',
            toUserIds: '',
            enabledMark: 1,
            releaseTime: now - HOUR,
          },
          {
            ...row,
            id: 'n-older',
            title: '航道维护',
            bodyText: '<p>维护</p>',
            excerpt: '维护',
            toUserIds: null,
            enabledMark: 1,
            releaseTime: now - 2 * HOUR,
            expirationTime: now + HOUR,
          },
          { ...row, id: 'n-draft', title: '草稿公告', bodyText: '', excerpt: '', toUserIds: '', enabledMark: 0, releaseTime: null },
          {
            ...row,
            id: 'n-expired',
            title: '过期公告',
            bodyText: '',
            excerpt: '',
            toUserIds: '',
            enabledMark: 1,
            releaseTime: now - 3 * HOUR,
            expirationTime: now - HOUR,
          },
          { ...row, id: 'n-private', title: '仅管理员', bodyText: '<p>内部</p>', excerpt: '', toUserIds: 'user-admin', enabledMark: 1, releaseTime: now },
          { ...row, id: 'n-message', type: 3, title: '系统消息', bodyText: '', excerpt: '', toUserIds: '', enabledMark: 1, releaseTime: now },
        ])
        .execute();
    });

    it('lists only released, unexpired notices addressed to everyone, newest first, to anyone', async () => {
      const page = body<Page<PublicNotice>>(await anonymous('/api/portal/Notice'));
      expect(page.code).toBe(200);
      expect(page.data?.list.map((n) => n.id)).toEqual(['n-public', 'n-older']);
      expect(page.data?.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 2 });
      // Nothing about who wrote or receives it travels to the public.
      expect(Object.keys(page.data?.list[0] ?? {}).sort()).toEqual(['category', 'excerpt', 'id', 'releaseTime', 'title']);
      const searched = body<Page<PublicNotice>>(await anonymous('/api/portal/Notice?keyword=%E8%88%AA%E9%81%93&pageSize=5'));
      expect(searched.data?.list.map((n) => n.id)).toEqual(['n-older']);
      const paged = body<Page<PublicNotice>>(await anonymous('/api/portal/Notice?currentPage=2&pageSize=1'));
      expect(paged.data?.list.map((n) => n.id)).toEqual(['n-older']);
    });

    it('shows one public notice with a cleaned body and refuses every other', async () => {
      const info = body<PublicNotice>(await anonymous('/api/portal/Notice/n-public'));
      expect(info.code).toBe(200);
      expect(info.data?.title).toBe('码头开放日');
      expect(info.data?.bodyText).toBe('<p>欢迎<b>参观</b></p>');
      for (const id of ['n-draft', 'n-expired', 'n-private', 'n-message', 'nope']) {
        expect(body(await anonymous(`/api/portal/Notice/${id}`, { 'accept-language': 'zh-CN' }))).toEqual({ code: 400, msg: '数据不存在' });
      }
    });

    it('validates the query', async () => {
      expect(body(await anonymous('/api/portal/Notice?pageSize=500')).code).toBe(400);
      expect(body(await anonymous('/api/portal/Notice?currentPage=0')).code).toBe(400);
    });
  });

  it('tells anyone the public part of the configuration, no secrets', async () => {
    const info = body<Record<string, string>>(await anonymous('/api/portal/Info'));
    expect(info.code).toBe(200);
    expect(Object.keys(info.data ?? {}).sort()).toEqual(['companyName', 'copyright', 'logoIcon', 'publisher', 'sysName', 'sysVersion', 'title']);
    expect(info.data?.sysVersion).toBe((await t.services.config.read()).sysVersion);
  });

  describe('short links', () => {
    it('turns a page path of this site into an id a visitor resolves', async () => {
      const created = body<{ id: string; url: string }>(await as(t.app, staff).post('/api/portal/ShortLink', { target: '/noticeInfo?id=n-public' }));
      expect(created.code).toBe(200);
      expect(created.data?.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(created.data?.url).toBe(`/formShortLink?id=${created.data?.id}`);
      expect(body(await anonymous(`/api/portal/ShortLink/${created.data?.id}`))).toEqual({
        code: 200,
        msg: 'Success',
        data: { target: '/noticeInfo?id=n-public' },
      });
    });

    it('refuses targets off this site, anonymous creators, unknown and expired ids', async () => {
      for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'noticeList', '/a\nb']) {
        expect(body(await as(t.app, staff).post('/api/portal/ShortLink', { target }, { 'accept-language': 'zh-CN' }))).toEqual({
          code: 400,
          msg: '短链接只能指向本站的页面路径',
        });
      }
      const forbidden = [
        '/sso?token=x',
        '/auth-redirect',
        '/externalLink?href=aHR0cHM6Ly9ldmlsLmV4YW1wbGU%3D',
        '/formShortLink?id=abc',
        '/showImage?url=x',
        '/SSO/',
        '/%73so',
        '/ExternalLink#x',
        '/home?token=bearer%20x',
        '/noticeList?a=1&Token=y',
      ];
      for (const target of forbidden) {
        expect(body(await as(t.app, staff).post('/api/portal/ShortLink', { target }, { 'accept-language': 'zh-CN' }))).toEqual({
          code: 400,
          msg: '短链接不能指向登录交接、外部链接、短链接或图片预览页面，也不能携带 token 参数',
        });
      }
      expect(body(await as(t.app, staff).post('/api/portal/ShortLink', { target: '/sso' }, { 'accept-language': 'en' })).msg).toBe(
        'A short link cannot lead to a sign-in hand-over, external link, short link or image preview page, nor carry a token parameter',
      );
      // A row stored before this rule (or written by hand) is not resolved either.
      await t.services.db
        .insertInto('base_short_link')
        .values({ id: 'old-sso-link', target: '/sso?token=x', expirationTime: null, enabledMark: 1, creatorUserId: 'u', creatorTime: Date.now() })
        .execute();
      expect(body(await anonymous('/api/portal/ShortLink/old-sso-link')).msg).toBe('短链接不存在或已失效');
      expect(body(await as(t.app, staff).post('/api/portal/ShortLink', { target: '/noticeList?tokenish=1' })).code).toBe(200);
      const anon = await t.app.inject({ method: 'POST', url: '/api/portal/ShortLink', payload: { target: '/index' } });
      expect(body(anon).code).toBe(600);
      expect(body(await anonymous('/api/portal/ShortLink/unknown-id', { 'accept-language': 'en' }))).toEqual({
        code: 400,
        msg: 'This short link does not exist or has expired',
      });
      expect(body(await anonymous('/api/portal/ShortLink/bad%20id')).code).toBe(400);
      const expired = body<{ id: string }>(await as(t.app, staff).post('/api/portal/ShortLink', { target: '/index', expirationTime: Date.now() - 1000 }));
      expect(body(await anonymous(`/api/portal/ShortLink/${expired.data?.id}`)).msg).toBe('短链接不存在或已失效');
    });
  });

  describe('feedback', () => {
    beforeEach(async () => {
      await t.services.db.deleteFrom('base_feedback').execute();
    });

    it('stores what a signed-in user sends and lets an administrator list it', async () => {
      const sent = body(
        await as(t.app, staff).post('/api/system/Feedback', { category: 'problem', content: '  导出按钮无响应  ', contact: '13900000001', pagePath: '/home' }),
      );
      expect(sent).toEqual({ code: 200, msg: '感谢您的反馈' });
      const page = body<Page<Record<string, unknown>>>(await as(t.app, admin).get('/api/system/Feedback'));
      expect(page.code).toBe(200);
      expect(page.data?.pagination.total).toBe(1);
      expect(page.data?.list[0]).toMatchObject({ category: 'problem', content: '导出按钮无响应', contact: '13900000001', pagePath: '/home' });
      expect(String(page.data?.list[0].creatorUser)).toMatch(/\/staff$/);
      expect(body<Page<unknown>>(await as(t.app, admin).get('/api/system/Feedback?category=suggestion')).data?.pagination.total).toBe(0);
      expect(body<Page<unknown>>(await as(t.app, admin).get('/api/system/Feedback?keyword=%E5%AF%BC%E5%87%BA')).data?.pagination.total).toBe(1);
    });

    it('validates, needs a session to send and the permission to read', async () => {
      const post = (payload: object) => as(t.app, staff).post('/api/system/Feedback', payload, { 'accept-language': 'zh-CN' });
      expect(body(await post({ category: 'problem', content: '' }))).toEqual({ code: 400, msg: '请输入反馈内容' });
      expect(body(await post({ category: 'problem', content: '   ' }))).toEqual({ code: 400, msg: '请输入反馈内容' });
      expect(body(await post({ category: 'problem' }))).toEqual({ code: 400, msg: '请输入反馈内容' });
      expect(body(await post({ category: 'problem', content: 'x'.repeat(2001) }))).toEqual({ code: 400, msg: '反馈内容最多为2000个字符' });
      expect(body(await post({ category: 'praise', content: 'ok' }))).toEqual({ code: 400, msg: '请选择反馈类型' });
      expect(body(await post({ category: 'other', content: 'ok', contact: 'c'.repeat(101) }))).toEqual({ code: 400, msg: '联系方式最多为100个字符' });
      const anon = await t.app.inject({ method: 'POST', url: '/api/system/Feedback', payload: { category: 'other', content: 'hi' } });
      expect(body(anon).code).toBe(600);
      expect(body(await as(t.app, staff).get('/api/system/Feedback')).code).toBe(401);
      expect(await t.services.db.selectFrom('base_feedback').select('id').execute()).toEqual([]);
    });
  });
});
