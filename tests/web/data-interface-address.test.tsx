import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { messagesByLocale } from '../../src/lib/i18n/i18n-provider.ts';
import { dataInterfaceMessages } from '../../src/features/data-interface/messages.ts';
import { InterfaceAddress, interfaceAddress } from '../../src/features/data-interface/interface-address.tsx';

// The call address the interface preview shows (spec §7, JNPF's preview): the Response path of
// the interface, read-only, copied by its button through the Clipboard API or, outside a secure
// context, the older copy command.

type Locale = keyof typeof messagesByLocale;
const providerFor = (locale: Locale) =>
  polyglotI18nProvider(
    (current) => ({ ...messagesByLocale[current as Locale], ...dataInterfaceMessages[current as Locale] }) as unknown as TranslationMessages,
    locale,
    [],
    { allowMissing: false },
  );

const renderAddress = (id: string, locale: Locale = 'zh') =>
  render(
    <AdminContext i18nProvider={providerFor(locale)}>
      <InterfaceAddress id={id} />
      <Notification />
    </AdminContext>,
  );

const secure = (value: boolean) => Object.defineProperty(window, 'isSecureContext', { value, configurable: true });

afterEach(() => {
  vi.restoreAllMocks();
  secure(false);
});

describe('the interface address in the preview', () => {
  it('shows the Response address of the interface, labelled in the user’s language', () => {
    renderAddress('di-demo-staff');
    expect((screen.getByTestId('data-interface-address') as HTMLInputElement).value).toBe('/api/system/DataInterface/di-demo-staff/Actions/Response');
    expect(screen.getByRole('button', { name: '复制地址' })).toBeInTheDocument();
    expect(interfaceAddress('a/b')).toBe('/api/system/DataInterface/a%2Fb/Actions/Response');
  });

  it('copies it through the Clipboard API in a secure context', async () => {
    secure(true);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAddress('x1', 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('/api/system/DataInterface/x1/Actions/Response'));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('falls back to the copy command over plain http', async () => {
    secure(false);
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderAddress('x2', 'zh-TW');
    fireEvent.click(screen.getByRole('button', { name: '複製地址' }));
    await waitFor(() => expect(execCommand).toHaveBeenCalledWith('copy'));
    expect(await screen.findByText('複製成功')).toBeInTheDocument();
  });
});
