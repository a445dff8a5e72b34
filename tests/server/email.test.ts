import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, setConfig, type TestApp } from './helpers/test-app.ts';
import { uploader } from './helpers/file-upload-app.ts';
import { addressesOf } from '../../server/features/email/email-addresses.ts';

interface Item {
  id: string;
  subject: string;
  sender: string;
  recipient: string;
  isRead: number;
  starred: number;
  attachment: string;
}
interface Page {
  list: Item[];
  pagination: { currentPage: number; pageSize: number; total: number };
}
interface Info {
  id: string;
  mailId: string;
  box: string;
  subject: string;
  sender: string;
  senderName: string;
  recipient: string;
  cc: string;
  bcc: string;
  bodyText: string;
  attachment: string;
  starred: number;
}

describe('addresses as typed (server/features/email/email-addresses.ts)', () => {
  it('splits on commas, semicolons and spaces, each address once', () => {
    expect(addressesOf(' manager, staff;admin，Manager  staff@portside.local ')).toEqual(['manager', 'staff', 'admin', 'staff@portside.local']);
    expect(addressesOf('')).toEqual([]);
    expect(addressesOf(null)).toEqual([]);
  });
});

describe.each(databases())('the mailbox on %s (JNPF 3.4 /api/extend/Email)', (target) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let staff: string;
  let sub: string;
  beforeAll(async () => {
    ({ t, admin, manager, staff, '13900000009@manager': sub } = await appSignedIn(target, 'admin', 'manager', 'staff', '13900000009@manager'));
  });
  afterAll(async () => t?.close());

  const box = async (token: string, type: string, extra = '') => body<Page>(await as(t.app, token).get(`/api/extend/Email?type=${type}${extra}`)).data as Page;
  const counts = async () => ({
    sends: Number(
      (
        await t.services.db
          .selectFrom('base_email_send')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    receives: Number(
      (
        await t.services.db
          .selectFrom('base_email_receive')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  it('delivers to users named by account or e-mail address, sanitises the body and keeps bcc from the recipients', async () => {
    const sent = body<{ id: string }>(
      await as(t.app, admin).post('/api/extend/Email/Actions/Send', {
        recipient: 'manager',
        cc: 'STAFF@portside.local',
        bcc: '13900000009@manager',
        subject: '装卸计划',
        bodyText: '<p>请查收<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
      }),
    );
    expect(sent).toMatchObject({ code: 200, msg: '发送成功' });
    const mailId = sent.data?.id as string;

    const inbox = await box(manager, 'inBox', '&keyword=装卸');
    expect(inbox.pagination.total).toBe(1);
    const item = inbox.list[0];
    expect(item).toMatchObject({ subject: '装卸计划', sender: 'admin', isRead: 0, starred: 0 });
    expect((await box(staff, 'inBox', '&keyword=装卸')).list).toHaveLength(1);
    expect((await box(sub, 'inBox', '&keyword=装卸')).list).toHaveLength(1);
    expect((await box(admin, 'sent')).list.map((row) => row.id)).toContain(mailId);

    // unread on the recipient's dashboard until opened
    const unread = async (token: string) =>
      (body<{ list: { id: string }[] }>(await as(t.app, token).get('/api/visualdev/Dashboard/Email')).data?.list ?? []).map((row) => row.id);
    expect(await unread(manager)).toContain(item.id);

    const info = body<Info>(await as(t.app, manager).get(`/api/extend/Email/${item.id}`)).data as Info;
    expect(info).toMatchObject({
      subject: '装卸计划',
      sender: 'admin',
      senderName: '系统管理员',
      recipient: 'manager',
      cc: 'STAFF@portside.local',
      bcc: '',
      box: 'inBox',
      mailId,
    });
    expect(info.bodyText).toContain('请查收');
    expect(info.bodyText).not.toMatch(/script|onerror|alert/);
    expect((await box(manager, 'inBox', '&keyword=装卸')).list[0].isRead).toBe(1);
    expect(await unread(manager)).not.toContain(item.id);
    // the sender sees the blind copy; a recipient reads it by the mail's id too
    expect(body<Info>(await as(t.app, admin).get(`/api/extend/Email/${mailId}`)).data).toMatchObject({ box: 'sent', bcc: '13900000009@manager' });
    expect(body<Info>(await as(t.app, staff).get(`/api/extend/Email/${mailId}`)).data).toMatchObject({ box: 'inBox', bcc: '' });
  });

  it('refuses a third user everything about a mail and changes nothing', async () => {
    const mailId = body<{ id: string }>(await as(t.app, admin).post('/api/extend/Email', { recipient: 'manager', subject: '仅限经理' })).data?.id as string;
    const copy = (await box(manager, 'inBox', '&keyword=仅限经理')).list[0];
    const before = await t.services.db.selectFrom('base_email_receive').selectAll().where('id', '=', copy.id).executeTakeFirstOrThrow();
    for (const id of [mailId, copy.id]) {
      expect(body(await as(t.app, staff).get(`/api/extend/Email/${id}`))).toMatchObject({ code: 400, msg: '数据不存在' });
      for (const action of ['Read', 'Unread', 'Star', 'Unstar'])
        expect(body(await as(t.app, staff).put(`/api/extend/Email/${id}/Actions/${action}`)).code).toBe(400);
      expect(body(await as(t.app, staff).delete(`/api/extend/Email/${id}`)).code).toBe(400);
      // nor may they send someone else's mail as their draft
      expect(body(await as(t.app, staff).post('/api/extend/Email/Actions/Send', { id, recipient: 'staff' })).code).toBe(400);
    }
    expect(body(await as(t.app, staff).get(`/api/extend/Email/${mailId}`, { 'accept-language': 'en' })).msg).toBe('No such record');
    expect(await t.services.db.selectFrom('base_email_receive').selectAll().where('id', '=', copy.id).executeTakeFirstOrThrow()).toEqual(before);
    expect((await t.services.db.selectFrom('base_email_send').select('deleteMark').where('id', '=', mailId).executeTakeFirstOrThrow()).deleteMark).toBe(0);
    // signed out: the session refusal
    expect(body(await t.app.inject({ method: 'GET', url: `/api/extend/Email/${mailId}` })).code).toBe(600);
  });

  it('stars, unstars, marks unread and deletes a received copy only for its recipient', async () => {
    await as(t.app, admin).post('/api/extend/Email', { recipient: 'manager,staff', subject: '星标测试' });
    const copy = (await box(manager, 'inBox', '&keyword=星标测试')).list[0];
    expect(body(await as(t.app, manager).put(`/api/extend/Email/${copy.id}/Actions/Star`))).toMatchObject({ code: 200, msg: '操作成功' });
    expect((await box(manager, 'star', '&keyword=星标测试')).list.map((row) => row.id)).toEqual([copy.id]);
    expect((await box(staff, 'star', '&keyword=星标测试')).list).toEqual([]);
    await as(t.app, manager).put(`/api/extend/Email/${copy.id}/Actions/Unstar`);
    expect((await box(manager, 'star', '&keyword=星标测试')).list).toEqual([]);
    await as(t.app, manager).put(`/api/extend/Email/${copy.id}/Actions/Read`);
    expect((await box(manager, 'inBox', '&keyword=星标测试')).list[0].isRead).toBe(1);
    await as(t.app, manager).put(`/api/extend/Email/${copy.id}/Actions/Unread`);
    expect((await box(manager, 'inBox', '&keyword=星标测试')).list[0].isRead).toBe(0);
    expect(body(await as(t.app, manager).delete(`/api/extend/Email/${copy.id}`))).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await box(manager, 'inBox', '&keyword=星标测试')).list).toEqual([]);
    // the other recipient and the sender keep theirs
    expect((await box(staff, 'inBox', '&keyword=星标测试')).list).toHaveLength(1);
    expect((await box(admin, 'sent', '&keyword=星标测试')).list).toHaveLength(1);
  });

  it('saves a draft, changes it, then sends it once', async () => {
    const saved = body<{ id: string }>(await as(t.app, staff).post('/api/extend/Email/Actions/SaveDraft', { subject: '草稿一', bodyText: '<p>a</p>' }));
    expect(saved).toMatchObject({ code: 200, msg: '保存成功' });
    const id = saved.data?.id as string;
    expect((await box(staff, 'draft')).list.map((row) => row.id)).toEqual([id]);
    await as(t.app, staff).post('/api/extend/Email/Actions/SaveDraft', { id, subject: '草稿二', recipient: 'admin' });
    expect(body<Info>(await as(t.app, staff).get(`/api/extend/Email/${id}`)).data).toMatchObject({ box: 'draft', subject: '草稿二', recipient: 'admin' });
    expect((await box(admin, 'inBox', '&keyword=草稿')).list).toEqual([]);

    expect(body(await as(t.app, staff).post('/api/extend/Email/Actions/Send', { id, subject: '草稿二', recipient: 'admin' })).code).toBe(200);
    expect((await box(staff, 'draft')).list).toEqual([]);
    expect((await box(staff, 'sent')).list.map((row) => row.id)).toContain(id);
    expect((await box(admin, 'inBox', '&keyword=草稿二')).list).toHaveLength(1);
    // a sent mail is no draft any more: sending it again delivers nothing twice
    expect(body(await as(t.app, staff).post('/api/extend/Email/Actions/Send', { id, recipient: 'admin' }))).toMatchObject({
      code: 400,
      msg: '只能发送草稿箱中的邮件',
    });
    expect((await box(admin, 'inBox', '&keyword=草稿二')).list).toHaveLength(1);
  });

  it('refuses addresses that are no platform user, saying why, and keeps nothing', async () => {
    const before = await counts();
    const refused = body(await as(t.app, admin).post('/api/extend/Email/Actions/Send', { recipient: 'manager, someone@example.com', subject: 'x' }));
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe('收件人不是平台用户：someone@example.com。系统配置中未设置邮件服务器，不能发往外部地址');
    const english = body(await as(t.app, admin).post('/api/extend/Email', { recipient: 'nobody' }, { 'accept-language': 'en' }));
    expect(english.msg).toMatch(/^Not users of this platform: nobody\./);
    await setConfig(t.services, { emailSmtpHost: 'smtp.example.com' });
    const withServer = body(await as(t.app, admin).post('/api/extend/Email', { recipient: 'someone@example.com' }));
    expect(withServer.msg).toContain('本平台未安装 SMTP 发送组件');
    await setConfig(t.services, { emailSmtpHost: '' });
    expect(body(await as(t.app, admin).post('/api/extend/Email', { subject: 'x' }))).toMatchObject({ code: 400, msg: '收件人不能为空' });
    expect(body(await as(t.app, admin).get('/api/extend/Email?type=trash')).code).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('passes attachments on: the sender’s own uploads, and a received mail’s when forwarding', async () => {
    const upload = await uploader(t.app, admin).simple('mail', { name: '计划.txt', bytes: Buffer.from('berth plan') });
    expect(upload.code).toBe(200);
    const fileId = upload.data?.name as string;
    const attachment = JSON.stringify([{ fileId, fileName: 'renamed.txt' }]);
    // someone else's upload cannot be attached
    expect(body(await as(t.app, staff).post('/api/extend/Email', { recipient: 'admin', attachment })).msg).toBe('附件不存在：renamed.txt');
    expect(body(await as(t.app, admin).post('/api/extend/Email', { recipient: 'manager', subject: '附件邮件', attachment })).code).toBe(200);
    const copy = (await box(manager, 'inBox', '&keyword=附件邮件')).list[0];
    expect(JSON.parse(copy.attachment)).toEqual([{ fileId, fileName: '计划.txt', fileSize: 10 }]);
    const info = body<Info>(await as(t.app, manager).get(`/api/extend/Email/${copy.id}`)).data as Info;
    expect(JSON.parse(info.attachment)[0].fileId).toBe(fileId);
    expect(body(await as(t.app, manager).get(`/api/file/Download/mail/${fileId}`)).code).toBe(200);
    // the recipient forwards it
    expect(body(await as(t.app, manager).post('/api/extend/Email', { recipient: 'staff', subject: '转发：附件邮件', attachment: [{ fileId }] })).code).toBe(
      200,
    );
    expect(body(await as(t.app, manager).post('/api/extend/Email', { recipient: 'staff', attachment: 'not json' })).msg).toBe('附件格式不正确');
  });

  it('offers every demo role with a mailbox the 工作流程 › 邮件 menu page, beside the schedule', async () => {
    for (const token of [admin, manager, staff]) {
      const current = JSON.stringify(body(await as(t.app, token).get('/api/oauth/CurrentUser')).data);
      expect(current).toContain('"urlAddress":"extend/email"');
      expect(current).toContain('工作流程');
    }
  });

  it('lists the demo mail and pages a box', async () => {
    const inbox = await box(admin, 'inBox', '&pageSize=1&currentPage=2');
    expect(inbox.pagination).toMatchObject({ currentPage: 2, pageSize: 1 });
    expect(inbox.pagination.total).toBeGreaterThanOrEqual(2);
    expect(inbox.list).toHaveLength(1);
    expect((await box(admin, 'star', '&keyword=堆场安全')).list).toHaveLength(1);
    expect((await box(admin, 'draft', '&keyword=月度')).list).toHaveLength(1);
  });
});
