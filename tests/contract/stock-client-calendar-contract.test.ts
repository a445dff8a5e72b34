import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from './backends.ts';
import { contractTargets, openSignedIn, signIn } from './contract-suite.ts';
import { stockUrl } from './stock-client.ts';

type OnlineRow = { userId: string; userName: string; loginTime: number; loginIPAddress: string; loginPlatForm: string };
type LegacyEvent = { id: string; content: string; startTime: number; endTime: number; colour: string };
const at = (iso: string) => new Date(iso).getTime();

/**
 * The online-user page and the schedule page of the stock JNPF 3.4.7 client (issue 16 points 4 and
 * 5), sent as it sends them (stock-client.ts), checking the fields its pages read.
 */
describe.each(contractTargets)('stock client online users and schedule against %s', (_name, open) => {
  let backend: Backend;
  let admin = '';
  let staff = '';
  beforeAll(async () => ({ admin, staff, backend } = await openSignedIn(open, 'admin', 'staff')));
  afterAll(async () => backend?.close());

  const online = async (keyword = '') => {
    const answer = await backend.call('GET', stockUrl('/api/system/OnlineUser', { keyword }), { token: admin });
    expect(answer.code).toBe(200);
    return answer.data as OnlineRow[];
  };

  it('point 4: OnlineUser answers data as the array the page shows, and forces a user offline by the row’s userId', async () => {
    const rows = await online();
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.find((row) => row.userId === 'user-staff')).toMatchObject({
      userName: '李操作',
      loginIPAddress: expect.any(String),
      loginPlatForm: expect.any(String),
      loginTime: expect.any(Number),
    });
    expect((await online('李操')).map((row) => row.userId)).toEqual(['user-staff']);
    // 强制下线 on a row: DELETE /OnlineUser/{row.userId}
    expect(await backend.call('DELETE', stockUrl('/api/system/OnlineUser/user-staff'), { token: admin })).toEqual({ code: 200, msg: '强制下线成功' });
    expect((await backend.call('GET', stockUrl('/api/oauth/CurrentUser'), { token: staff })).code).toBe(600);
    // the batch button: DELETE /OnlineUser with { ids: [userId, …] }
    const again = await signIn(backend, 'staff');
    expect(await backend.call('DELETE', stockUrl('/api/system/OnlineUser'), { token: admin, body: { ids: ['user-staff'] } })).toEqual({
      code: 200,
      msg: '强制下线成功',
    });
    expect((await backend.call('GET', stockUrl('/api/oauth/CurrentUser'), { token: again })).code).toBe(600);
    staff = await signIn(backend, 'staff');
    expect((await backend.call('GET', stockUrl('/api/system/OnlineUser', { keyword: '' }), { token: staff })).code).toBe(401);
  });

  it('point 5: /api/extend/Schedule lists, creates, shows, edits and deletes in the legacy shape', async () => {
    // the month view's range, as the page formats it (yyyy-MM-dd HH:mm)
    const range = { startTime: '2027-04-25 00:00', endTime: '2027-06-06 00:00' };
    const month = async (token: string) => {
      const answer = await backend.call('GET', stockUrl('/api/extend/Schedule', range), { token });
      expect(answer.code).toBe(200);
      return (answer.data as { list: LegacyEvent[] }).list;
    };
    expect(await month(admin)).toEqual([]);
    // the dialog's dataForm on create (its id removed, as the page does)
    const form = {
      startTime: at('2027-05-10T09:00:00'),
      endTime: at('2027-05-10T10:30:00'),
      content: '泊位例会',
      early: 1,
      appAlert: 0,
      weChatAlert: 0,
      mailAlert: 0,
      mobileAlert: 0,
      colour: '#26bf8c',
    };
    expect(await backend.call('POST', stockUrl('/api/extend/Schedule'), { token: admin, body: form })).toEqual({ code: 200, msg: '新建成功' });
    const [event] = await month(admin);
    expect(event).toEqual({ id: expect.any(String), content: '泊位例会', startTime: form.startTime, endTime: form.endTime, colour: '#26bf8c' });
    // the same event in the platform's own calendar
    const own = await backend.call('GET', stockUrl('/api/system/Schedule', range), { token: admin });
    expect((own.data as { list: { title: string; startTime: string }[] }).list).toEqual([expect.objectContaining({ title: '泊位例会', startTime: '09:00' })]);

    const info = await backend.call('GET', stockUrl(`/api/extend/Schedule/${event?.id}`), { token: admin });
    expect(info).toEqual({ code: 200, msg: 'Success', data: event });
    // edit sends the info back with the dialog's fields
    const edited = {
      ...(info.data as LegacyEvent),
      content: '泊位例会（改期）',
      startTime: at('2027-05-11T14:00:00'),
      endTime: at('2027-05-11T15:00:00'),
      appAlert: 0,
    };
    expect(await backend.call('PUT', stockUrl(`/api/extend/Schedule/${event?.id}`), { token: admin, body: edited })).toEqual({ code: 200, msg: '更新成功' });
    expect(await month(admin)).toEqual([
      { id: event?.id, content: '泊位例会（改期）', startTime: edited.startTime, endTime: edited.endTime, colour: '#26bf8c' },
    ]);
    expect(await backend.call('PUT', stockUrl(`/api/extend/Schedule/${event?.id}`), { token: staff, body: edited })).toEqual({
      code: 400,
      msg: '只能修改自己创建的日程',
    });
    expect(await backend.call('DELETE', stockUrl(`/api/extend/Schedule/${event?.id}`), { token: admin })).toEqual({ code: 200, msg: '删除成功' });
    expect(await month(admin)).toEqual([]);
  });

  it('point 5: refuses what the legacy dialog refuses, in its words', async () => {
    const form = { startTime: at('2027-05-12T10:00:00'), endTime: at('2027-05-12T09:00:00'), content: '倒序', colour: '#188ae2' };
    expect(await backend.call('POST', stockUrl('/api/extend/Schedule'), { token: admin, body: form })).toEqual({ code: 400, msg: '结束时间不能早于开始时间' });
    expect(await backend.call('POST', stockUrl('/api/extend/Schedule'), { token: admin, body: { ...form, content: '' } })).toEqual({
      code: 400,
      msg: expect.stringContaining('记录内容'),
    });
    expect((await backend.call('GET', stockUrl('/api/extend/Schedule/nothing'), { token: admin })).msg).toBe('数据不存在');
    expect((await backend.call('GET', stockUrl('/api/extend/Schedule', { startTime: '', endTime: '' }))).code).toBe(600);
  });
});
