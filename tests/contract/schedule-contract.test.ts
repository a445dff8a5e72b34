import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from './backends.ts';
import { contractTargets, openSignedIn } from './contract-suite.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00`).getTime();

/** The calendar (contract §4.4) in the contract's shapes. */
describe.each(contractTargets)('schedule contract against %s', (_name, open) => {
  let backend: Backend;
  let admin = '';
  let staff = '';
  beforeAll(async () => ({ admin, staff, backend } = await openSignedIn(open, 'admin', 'staff')));
  afterAll(async () => backend?.close());

  const range = async (token: string) =>
    (
      (
        await backend.call(
          'GET',
          `/api/system/Schedule?startTime=${encodeURIComponent('2027-03-01 00:00')}&endTime=${encodeURIComponent('2027-03-31 23:59')}`,
          { token },
        )
      ).data as {
        list: { id: string; title: string; groupId: string | null; startDay: number }[];
      }
    ).list;

  it('creates, refuses, shows to participants and deletes a series by scope', async () => {
    const event = {
      title: '月度盘点',
      startDay: day('2027-03-01'),
      startTime: '09:00',
      endDay: day('2027-03-01'),
      endTime: '11:00',
      toUserIds: ['user-staff'],
      repetition: '3',
      repeatTime: day('2027-03-22'),
    };
    expect(await backend.call('POST', '/api/system/Schedule', { token: admin, body: { ...event, endTime: '08:00' } })).toEqual({
      code: 400,
      msg: '结束时间不能早于开始时间',
    });
    expect(await backend.call('POST', '/api/system/Schedule', { token: admin, body: { ...event, title: '' } })).toEqual({ code: 400, msg: '请输入标题' });
    expect(await backend.call('POST', '/api/system/Schedule', { token: admin, body: event })).toEqual({ code: 200, msg: '新建成功' });
    const series = await range(staff);
    expect(series.map((e) => new Date(e.startDay).getDate())).toEqual([1, 8, 15, 22]);
    const detail = (await backend.call('GET', `/api/system/Schedule/detail?id=${series[0]?.id}`, { token: staff })).data as {
      toUserNames: string;
      creatorUser: string;
    };
    expect(detail).toMatchObject({ toUserNames: '李操作/staff', creatorUser: '系统管理员/admin' });
    expect(await backend.call('DELETE', `/api/system/Schedule/${series[1]?.id}/2`, { token: staff })).toEqual({ code: 400, msg: '只能修改自己创建的日程' });
    expect(await backend.call('DELETE', `/api/system/Schedule/${series[2]?.id}/2`, { token: admin })).toEqual({ code: 200, msg: '删除成功' });
    expect((await range(admin)).map((e) => new Date(e.startDay).getDate())).toEqual([1, 8]);
    expect(await backend.call('DELETE', `/api/system/Schedule/${series[0]?.id}/3`, { token: admin })).toEqual({ code: 200, msg: '删除成功' });
    expect(await range(admin)).toEqual([]);
  });

  it('changes one occurrence, later ones or the whole series, and only for the creator', async () => {
    const event = {
      title: '周检',
      startDay: day('2027-03-02'),
      startTime: '09:00',
      endDay: day('2027-03-02'),
      endTime: '10:00',
      toUserIds: ['user-staff'],
      repetition: '3',
      repeatTime: day('2027-03-23'),
    };
    expect(await backend.call('POST', '/api/system/Schedule', { token: admin, body: event })).toEqual({ code: 200, msg: '新建成功' });
    const series = await range(admin);
    expect(series.map((e) => new Date(e.startDay).getDate())).toEqual([2, 9, 16, 23]);
    const [first, second, third] = series;
    const put = (id: string | undefined, scope: number, body: Record<string, unknown>, token = admin) =>
      backend.call('PUT', `/api/system/Schedule/${id}/${scope}`, { token, body });
    expect(await put(second?.id, 1, { ...event, title: '周检' }, staff)).toEqual({ code: 400, msg: '只能修改自己创建的日程' });
    expect(await put(second?.id, 1, { ...event, endTime: '08:00' })).toEqual({ code: 400, msg: '结束时间不能早于开始时间' });
    expect(await put(second?.id, 1, { ...event, title: '' })).toEqual({ code: 400, msg: '请输入标题' });
    expect(await put('nothing', 1, event)).toEqual({ code: 400, msg: '数据不存在' });
    // One occurrence moves to another day and takes its own title.
    expect(await put(second?.id, 1, { ...event, title: '周检（改期）', startDay: day('2027-03-10'), endDay: day('2027-03-10') })).toEqual({
      code: 200,
      msg: '更新成功',
    });
    let now = await range(admin);
    expect(now.map((e) => [new Date(e.startDay).getDate(), e.title])).toEqual([
      [2, '周检'],
      [10, '周检（改期）'],
      [16, '周检'],
      [23, '周检'],
    ]);
    // This and later ones: the title changes from the third on, each keeping its own day.
    expect(await put(third?.id, 2, { ...event, title: '周检B' })).toEqual({ code: 200, msg: '更新成功' });
    now = await range(admin);
    expect(now.map((e) => [new Date(e.startDay).getDate(), e.title])).toEqual([
      [2, '周检'],
      [10, '周检（改期）'],
      [16, '周检B'],
      [23, '周检B'],
    ]);
    // The whole series.
    expect(await put(first?.id, 3, { ...event, title: '周检C' })).toEqual({ code: 200, msg: '更新成功' });
    expect((await range(staff)).map((e) => e.title)).toEqual(['周检C', '周检C', '周检C', '周检C']);
    expect(await backend.call('DELETE', `/api/system/Schedule/${first?.id}/3`, { token: admin })).toEqual({ code: 200, msg: '删除成功' });
  });
});
