import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEFAULT_SETTINGS, readSettings, THEME_COLORS } from '../../../src/shell/settings/settings-model.ts';
import { buildTheme } from '../../../src/shell/settings/build-theme.ts';
import { changeSetting, reloadSettings, settingsStore } from '../../../src/shell/settings/settings-store.ts';
import { storageGet, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { renderShell, setUpShellTests, signedInWith } from './shell-test-kit.tsx';

const server = setUpShellTests();

/** Records the bodies PUT to the current user's theme and language routes. */
function recordSettingsCalls() {
  const calls: { url: string; body: unknown }[] = [];
  server.use(
    http.put('/api/permission/Users/Current/:what', async ({ request }) => {
      calls.push({ url: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json({ code: 200, msg: '修改成功' });
    }),
  );
  return calls;
}

describe('shell settings (spec §2.5, §3 local settings)', () => {
  it('defaults to blend, blue, light, medium, tags on, sidebar open', () => {
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      layoutType: 'blend',
      theme: 'blue',
      themeClass: 'light',
      size: 'medium',
      tagsView: true,
      useCache: true,
      sidebarOpened: true,
    });
  });

  it('stores each setting under its jnpf_ key and reads it back', () => {
    changeSetting('layoutType', 'functional');
    changeSetting('theme', 'green');
    changeSetting('themeClass', 'dark');
    changeSetting('tagsView', false);
    changeSetting('size', 'mini');
    changeSetting('sidebarOpened', false);
    expect(window.localStorage.getItem('jnpf_layoutType')).toBe('functional|String');
    expect(window.localStorage.getItem('jnpf_theme')).toBe('green|String');
    expect(window.localStorage.getItem('jnpf_tagsView')).toBe('false|Boolean');
    expect(window.localStorage.getItem('jnpf_sidebarStatus')).toBe('0|Number');
    reloadSettings();
    expect(settingsStore.getSnapshot()).toMatchObject({
      layoutType: 'functional',
      theme: 'green',
      themeClass: 'dark',
      tagsView: false,
      size: 'mini',
      sidebarOpened: false,
    });
  });

  it('takes anything unreadable as the default', () => {
    storageSet('layoutType', 'sideways');
    storageSet('theme', 'pink');
    storageSet('sidebarStatus', 1);
    expect(readSettings()).toMatchObject({ layoutType: 'blend', theme: 'blue', sidebarOpened: true });
  });

  it('builds the MUI theme from mode, colour and size', () => {
    const theme = buildTheme({ themeClass: 'dark', theme: 'red', size: 'mini' });
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe(THEME_COLORS.red);
    expect(theme.components?.MuiButton?.defaultProps?.size).toBe('small');
    expect(buildTheme({ themeClass: 'light', theme: 'blue', size: 'default' }).spacing(1)).toBe('8px');
    expect(Object.keys(THEME_COLORS)).toEqual(['blue', 'purple', 'azure', 'ocean', 'green', 'yellow', 'orange', 'red']);
  });

  it('the drawer applies and stores a mode, a colour and a size; the mode and the language go to the server', async () => {
    const calls = recordSettingsCalls();
    // A user who reads zh switches to English here.
    storageSet('language', 'zh');
    await signedInWith(server);
    renderShell('/home');
    await userEvent.click(screen.getByTestId('settings-open'));
    await screen.findByTestId('settings-drawer');
    await userEvent.click(screen.getByTestId('layout-classic'));
    await waitFor(() => expect(screen.getByTestId('shell')).toHaveAttribute('data-layout', 'classic'));
    await userEvent.click(screen.getByTestId('theme-color-purple'));
    await userEvent.click(screen.getByTestId('theme-class-dark'));
    await userEvent.click(screen.getByTestId('size-small'));
    expect(storageGet('layoutType')).toBe('classic');
    expect(storageGet('theme')).toBe('purple');
    expect(storageGet('themeClass')).toBe('dark');
    expect(storageGet('size')).toBe('small');
    await userEvent.click(screen.getByTestId('setting-tagsView'));
    expect(screen.queryByTestId('tags-view')).toBeNull();
    expect(storageGet('tagsView')).toBe(false);

    await userEvent.click(within(screen.getByTestId('settings-drawer')).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await waitFor(() => expect(storageGet('language')).toBe('en'));
    await waitFor(() =>
      expect(calls).toEqual([
        { url: '/api/permission/Users/Current/SystemTheme', body: { theme: 'classic' } },
        { url: '/api/permission/Users/Current/SystemLanguage', body: { language: 'en' } },
      ]),
    );
    // react-admin re-renders the whole tree in the new language.
    await waitFor(() => expect(screen.getByTestId('settings-open')).toHaveAttribute('aria-label', 'Settings'));
  });
});
