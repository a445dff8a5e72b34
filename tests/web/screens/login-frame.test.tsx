import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { localStorageStore } from 'react-admin';
import { LoginFrame } from '../../../src/features/login/login-frame.tsx';
import { LoginPage } from '../../../src/features/login/login-page.tsx';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { storageGet } from '../../../src/lib/storage/jnpf-storage.ts';

// A first visit speaks zh whatever the browser's language (src/lib/i18n/locale.ts): jsdom's English included.
const startLocale = i18nProvider.getLocale();
afterEach(async () => {
  await i18nProvider.changeLocale(startLocale);
});

/** The login page stands outside <Admin> (code splitting); its frame gives it what <Admin> gave. */
describe('the login page in its own frame', () => {
  it('translates, switches language and leaves the choice in the store <Admin> reads', async () => {
    const store = localStorageStore();
    expect(startLocale).toBe('zh');
    // As a user who chose English before.
    await i18nProvider.changeLocale('en');
    render(
      <MemoryRouter initialEntries={['/login']}>
        <LoginFrame store={store} i18nProvider={i18nProvider}>
          <LoginPage />
        </LoginFrame>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(await screen.findByRole('option', { name: '简体中文' }));
    expect(await screen.findByText('账户登录')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: '语言' })).toBeInTheDocument();
    expect(storageGet('language')).toBe('zh');
    expect(store.getItem('locale')).toBe('zh');
  });
});
