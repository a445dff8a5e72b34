import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import type { Backend } from './backends.ts';
import { contractTargets } from './contract-suite.ts';

/** The dashboard routes (contract §8) on the demo data, and their refusals. */
describe.each(contractTargets)('dashboard contract against %s', (_name, open) => {
  let backend: Backend;
  let admin = '';
  beforeAll(async () => {
    backend = await open();
    admin = (
      (await backend.call('POST', '/api/oauth/Login', { form: true, body: { account: 'admin', password: md5Hex('Portside2026') } })).data as { token: string }
    ).token;
  });
  afterAll(async () => backend?.close());

  it('answers Notice, FlowTodoCount, FlowTodo and MyFlowTodo for the demo admin, and refuses alike', async () => {
    const notices = (await backend.call('POST', '/api/visualdev/Dashboard/Notice', { token: admin, body: { typeList: [] } })).data as {
      list: Record<string, unknown>[];
    };
    expect(notices.list).toHaveLength(1);
    expect(notices.list[0]).toMatchObject({
      id: 'demo-notice-typhoon',
      title: '台风天气作业安排',
      fullName: '台风天气作业安排',
      type: 1,
      category: '1',
      isRead: '0',
      releaseUser: '系统管理员/admin',
    });
    expect((await backend.call('POST', '/api/visualdev/Dashboard/Notice', { token: admin, body: { typeList: ['2'] } })).data).toEqual({ list: [] });
    expect((await backend.call('POST', '/api/visualdev/Dashboard/FlowTodoCount', { token: admin, body: {} })).data).toEqual({
      toBeReviewed: 0,
      flowDone: 0,
      entrust: 0,
    });
    for (const path of ['FlowTodo', 'MyFlowTodo']) {
      expect((await backend.call('GET', `/api/visualdev/Dashboard/${path}?currentPage=1&pageSize=5`, { token: admin })).data).toEqual({
        list: [],
        pagination: { currentPage: 1, pageSize: 5, total: 0 },
      });
    }
    expect(await backend.call('GET', '/api/visualdev/Dashboard/FlowTodo')).toMatchObject({ code: 600 });
    expect((await backend.call('POST', '/api/visualdev/Dashboard/Notice', { token: admin, body: { pageSize: 0 }, language: 'en' })).msg).toMatch(
      /^The request is not valid/,
    );
  });
});
