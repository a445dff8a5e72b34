import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { md5 } from 'hash-wasm';
import { setUpInProcessServer } from '../in-process-server.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { DynamicDictionaryPage } from '../../../src/features/dynamic-dictionary/dynamic-dictionary-page.tsx';

// Read-only: one app for the file.
setUpInProcessServer();
beforeEach(async () => {
  resetSession();
  storageSet('language', 'zh');
  await i18nProvider.changeLocale('zh');
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN', apiBase: window.location.origin });
  // staff: the page needs a session, not the dictionary administration's permission
  const response = await fetch(`${window.location.origin}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: 'staff', password: await md5('Portside2026'), grant_type: 'password' }).toString(),
  });
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  setToken(token);
  setSessionToken(token);
});

function renderPage(typeId: string, isTree: number) {
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>
        <DynamicDictionaryPage title="业务分类(树形字典)" typeId={typeId} isTree={isTree} />
      </AdminContext>
    </MemoryRouter>,
  );
}
const rows = () =>
  screen.queryAllByTestId('dynamic-dictionary-row').map((row) => `${row.getAttribute('data-depth')}:${row.querySelectorAll('td')[0]?.textContent}`);

describe('the dynamic dictionary page (menu type 4)', () => {
  it('lists a tree dictionary’s items as a tree, collapses and expands, and filters by keyword on the server', async () => {
    renderPage('dict-business-type', 1);
    expect(screen.getByRole('heading', { name: '业务分类(树形字典)' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toEqual(['0:港口业务', '1:仓储', '1:运输', '0:财务']));
    fireEvent.click(screen.getByRole('button', { name: '折叠全部' }));
    expect(rows()).toEqual(['0:港口业务', '0:财务']);
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(rows()).toEqual(['0:港口业务', '1:仓储', '1:运输', '0:财务']);
    fireEvent.change(screen.getByLabelText('请输入名称或编码'), { target: { value: '运输' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rows()).toEqual(['0:港口业务', '1:运输']));
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    // read-only: nothing to add, edit or delete
    expect(screen.queryByRole('button', { name: /新增|编辑|删除/ })).toBeNull();
  });

  it('lists a flat dictionary as a list and says when nothing matches', async () => {
    renderPage('dict-port-type', 0);
    await waitFor(() => expect(rows()).toEqual(['0:集装箱港区', '0:散货港区']));
    expect(screen.queryByRole('button', { name: '展开全部' })).toBeNull();
    fireEvent.change(screen.getByLabelText('请输入名称或编码'), { target: { value: '不存在' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeInTheDocument());
  });

  it('says so when the menu names no dictionary', () => {
    renderPage('', 0);
    expect(screen.getByTestId('dynamic-dictionary-no-type')).toHaveTextContent('此菜单没有指定数据字典');
  });
});
