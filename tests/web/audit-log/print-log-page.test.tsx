import { beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { setUpInProcessServer } from '../in-process-server.ts';
import { tokenOf } from '../in-process-session.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { entityDataProvider } from '../../../src/lib/data/entity-data-provider.ts';
import { resources } from '../../../src/crud/page-registry.ts';
import { PrintLogPage } from '../../../src/features/audit-log/print-log-page.tsx';
import { allAuditLogTexts } from '../../../src/features/audit-log/messages.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
// One demo database for the file: the prints are recorded once, before the tests.
setUpInProcessServer();
const errors: string[] = [];

async function useAccount(account: string): Promise<void> {
  resetSession();
  errors.length = 0;
  storageSet('language', 'zh');
  await i18nProvider.changeLocale('zh');
  configureRequest({
    notifyError: (message) => errors.push(message),
    onSessionGone: () => undefined,
    language: () => 'zh-CN',
    apiBase: window.location.origin,
  });
  const token = await tokenOf(account);
  setToken(token);
  setSessionToken(token);
}

/** A call to the in-process server as someone, answering its envelope. */
async function call(token: string, method: string, url: string, payload?: object) {
  const response = await fetch(`${window.location.origin}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: token },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  return (await response.json()) as { code: number; msg: string; data?: { list: { id: string }[] } };
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/system/printLog']}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
        <PrintLogPage />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const titles = () => screen.queryAllByTestId('print-log-row').map((row) => row.querySelectorAll('td')[0]?.textContent);

describe('the print log page (system/printLog)', () => {
  beforeAll(async () => {
    const admin = await tokenOf('admin');
    expect((await call(admin, 'POST', '/api/system/printDev', { fullName: '装箱单打印', enCode: 'packingList', category: 'print-bill', type: 2 })).code).toBe(
      200,
    );
    const template = (await call(admin, 'GET', '/api/system/printDev?currentPage=1&pageSize=10&keyword=packingList')).data?.list[0]?.id as string;
    // what the print issue's dialog sends after printing, as staff and as the administrator
    expect(
      (await call(await tokenOf('staff'), 'POST', '/api/system/printLog/save', { printTitle: '装箱单 CT-001', printNum: 3, printId: template })).code,
    ).toBe(200);
    expect((await call(admin, 'POST', '/api/system/printLog/save', { printTitle: '装箱单 CT-002', printNum: 1, printId: template })).code).toBe(200);
  });

  it('lists the prints newest first with template, copies, who and when, and searches them', async () => {
    await useAccount('admin');
    renderPage();
    expect(await screen.findByRole('heading', { name: '打印日志' })).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['装箱单 CT-002', '装箱单 CT-001']));
    for (const header of ['名称', '打印模板', '打印条数', '打印人', '打印时间']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const staffRow = screen.getAllByTestId('print-log-row')[1];
    expect(staffRow).toHaveTextContent('装箱单打印');
    expect(staffRow).toHaveTextContent('3');
    expect(staffRow).toHaveTextContent('李操作/staff');
    expect(staffRow.textContent).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '李操作' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(titles()).toEqual(['装箱单 CT-001']));
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2000-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(titles()).toHaveLength(2));
  });

  it('shows a company administrator only what its own users printed', async () => {
    await useAccount('manager');
    renderPage();
    await waitFor(() => expect(titles()).toEqual(['装箱单 CT-001']));
  });

  it('shows the refusal to a user without the page', async () => {
    await useAccount('staff');
    renderPage();
    await waitFor(() => expect(errors).toEqual(['没有访问权限，请联系管理员授权']));
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});

describe('the log pages’ texts', () => {
  const shape = (value: unknown): unknown =>
    value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)])) : typeof value;
  it('have the same keys in zh, zh-TW and en, none empty', () => {
    expect(shape(allAuditLogTexts['zh-TW'])).toEqual(shape(allAuditLogTexts.zh));
    expect(shape(allAuditLogTexts.en)).toEqual(shape(allAuditLogTexts.zh));
    const leaves = (value: unknown): string[] => (value && typeof value === 'object' ? Object.values(value).flatMap(leaves) : [String(value)]);
    for (const texts of Object.values(allAuditLogTexts)) expect(leaves(texts).every((text) => text.trim().length > 0)).toBe(true);
  });
});
