import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { toBase64 } from '../../../src/features/messages/message-routing.ts';
import { decodeFlowConfig, otherFields, urgencyCode } from '../../../src/features/workflow-message/flow-config.ts';
import { WorkFlowDetailPage, WorkFlowEntrustPage } from '../../../src/features/workflow-message/workflow-message-page.tsx';

beforeEach(async () => {
  await i18nProvider.changeLocale('zh');
});

function renderAt(path: string, page = <WorkFlowDetailPage />) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider}>{page}</AdminContext>
    </MemoryRouter>,
  );
}
const link = (body: unknown) => `/workFlowDetail?config=${encodeURIComponent(toBase64(typeof body === 'string' ? body : JSON.stringify(body)))}`;
const field = (name: string) => screen.getByTestId(`flow-field-${name}`);

describe('decoding the config query (spec §2.1)', () => {
  it('reads UTF-8 base64 JSON, also URL-safe, unpadded or with + turned into a space', () => {
    const body = { title: '进口提箱?>>', n: 1 };
    const encoded = toBase64(JSON.stringify(body));
    expect(decodeFlowConfig(encoded)).toEqual({ kind: 'ok', body });
    expect(decodeFlowConfig(encoded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))).toEqual({ kind: 'ok', body });
    expect(decodeFlowConfig(encoded.replace(/\+/g, ' '))).toEqual({ kind: 'ok', body });
  });

  it('names what is wrong: missing, not base64 (or not UTF-8), not a JSON object', () => {
    expect(decodeFlowConfig(null)).toEqual({ kind: 'error', reason: 'missing' });
    expect(decodeFlowConfig('  ')).toEqual({ kind: 'error', reason: 'missing' });
    expect(decodeFlowConfig('%%%')).toEqual({ kind: 'error', reason: 'base64' });
    expect(decodeFlowConfig(btoa('\xff\xfe'))).toEqual({ kind: 'error', reason: 'base64' });
    expect(decodeFlowConfig(btoa('not json'))).toEqual({ kind: 'error', reason: 'json' });
    expect(decodeFlowConfig(btoa('[1,2]'))).toEqual({ kind: 'error', reason: 'json' });
    expect(decodeFlowConfig(btoa('42'))).toEqual({ kind: 'error', reason: 'json' });
  });

  it('urgency defaults to normal; keys the fields did not read stay visible', () => {
    expect(urgencyCode(undefined)).toBe(1);
    expect(urgencyCode('3')).toBe(3);
    expect(urgencyCode(9)).toBeUndefined();
    expect(otherFields({ title: 'a', fullName: 'b', formType: 2, data: { x: 1 }, empty: '' })).toEqual([
      ['fullName', 'b'],
      ['formType', '2'],
      ['data', '{"x":1}'],
    ]);
  });
});

describe('the flow detail and entrust pages', () => {
  it('shows title, flow, node, task, sender, time, translated status and urgency, and every other field', () => {
    const time = new Date(2026, 2, 5, 14, 30, 0).getTime();
    renderAt(
      link({
        title: '进口提箱申请',
        flowName: '提箱审批',
        enCode: 'tixiang',
        thisStep: '部门经理审批',
        taskId: 'T-1',
        creatorUser: '王经理/manager',
        creatorTime: time,
        status: 3,
        flowUrgent: 2,
        formType: 1,
      }),
    );
    expect(screen.getByRole('heading', { name: '流程详情' })).toBeInTheDocument();
    expect(field('title')).toHaveTextContent('进口提箱申请');
    expect(field('flowName')).toHaveTextContent('提箱审批');
    expect(field('flowCode')).toHaveTextContent('tixiang');
    expect(field('node')).toHaveTextContent('部门经理审批');
    expect(field('task')).toHaveTextContent('T-1');
    expect(field('sender')).toHaveTextContent('王经理/manager');
    expect(field('time')).toHaveTextContent('2026-03-05 14:30:00');
    expect(field('status')).toHaveTextContent('审核退回');
    expect(field('urgency')).toHaveTextContent('重要');
    expect(within(field('others')).getByTestId('flow-other-field')).toHaveTextContent('formType1');
    expect(screen.getByTestId('workflow-no-engine')).toHaveTextContent('本平台不包含工作流引擎');
    // no fake approval
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says which facts the message leaves out, shows unknown codes as such, and speaks English too', async () => {
    await i18nProvider.changeLocale('en');
    renderAt(link({ fullName: 'Gate pass', status: 9 }));
    expect(field('title')).toHaveTextContent('Gate pass');
    expect(field('flowName')).toHaveTextContent('Not in the message');
    expect(field('status')).toHaveTextContent('Unknown code 9');
    expect(field('urgency')).toHaveTextContent('Normal');
    expect(screen.queryByTestId('flow-field-others')).toBeNull();
  });

  it.each([
    ['/workFlowDetail', 'missing', '缺少 config 参数'],
    ['/workFlowDetail?config=%25%25', 'base64', '不是有效的 Base64 编码'],
    [`/workFlowDetail?config=${encodeURIComponent(btoa('{oops'))}`, 'json', '不是有效的 JSON 对象'],
  ])('shows a clear error for %s', (path, reason, text) => {
    renderAt(path);
    const error = screen.getByTestId('flow-config-error');
    expect(error).toHaveAttribute('data-reason', reason);
    expect(error).toHaveTextContent(text);
    expect(screen.queryByTestId('flow-field-title')).toBeNull();
  });

  it('the entrust page says it is an entrust message and shows the same fields', () => {
    renderAt(
      `/workFlow/entrust?config=${encodeURIComponent(toBase64(JSON.stringify({ title: '车队预约', status: 1, flowUrgent: 3 })))}`,
      <WorkFlowEntrustPage />,
    );
    expect(screen.getByRole('heading', { name: '流程委托' })).toBeInTheDocument();
    expect(screen.getByTestId('workflow-no-engine')).toHaveTextContent('这是一条流程委托消息');
    expect(field('status')).toHaveTextContent('等待审核');
    expect(field('urgency')).toHaveTextContent('紧急');
  });
});
