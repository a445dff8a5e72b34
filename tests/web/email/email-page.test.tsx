import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { setUpInProcessServer } from '../in-process-server.ts';
import { tokenOf } from '../in-process-session.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { EmailPage } from '../../../src/features/email/email-page.tsx';

const server = setUpInProcessServer({ fresh: 'test' });
beforeEach(async () => {
  resetSession();
  storageSet('language', 'zh');
  await i18nProvider.changeLocale('zh');
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN', apiBase: window.location.origin });
  const token = await tokenOf('admin');
  setToken(token);
  setSessionToken(token);
});

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/msgCenter/email']}>
      <AdminContext i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/msgCenter/email" element={<EmailPage />} />
          <Route path="/emailDetail" element={<Where />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}
const rowTexts = () => screen.queryAllByTestId('email-row').map((row) => row.textContent ?? '');

describe('the mailbox page (消息中心 › 邮件)', () => {
  it('lists each box, searches by keyword, stars and opens a mail at /emailDetail', async () => {
    renderPage();
    await waitFor(() => expect(rowTexts().join()).toContain('三号泊位本周调度计划'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['收件箱', '星标件', '草稿箱', '已发送']);
    const unread = screen.getAllByTestId('email-row').find((row) => row.textContent?.includes('三号泊位')) as HTMLElement;
    expect(unread).toHaveAttribute('data-unread', '1');
    expect(unread).toHaveTextContent('王经理<manager>');

    fireEvent.click(screen.getByRole('tab', { name: '星标件' }));
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining('堆场安全检查结果')]));
    fireEvent.click(screen.getByRole('tab', { name: '草稿箱' }));
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining('月度作业报表（草稿）')]));
    fireEvent.click(screen.getByRole('tab', { name: '已发送' }));
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining('回复：堆场安全检查结果')]));

    fireEvent.click(screen.getByRole('tab', { name: '收件箱' }));
    fireEvent.change(screen.getByRole('textbox', { name: '关键词' }), { target: { value: '泊位' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(rowTexts()).toEqual([expect.stringContaining('三号泊位本周调度计划')]));
    const row = screen.getByTestId('email-row');
    fireEvent.click(within(row).getByRole('button', { name: '点击标记为星标邮件' }));
    await waitFor(async () =>
      expect(
        (
          await server
            .app()
            .services.db.selectFrom('base_email_receive')
            .select('starred')
            .where('id', '=', 'demo-mail-berth-plan-admin')
            .executeTakeFirstOrThrow()
        ).starred,
      ).toBe(1),
    );
    fireEvent.click(within(screen.getByTestId('email-row')).getByTestId('email-open'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/emailDetail?id=demo-mail-berth-plan-admin');
  });

  it('opens a draft in the compose dialog and deletes a mail after asking', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: '草稿箱' }));
    await waitFor(() => expect(rowTexts()).toHaveLength(1));
    fireEvent.click(within(screen.getByTestId('email-row')).getByTestId('email-open'));
    const dialog = await screen.findByTestId('email-compose');
    expect(within(dialog).getByRole('textbox', { name: '主题' })).toHaveValue('月度作业报表（草稿）');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('email-compose')).toBeNull());
    fireEvent.click(within(screen.getByTestId('email-row')).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByTestId('email-confirm-delete'));
    await waitFor(() => expect(rowTexts()).toEqual([]));
    expect(await server.app().services.db.selectFrom('base_email_send').select('id').where('id', '=', 'demo-mail-draft').executeTakeFirst()).toBeUndefined();
  });
});
