import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

type Event = { id: string; title: string; startDay: number; groupId: string | null; toUserIds: string[] };
const day = (iso: string) => new Date(`${iso}T00:00:00`).getTime();

/** The calendar (contract §4.4): ranges, visibility, repeating series and scoped changes. */
describe.each(databases())('schedules on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let staff: ReturnType<typeof as>;
  let manager: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = as(t.app, await tokenOf(t.app, 'admin'));
    staff = as(t.app, await tokenOf(t.app, 'staff'));
    manager = as(t.app, await tokenOf(t.app, 'manager'));
  });
  afterAll(async () => t?.close());

  const inRange = async (who: ReturnType<typeof as>, from: string, to: string) =>
    body<{ list: Event[] }>(await who.get(`/api/system/Schedule?startTime=${encodeURIComponent(`${from} 00:00`)}&endTime=${encodeURIComponent(`${to} 23:59`)}`))
      .data?.list ?? [];

  it('shows an event to its creator and participants only, and tells the participants', async () => {
    const event = {
      title: '船期协调会',
      category: 'stype-meeting',
      startDay: day('2026-12-01'),
      startTime: '09:00',
      endDay: day('2026-12-01'),
      endTime: '10:30',
      toUserIds: ['user-staff'],
    };
    expect(body(await admin.post('/api/system/Schedule', event)).msg).toBe('新建成功');
    expect((await inRange(admin, '2026-12-01', '2026-12-31')).map((e) => e.title)).toEqual(['船期协调会']);
    expect((await inRange(staff, '2026-12-01', '2026-12-31')).map((e) => e.title)).toEqual(['船期协调会']);
    expect(await inRange(manager, '2026-12-01', '2026-12-31')).toEqual([]);
    expect(await inRange(admin, '2027-01-01', '2027-01-31')).toEqual([]);
    const messages = body<{ list: { title: string; type: number }[] }>(await staff.get('/api/message?type=4')).data?.list ?? [];
    expect(messages.map((m) => m.title)).toContain('船期协调会');
    const [created] = await inRange(admin, '2026-12-01', '2026-12-01');
    const detail = body<{ toUserIds: string; toUserNames: string; creatorUser: string }>(await staff.get(`/api/system/Schedule/detail?id=${created?.id}`)).data;
    expect(detail).toMatchObject({ toUserIds: 'user-staff', toUserNames: '李操作/staff', creatorUser: '系统管理员/admin', categoryName: '会议' });
    expect(body(await manager.get(`/api/system/Schedule/${created?.id}`)).code).not.toBe(200);
  });

  it('refuses an event that ends before it starts, or repeats without an end', async () => {
    const event = { title: '错误', startDay: day('2026-12-02'), startTime: '10:00', endDay: day('2026-12-02'), endTime: '09:00' };
    expect(body(await admin.post('/api/system/Schedule', event)).msg).toBe('结束时间不能早于开始时间');
    expect(body(await admin.post('/api/system/Schedule', { ...event, endTime: '11:00', repetition: '3' })).msg).toBe('请选择结束重复时间');
    expect(body(await admin.post('/api/system/Schedule', { ...event, title: '' })).msg).toBe('请输入标题');
  });

  it('stores a weekly series as occurrences and changes or deletes one, later ones or all', async () => {
    const series = {
      title: '周例会',
      startDay: day('2026-11-02'),
      startTime: '08:30',
      endDay: day('2026-11-02'),
      endTime: '09:00',
      repetition: '3',
      repeatTime: day('2026-11-30'),
    };
    expect(body(await admin.post('/api/system/Schedule', series)).code).toBe(200);
    const weeks = async () => (await inRange(admin, '2026-11-01', '2026-11-30')).filter((e) => e.groupId !== null);
    const all = await weeks();
    expect(all.map((e) => new Date(e.startDay).getDate())).toEqual([2, 9, 16, 23, 30]);
    expect(new Set(all.map((e) => e.groupId)).size).toBe(1);

    const third = all[2] as Event;
    expect(body(await admin.put(`/api/system/Schedule/${third.id}/2`, { ...series, title: '周例会(改)' })).msg).toBe('更新成功');
    expect((await weeks()).map((e) => e.title)).toEqual(['周例会', '周例会', '周例会(改)', '周例会(改)', '周例会(改)']);
    expect((await weeks()).map((e) => new Date(e.startDay).getDate())).toEqual([2, 9, 16, 23, 30]);

    expect(body(await staff.delete(`/api/system/Schedule/${third.id}/1`)).msg).toBe('只能修改自己创建的日程');
    const fourth = (await weeks())[3] as Event;
    expect(body(await admin.delete(`/api/system/Schedule/${fourth.id}/2`)).msg).toBe('删除成功');
    expect((await weeks()).map((e) => new Date(e.startDay).getDate())).toEqual([2, 9, 16]);
    expect(body(await admin.delete(`/api/system/Schedule/${(await weeks())[0]?.id}/3`)).code).toBe(200);
    expect(await weeks()).toEqual([]);
    expect(body(await admin.delete(`/api/system/Schedule/${third.id}/4`)).code).toBe(400);
  });
});
