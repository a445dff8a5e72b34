import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from './backends.ts';
import { contractTargets, openSignedIn } from './contract-suite.ts';
import { stockUrl } from './stock-client.ts';

type SendConfigRow = {
  id: string;
  fullName: string;
  enCode: string;
  messageSource: string;
  templateType: number;
  messageType: { type: string; fullName: string }[];
  creatorUser: string;
  creatorTime: number;
  sortCode: number;
  enabledMark: number;
};
type Page<T> = { list: T[]; pagination: { currentPage: number; pageSize: number; total: number } };

/**
 * The message-centre calls the stock JNPF 3.4.7 client makes (issue 16 points 7 and 8), sent as it
 * sends them (stock-client.ts), checking the fields its pages read.
 */
describe.each(contractTargets)('stock client message-centre calls against %s', (_name, open) => {
  let backend: Backend;
  let admin = '';
  let staff = '';
  beforeAll(async () => ({ admin, staff, backend } = await openSignedIn(open, 'admin', 'staff')));
  afterAll(async () => backend?.close());

  // The send-configuration page's query, as its listQuery holds it.
  const listQuery = { keyword: '', enabledMark: '', templateType: '', messageSource: '', currentPage: 1, pageSize: 20 };
  const list = async (query: Record<string, string | number> = {}) => {
    const answer = await backend.call('GET', stockUrl('/api/message/SendMessageConfig', { ...listQuery, ...query }), { token: admin });
    expect(answer.code).toBe(200);
    return answer.data as Page<SendConfigRow>;
  };

  it('point 8: MessageDataType/getTypeList/{type} answers the message types and sources the filters read', async () => {
    const types = await backend.call('GET', stockUrl('/api/message/MessageDataType/getTypeList/1'), { token: staff });
    expect(types.code).toBe(200);
    expect((types.data as { enCode: string; fullName: string }[]).map((type) => [type.enCode, type.fullName])).toEqual([
      ['1', '站内信'],
      ['2', '邮件'],
      ['3', '短信'],
      ['4', '钉钉'],
      ['5', '企业微信'],
      ['6', 'webhook'],
      ['7', '微信公众号'],
    ]);
    const sources = await backend.call('GET', stockUrl('/api/message/MessageDataType/getTypeList/4'), { token: staff, language: 'en' });
    expect((sources.data as { enCode: string; fullName: string }[]).map((source) => [source.enCode, source.fullName])).toEqual([
      ['1', 'Notice'],
      ['2', 'Workflow'],
      ['3', 'System'],
      ['4', 'Schedule'],
    ]);
    expect((await backend.call('GET', stockUrl('/api/message/MessageDataType/getTypeList/1'))).code).toBe(600);
  });

  it('point 7: SendMessageConfig pages, creates, shows, edits, copies and deletes as the send-configuration module does', async () => {
    expect(await list()).toEqual({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
    // The form's dataForm, as it posts it on create (id '' included).
    const form = {
      id: '',
      fullName: '公告通知',
      enCode: 'noticeSend',
      description: '',
      enabledMark: 1,
      sortCode: 0,
      messageSource: '1',
      templateType: 0,
      sendConfigTemplateList: [
        {
          id: '',
          enabledMark: 1,
          sortCode: 0,
          description: '',
          messageType: '1',
          templateName: '公告模板',
          templateId: 'tpl-1',
          templateCode: 'T1',
          accountName: '',
        },
        {
          id: '',
          enabledMark: 1,
          sortCode: 1,
          description: '',
          messageType: '2',
          templateName: '邮件模板',
          templateId: 'tpl-2',
          templateCode: 'T2',
          accountName: '邮箱',
        },
      ],
    };
    expect(await backend.call('POST', stockUrl('/api/message/SendMessageConfig'), { token: admin, body: form })).toEqual({ code: 200, msg: '新建成功' });
    const page = await list();
    expect(page.pagination.total).toBe(1);
    const row = page.list[0] as SendConfigRow;
    // the list names the source (the page hands the name on to the detail); info keeps the code
    expect(row).toMatchObject({ fullName: '公告通知', enCode: 'noticeSend', messageSource: '公告', templateType: 0, sortCode: 0, enabledMark: 1 });
    expect(row.messageType).toEqual([
      { type: '1', fullName: '站内信' },
      { type: '2', fullName: '邮件' },
    ]);
    expect(row.creatorUser).toBe('系统管理员/admin');
    expect(row.creatorTime).toEqual(expect.any(Number));
    expect((await list({ messageSource: '2' })).list).toEqual([]);
    expect((await list({ keyword: '公告' })).pagination.total).toBe(1);

    const info = await backend.call('GET', stockUrl(`/api/message/SendMessageConfig/${row.id}`), { token: admin });
    expect(info.code).toBe(200);
    const detail = info.data as typeof form & Record<string, unknown>;
    expect(detail).toMatchObject({ messageSource: '1', enabledMark: 1 });
    expect(detail.sendConfigTemplateList.map((template) => [template.messageType, template.templateName])).toEqual([
      ['1', '公告模板'],
      ['2', '邮件模板'],
    ]);
    // Edit sends the info back whole, with its changes.
    expect(
      await backend.call('PUT', stockUrl(`/api/message/SendMessageConfig/${row.id}`), { token: admin, body: { ...detail, fullName: '公告通知（改）' } }),
    ).toEqual({ code: 200, msg: '更新成功' });
    expect((await list()).list[0]?.fullName).toBe('公告通知（改）');

    const copied = await backend.call('POST', stockUrl(`/api/message/SendMessageConfig/copy/${row.id}`), { token: admin });
    expect(copied).toEqual({ code: 200, msg: '复制成功！' });
    const both = await list();
    expect(both.pagination.total).toBe(2);
    const copy = both.list.find((entry) => entry.id !== row.id) as SendConfigRow;
    expect(copy.fullName).toBe('公告通知（改）.副本');
    expect(copy.enCode).toMatch(/^noticeSend\d{5}$/);
    expect(copy.messageType.map((type) => type.type)).toEqual(['1', '2']);

    expect(await backend.call('DELETE', stockUrl(`/api/message/SendMessageConfig/${copy.id}`), { token: admin })).toEqual({ code: 200, msg: '删除成功' });
    expect(await backend.call('POST', stockUrl('/api/message/SendMessageConfig/copy/nothing'), { token: admin })).toEqual({ code: 400, msg: '数据不存在' });
    expect((await list()).pagination.total).toBe(1);
  });

  it('point 7: refuses what the form would refuse, and callers without the send-configuration page', async () => {
    const base = { fullName: '重复', enCode: 'noticeSend', messageSource: '1', sendConfigTemplateList: [] };
    expect(await backend.call('POST', stockUrl('/api/message/SendMessageConfig'), { token: admin, body: base })).toEqual({ code: 400, msg: '编码不能重复' });
    expect(
      (await backend.call('POST', stockUrl('/api/message/SendMessageConfig'), { token: admin, body: { ...base, enCode: 'other', messageSource: '' } })).code,
    ).toBe(400);
    expect((await backend.call('GET', stockUrl('/api/message/SendMessageConfig', listQuery), { token: staff })).code).toBe(401);
  });
});
