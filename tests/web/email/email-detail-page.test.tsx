import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { setUpInProcessServer } from '../in-process-server.ts';
import { tokenOf } from '../in-process-session.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { EmailDetailPage } from '../../../src/features/email/email-detail-page.tsx';

// Opening, starring and replying change data: a new app per test, each from the demo data.
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
});

async function signIn(account: string) {
  const token = await tokenOf(account);
  setToken(token);
  setSessionToken(token);
}

function renderAt(id: string, download = vi.fn(async () => undefined)) {
  render(
    <MemoryRouter initialEntries={[`/emailDetail?id=${encodeURIComponent(id)}`]}>
      <AdminContext i18nProvider={i18nProvider}>
        <EmailDetailPage download={download} />
      </AdminContext>
    </MemoryRouter>,
  );
  return download;
}

const db = () => server.app().services.db;
const copyOf = (id: string) => db().selectFrom('base_email_receive').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A mail written straight into the tables (past the server's sanitiser), received by admin. */
async function storedMail(id: string, bodyText: string, attachment = '[]') {
  const now = Date.now();
  await db()
    .insertInto('base_email_send')
    .values({
      id,
      userId: 'user-manager',
      recipient: 'admin',
      cc: 'staff',
      bcc: '',
      subject: `邮件 ${id}`,
      bodyText,
      attachment,
      state: 1,
      sendTime: now,
      creatorTime: now,
      lastModifyTime: now,
      deleteMark: 0,
    })
    .execute();
  await db()
    .insertInto('base_email_receive')
    .values({ id: `${id}-admin`, mailId: id, userId: 'user-admin', isRead: 0, readTime: null, starred: 0, deleteMark: 0, receiveTime: now })
    .execute();
  return `${id}-admin`;
}

describe('/emailDetail (spec §2.1 view an e-mail)', () => {
  it('shows subject, sender, recipients, time and body, and opening marks the mail read', async () => {
    await signIn('admin');
    expect((await copyOf('demo-mail-berth-plan-admin')).isRead).toBe(0);
    renderAt('demo-mail-berth-plan-admin');
    expect(await screen.findByTestId('email-subject')).toHaveTextContent('三号泊位本周调度计划');
    expect(screen.getByTestId('email-field-sender')).toHaveTextContent('王经理<manager>');
    expect(screen.getByTestId('email-field-recipient')).toHaveTextContent('admin');
    expect(screen.getByTestId('email-field-time')).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(screen.getByTestId('email-body')).toHaveTextContent('周四 14:00');
    expect(screen.getByText('查看邮件 - 收件箱')).toBeInTheDocument();
    expect((await copyOf('demo-mail-berth-plan-admin')).isRead).toBe(1);
  });

  it('sanitises the body right before drawing it, even one stored unsafely', async () => {
    await signIn('admin');
    renderAt(
      await storedMail(
        'm-unsafe',
        '<p>正文</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2"><a href="javascript:alert(1)">链接</a>',
      ),
    );
    const body = await screen.findByTestId('email-body');
    expect(body).toHaveTextContent('正文');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(body.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/);
    expect(screen.getByTestId('email-field-cc')).toHaveTextContent('staff');
  });

  it('holds back images from other sites until the reader asks, keeping this site’s', async () => {
    await signIn('admin');
    renderAt(await storedMail('m-tracker', '<p>周报</p><img src="https://tracker.example/open.gif?u=admin"><img src="/api/file/Image/annexpic/local.png">'));
    const body = await screen.findByTestId('email-body');
    expect(await screen.findByTestId('email-remote-images')).toHaveTextContent('为保护隐私，已阻止 1 张外部图片');
    expect([...body.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(['/api/file/Image/annexpic/local.png']);
    fireEvent.click(screen.getByRole('button', { name: '显示图片' }));
    await waitFor(() => expect(screen.getByTestId('email-body').querySelectorAll('img')).toHaveLength(2));
    expect(screen.queryByTestId('email-remote-images')).toBeNull();
  });

  it('toggles the star of a received mail and downloads attachments through the file helper', async () => {
    await signIn('admin');
    const attachment = JSON.stringify([{ fileId: '20260101_0123456789abcdef0123456789abcdef.pdf', fileName: '计划.pdf', fileSize: 3 }]);
    const id = await storedMail('m-files', '<p>见附件</p>', attachment);
    const download = renderAt(id);
    const star = await screen.findByTestId('email-star');
    expect(star).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(star);
    await waitFor(() => expect(screen.getByTestId('email-star')).toHaveAttribute('aria-pressed', 'true'));
    expect((await copyOf(id)).starred).toBe(1);
    fireEvent.click(screen.getByTestId('email-star'));
    await waitFor(async () => expect((await copyOf(id)).starred).toBe(0));

    fireEvent.click(screen.getByRole('button', { name: '下载 计划.pdf' }));
    expect(download).toHaveBeenCalledWith('mail', { fileId: '20260101_0123456789abcdef0123456789abcdef.pdf', name: '计划.pdf' });
  });

  it('opens the compose dialog for a reply and a forward', async () => {
    await signIn('admin');
    renderAt('demo-mail-berth-plan-admin');
    fireEvent.click(await screen.findByTestId('email-reply'));
    let dialog = await screen.findByTestId('email-compose');
    expect(within(dialog).getByRole('textbox', { name: /收件人/ })).toHaveValue('manager');
    expect(within(dialog).getByRole('textbox', { name: '主题' })).toHaveValue('回复：三号泊位本周调度计划');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('email-compose')).toBeNull());
    fireEvent.click(screen.getByTestId('email-forward'));
    dialog = await screen.findByTestId('email-compose');
    expect(within(dialog).getByRole('textbox', { name: /收件人/ })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: '主题' })).toHaveValue('转发：三号泊位本周调度计划');
  });

  it('shows nothing of a mail the caller neither sent nor received, and changes nothing', async () => {
    await signIn('staff');
    renderAt('demo-mail-berth-plan-admin');
    expect(await screen.findByTestId('email-unavailable')).toBeInTheDocument();
    expect(errors).toEqual(['数据不存在']);
    expect(screen.queryByTestId('email-subject')).toBeNull();
    expect((await copyOf('demo-mail-berth-plan-admin')).isRead).toBe(0);
  });
});
