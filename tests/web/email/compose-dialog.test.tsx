import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import Quill from 'quill';
import { setUpInProcessServer } from '../in-process-server.ts';
import { tokenOf } from '../in-process-session.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { ComposeDialog } from '../../../src/features/email/compose-dialog.tsx';
import { emptyCompose } from '../../../src/features/email/email-api.ts';

// Sending changes data: a new app per test, each from the demo data.
const server = setUpInProcessServer({ fresh: 'test' });
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
  const token = await tokenOf('manager');
  setToken(token);
  setSessionToken(token);
});

function renderDialog() {
  const onDone = vi.fn();
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>
        <ComposeDialog initial={emptyCompose()} onClose={onClose} onDone={onDone} />
      </AdminContext>
    </MemoryRouter>,
  );
  return { onDone, onClose };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const type = (name: RegExp | string, value: string) => fireEvent.change(field(name), { target: { value } });
async function writeBody(text: string) {
  const root = await screen.findByTestId('rich-text-editor', {}, { timeout: 5000 });
  const quill = Quill.find(root.parentElement as HTMLElement) as Quill;
  quill.insertText(0, text, 'user');
}
const db = () => server.app().services.db;
const sentBy = (userId: string) => db().selectFrom('base_email_send').selectAll().where('userId', '=', userId).where('state', '=', 1).execute();

describe('the compose dialog (写邮件)', () => {
  it('sends to a platform user with the body as HTML', async () => {
    const { onDone, onClose } = renderDialog();
    type(/收件人/, 'admin');
    type('抄送人', 'staff@portside.local');
    type('主题', '明日靠泊');
    await writeBody('请安排引航');
    fireEvent.click(screen.getByTestId('email-send'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(onClose).toHaveBeenCalled();
    const mail = (await sentBy('user-manager')).find((row) => row.subject === '明日靠泊');
    expect(mail).toMatchObject({ recipient: 'admin', cc: 'staff@portside.local' });
    expect(mail?.bodyText).toContain('请安排引航');
    const copies = await db()
      .selectFrom('base_email_receive')
      .select('userId')
      .where('mailId', '=', mail?.id ?? '')
      .execute();
    expect(copies.map((row) => row.userId).sort()).toEqual(['user-admin', 'user-staff']);
  });

  it('asks for a recipient before sending, and sends nothing', async () => {
    const before = (await sentBy('user-manager')).length;
    const { onDone } = renderDialog();
    type('主题', '无收件人');
    fireEvent.click(screen.getByTestId('email-send'));
    expect(await screen.findByText('收件人不能为空')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect((await sentBy('user-manager')).length).toBe(before);
  });

  it('shows the server refusing an address that is no platform user, and keeps the dialog open', async () => {
    const { onDone, onClose } = renderDialog();
    type(/收件人/, 'someone@example.com');
    fireEvent.click(screen.getByTestId('email-send'));
    await waitFor(() => expect(errors).toEqual(['收件人不是平台用户：someone@example.com。系统配置中未设置邮件服务器，不能发往外部地址']));
    expect(onDone).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('email-compose')).toBeInTheDocument();
  });

  it('keeps a draft', async () => {
    const { onDone } = renderDialog();
    type('主题', '草稿中的邮件');
    fireEvent.click(screen.getByTestId('email-save-draft'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    const drafts = await db().selectFrom('base_email_send').select('subject').where('userId', '=', 'user-manager').where('state', '=', 0).execute();
    expect(drafts.map((row) => row.subject)).toContain('草稿中的邮件');
  });
});
