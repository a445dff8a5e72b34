import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import type { ReactNode } from 'react';
import { setUpInProcessServer } from '../in-process-server.ts';
import { tokenOf } from '../in-process-session.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { entityDataProvider } from '../../../src/lib/data/entity-data-provider.ts';
import { resources } from '../../../src/crud/page-registry.ts';
import { CertificationPage } from '../../../src/features/certification/certification-page.tsx';
import { CompanyCertificationPage } from '../../../src/features/company-apply/company-certification-page.tsx';

// Certifying and applying change data: a new app per test, each from the demo data.
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

async function signIn(account: string): Promise<void> {
  const token = await tokenOf(account);
  setToken(token);
  setSessionToken(token);
  await loadCurrentUser('/certification');
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

const input = (name: string) => screen.getByTestId(`certification-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
async function chooseType(option: string) {
  fireEvent.mouseDown(within(screen.getByTestId('certification-certificatesType')).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('个人认证 (/certification)', () => {
  it('shows an uncertified user their details, checks them with the shared rules before sending, and certifies', async () => {
    await signIn('staff');
    renderPage(<CertificationPage />);
    expect(await screen.findByRole('heading', { name: '个人认证' })).toBeInTheDocument();
    expect(screen.getByTestId('certification-state')).toHaveTextContent('未认证');
    expect(input('realName').value).toBe('李操作');
    expect(input('mobilePhone').value).toBe('13800000003');

    // nothing chosen: the page's own words, nothing sent
    fireEvent.click(screen.getByTestId('certification-submit'));
    expect(await screen.findByText('请选择证件类型')).toBeInTheDocument();
    await chooseType('居民身份证');
    type('certificatesNumber', '12345');
    fireEvent.click(screen.getByTestId('certification-submit'));
    // the national id rule of the §5 catalogue, for the resident identity card
    expect(await screen.findByText('请正确输入您的身份证号码')).toBeInTheDocument();
    expect(screen.getByTestId('certification-state')).toHaveTextContent('未认证');

    type('certificatesNumber', '330206199001011234');
    fireEvent.click(screen.getByTestId('certification-submit'));
    expect(await screen.findByText('认证成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('certification-state')).toHaveTextContent('已认证'));
    expect(errors).toEqual([]);
  });

  it('accepts any number for a passport, and refuses a wrong mobile number by the mobile rule', async () => {
    await signIn('manager');
    renderPage(<CertificationPage />);
    await screen.findByTestId('certification-form');
    await chooseType('护照');
    type('certificatesNumber', 'E12345678');
    type('mobilePhone', '12345');
    fireEvent.click(screen.getByTestId('certification-submit'));
    expect(await screen.findByText('请正确输入您的手机号')).toBeInTheDocument();
    type('mobilePhone', '13800000002');
    fireEvent.click(screen.getByTestId('certification-submit'));
    await waitFor(() => expect(screen.getByTestId('certification-state')).toHaveTextContent('已认证'));
  });

  it('speaks English when the app does', async () => {
    storageSet('language', 'en');
    await i18nProvider.changeLocale('en');
    await signIn('staff');
    renderPage(<CertificationPage />);
    expect(await screen.findByRole('heading', { name: 'Personal certification' })).toBeInTheDocument();
    expect(screen.getByTestId('certification-state')).toHaveTextContent('Not certified');
  });
});

describe('企业认证 (/certificationCompany)', () => {
  it('shows the current company and the user’s applications, and applies through the application dialog', async () => {
    await signIn('manager');
    renderPage(<CompanyCertificationPage />);
    expect(await screen.findByRole('heading', { name: '企业认证' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('company-certification-company')).toHaveTextContent('集装箱码头公司'));
    expect(await screen.findByText('暂无申请记录')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('company-certification-apply'));
    const dialog = await screen.findByTestId('company-apply-dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /申请公司/ }));
    fireEvent.click(await screen.findByRole('option', { name: '港口集团' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /申请理由/ }), { target: { value: '负责集团账号' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /联系电话/ }), { target: { value: '13800000002' } });
    fireEvent.click(within(dialog).getByTestId('company-apply-submit'));
    expect(await screen.findByText('申请已提交，请等待系统管理员审核')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('company-certification-row')).toHaveLength(1));
    const row = screen.getByTestId('company-certification-row');
    expect(row).toHaveTextContent('港口集团');
    expect(within(row).getByTestId('audit-status')).toHaveTextContent('待审核');
  });

  it('shows a rejected application with its audit opinion', async () => {
    // manager applies for the group and the system administrator rejects it with a reason.
    const [manager, admin] = [await tokenOf('manager'), await tokenOf('admin')];
    const call = (token: string, url: string, method: string, data: object) =>
      fetch(`${window.location.origin}${url}`, { method, headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify(data) });
    await call(manager, '/api/permission/CompanyAdminApply', 'POST', { companyId: 'org-group', reason: '负责集团账号', mobilePhone: '13800000002' });
    const list = (await (await fetch(`${window.location.origin}/api/permission/CompanyAdminApply?status=0`, { headers: { authorization: admin } })).json()) as {
      data: { list: { id: string; userId: string }[] };
    };
    const id = list.data.list.find((row) => row.userId === 'user-manager')?.id ?? '';
    await call(admin, `/api/permission/CompanyAdminApply/${id}/Actions/Reject`, 'PUT', { auditOpinion: '请由集团人事提交' });

    await signIn('manager');
    renderPage(<CompanyCertificationPage />);
    await waitFor(() => expect(screen.getAllByTestId('company-certification-row')).toHaveLength(1));
    const row = screen.getByTestId('company-certification-row');
    expect(within(row).getByTestId('audit-status')).toHaveTextContent('已驳回');
    expect(row).toHaveTextContent('请由集团人事提交');
    expect(row).toHaveTextContent('系统管理员');
  });

  it('lets a user without the application page apply from their own side, and shows their own applications', async () => {
    await signIn('staff');
    renderPage(<CompanyCertificationPage />);
    expect(await screen.findByTestId('company-certification-apply')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('company-certification-company')).toHaveTextContent('集装箱码头公司'));
    await waitFor(() => expect(screen.getAllByTestId('company-certification-row')).toHaveLength(1));
    expect(screen.queryByTestId('company-certification-refusal')).toBeNull();
    expect(errors).toEqual([]);
  });
});
