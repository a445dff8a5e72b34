import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import type { ReactNode } from 'react';
import { setUpInProcessServer } from './in-process-server.ts';
import { tokenOf } from './in-process-session.ts';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';
import { resources } from '../../src/crud/page-registry.ts';
import { CompanyAdminApplyPage } from '../../src/features/company-apply/company-admin-apply-page.tsx';
import { UserAuditPage } from '../../src/features/company-apply/user-audit-page.tsx';

// Decisions change data: a new app per test, each starting from the demo data.
setUpInProcessServer({ fresh: 'test' });
const errors: string[] = [];
beforeEach(async () => {
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
});

async function signIn(account: string): Promise<string> {
  const token = await tokenOf(account);
  setToken(token);
  setSessionToken(token);
  return token;
}

function renderPage(page: ReactNode) {
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
        {page}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The rows' text by row test id (by element: an open dialog hides the page from role queries). */
const rows = (testId: string) => screen.queryAllByTestId(testId).map((row) => row.textContent ?? '');
const rowWith = (testId: string, text: string) => screen.getAllByTestId(testId).find((row) => row.textContent?.includes(text)) as HTMLElement;

/** Picks an option of an MUI select by its label. */
async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('公司管理员申请 (permission/companyAdminApply)', () => {
  it('shows a system administrator every application with its state, filtered by state and keyword, and an empty state', async () => {
    await signIn('admin');
    renderPage(<CompanyAdminApplyPage />);
    expect(await screen.findByRole('heading', { name: '公司管理员申请' })).toBeInTheDocument();
    await waitFor(() => expect(rows('company-apply-row')).toHaveLength(2));
    for (const header of ['申请公司', '申请人', '联系电话', '申请理由', '状态', '申请时间', '审核人', '审核时间', '审核意见', '操作'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const staffRow = rowWith('company-apply-row', '李操作/staff');
    expect(staffRow).toHaveTextContent('集装箱码头公司');
    expect(within(staffRow).getByTestId('audit-status')).toHaveTextContent('待审核');
    expect(within(staffRow).getByRole('button', { name: '通过' })).toBeInTheDocument();
    const touristRow = rowWith('company-apply-row', '游客/tourist');
    expect(within(touristRow).getByTestId('audit-status')).toHaveTextContent('已驳回');
    expect(touristRow).toHaveTextContent('请通过所在公司提交申请');
    // a decided application has no actions
    expect(within(touristRow).queryByRole('button')).toBeNull();

    await choose(/状态/, '已驳回');
    await waitFor(() => expect(rows('company-apply-row')).toHaveLength(1));
    expect(rows('company-apply-row')[0]).toContain('游客/tourist');
    await choose(/状态/, '全部');
    await waitFor(() => expect(rows('company-apply-row')).toHaveLength(2));

    fireEvent.change(screen.getByLabelText('请输入公司名称、申请人或理由'), { target: { value: '没有这家' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('暂无申请记录')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(rows('company-apply-row')).toHaveLength(2));
  });

  it('lets a user apply for a company: the server’s refusal keeps the dialog, its answer closes it, and the row waits', async () => {
    await signIn('manager');
    renderPage(<CompanyAdminApplyPage />);
    expect(await screen.findByText('暂无申请记录')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '申请成为公司管理员' }));
    const dialog = await screen.findByTestId('company-apply-dialog');
    // nothing chosen: the server's words, and the dialog stays
    fireEvent.click(within(dialog).getByTestId('company-apply-submit'));
    await waitFor(() => expect(errors).toEqual(['请选择申请公司']));
    expect(screen.getByTestId('company-apply-dialog')).toBeInTheDocument();

    // departments are not offered, companies are
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /申请公司/ }));
    expect(await screen.findByRole('option', { name: '港口集团' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '集装箱码头公司' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '操作部' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: '港口集团' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /申请理由/ }), { target: { value: '负责集团账号' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /联系电话/ }), { target: { value: '13800000002' } });
    fireEvent.click(within(dialog).getByTestId('company-apply-submit'));
    expect(await screen.findByText('申请已提交，请等待系统管理员审核')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('company-apply-dialog')).toBeNull());
    await waitFor(() => expect(rows('company-apply-row')).toHaveLength(1));
    const mine = screen.getByTestId('company-apply-row');
    expect(mine).toHaveTextContent('港口集团');
    expect(mine).toHaveTextContent('负责集团账号');
    expect(within(mine).getByTestId('audit-status')).toHaveTextContent('待审核');
    // not a system administrator: no decision buttons on one's own application
    expect(within(mine).queryByRole('button')).toBeNull();
  });

  it('lets a system administrator approve after confirmation and reject with a required reason', async () => {
    // manager's application for the group, so two wait
    const manager = await tokenOf('manager');
    await fetch(`${window.location.origin}/api/permission/CompanyAdminApply`, {
      method: 'POST',
      headers: { authorization: manager, 'content-type': 'application/json' },
      body: JSON.stringify({ companyId: 'org-group', reason: '负责集团账号', mobilePhone: '13800000002' }),
    });
    await signIn('admin');
    renderPage(<CompanyAdminApplyPage />);
    await waitFor(() => expect(rows('company-apply-row')).toHaveLength(3));

    fireEvent.click(within(rowWith('company-apply-row', '李操作/staff')).getByTestId('company-apply-approve'));
    expect(await screen.findByText('确定通过“李操作”成为“集装箱码头公司”的公司管理员吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('company-apply-confirm'));
    expect(await screen.findByText('审核通过')).toBeInTheDocument();
    await waitFor(() => expect(within(rowWith('company-apply-row', '李操作/staff')).getByTestId('audit-status')).toHaveTextContent('已通过'));

    fireEvent.click(within(rowWith('company-apply-row', '王经理/manager')).getByTestId('company-apply-reject'));
    const dialog = await screen.findByTestId('reject-dialog');
    expect(within(dialog).getByText('驳回公司管理员申请')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('reject-confirm'));
    expect(await within(dialog).findByText('请输入驳回原因')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /驳回原因/ }), { target: { value: '请由集团人事推荐' } });
    fireEvent.click(within(dialog).getByTestId('reject-confirm'));
    expect(await screen.findByText('已驳回', { selector: '.MuiSnackbarContent-message, .MuiSnackbarContent-message *' })).toBeInTheDocument();
    await waitFor(() => expect(rowWith('company-apply-row', '王经理/manager')).toHaveTextContent('请由集团人事推荐'));
    expect(within(rowWith('company-apply-row', '王经理/manager')).getByTestId('audit-status')).toHaveTextContent('已驳回');
    expect(errors).toEqual([]);
  });

  it('shows a user without the page only their own applications', async () => {
    await signIn('staff');
    renderPage(<CompanyAdminApplyPage />);
    await waitFor(() => expect(rows('company-apply-row')).toHaveLength(1));
    expect(rows('company-apply-row')[0]).toContain('李操作/staff');
    expect(errors).toEqual([]);
  });
});

describe('公司用户审核 (permission/userAudit)', () => {
  it('lists a company administrator the registrations of their companies, and approves and rejects them', async () => {
    await signIn('manager');
    renderPage(<UserAuditPage />);
    expect(await screen.findByRole('heading', { name: '公司用户审核' })).toBeInTheDocument();
    await waitFor(() => expect(rows('user-audit-row')).toHaveLength(3));
    // the group's registration is outside manager's scope
    expect(rows('user-audit-row').join()).not.toContain('sunmei');
    for (const header of ['账号', '姓名', '手机号', '注册公司', '状态', '注册时间', '审核人', '审核时间', '审核意见'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(rowWith('user-audit-row', 'zhouhang')).getByTestId('audit-status')).toHaveTextContent('已驳回');

    fireEvent.click(within(rowWith('user-audit-row', 'zhaoxin')).getByTestId('user-audit-approve'));
    expect(await screen.findByText('确定通过“赵新”的注册吗？通过后该账号即可登录。')).toBeInTheDocument();
    // cancelling changes nothing
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定通过“赵新”的注册吗？通过后该账号即可登录。')).toBeNull());
    fireEvent.click(within(rowWith('user-audit-row', 'zhaoxin')).getByTestId('user-audit-approve'));
    fireEvent.click(await screen.findByTestId('user-audit-confirm'));
    expect(await screen.findByText('审核通过')).toBeInTheDocument();
    await waitFor(() => expect(within(rowWith('user-audit-row', 'zhaoxin')).getByTestId('audit-status')).toHaveTextContent('已通过'));
    expect(rowWith('user-audit-row', 'zhaoxin')).toHaveTextContent('王经理');
    // the approved account signs in now
    expect(await tokenOf('zhaoxin')).toBeTruthy();

    fireEvent.click(within(rowWith('user-audit-row', 'qianli')).getByTestId('user-audit-reject'));
    const dialog = await screen.findByTestId('reject-dialog');
    expect(within(dialog).getByText('驳回用户注册')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /驳回原因/ }), { target: { value: '身份信息不符' } });
    fireEvent.click(within(dialog).getByTestId('reject-confirm'));
    await waitFor(() => expect(rowWith('user-audit-row', 'qianli')).toHaveTextContent('身份信息不符'));
    expect(within(rowWith('user-audit-row', 'qianli')).getByTestId('audit-status')).toHaveTextContent('已驳回');
    await waitFor(() => expect(screen.queryByTestId('reject-dialog')).toBeNull());

    await choose(/状态/, '待审核');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('speaks the chosen language', async () => {
    storageSet('language', 'en');
    await i18nProvider.changeLocale('en');
    await signIn('admin');
    renderPage(<UserAuditPage />);
    expect(await screen.findByRole('heading', { name: 'Company user audit' })).toBeInTheDocument();
    await waitFor(() => expect(rows('user-audit-row')).toHaveLength(4));
    expect(within(rowWith('user-audit-row', 'sunmei')).getByTestId('audit-status')).toHaveTextContent('Pending');
    expect(within(rowWith('user-audit-row', 'sunmei')).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByLabelText('Account, name, mobile or company')).toBeInTheDocument();
  });
});
