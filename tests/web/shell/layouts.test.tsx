import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { changeSetting } from '../../../src/shell/settings/settings-store.ts';
import { setNotices } from '../../../src/features/messages/unread-store.ts';
import { menuLeaves, openPathFor, searchMenus, topEntryFor, visibleTopCount } from '../../../src/shell/layout/menu-selection.ts';
import { directory, go, MENUS, pageEntry, renderShell, setUpShellTests, signedInWith, waitForWhere } from './shell-test-kit.tsx';

const server = setUpShellTests();

const sideMenu = () => screen.getByTestId('side-menu');

describe('menu decisions (spec §2.5)', () => {
  const withPaths = MENUS.map((top) => ({
    ...top,
    children: top.children?.map((child) => ({
      ...child,
      path: child.type === 2 ? `/${child.urlAddress}` : undefined,
      children: child.children?.map((leaf) => ({ ...leaf, path: `/${leaf.urlAddress}` })),
    })),
  }));

  it('picks the top entry holding a page; /home and /dashboard pick the first', () => {
    expect(topEntryFor(withPaths, '/pages/b')?.id).toBe('port');
    expect(topEntryFor(withPaths, '/pages/c')?.id).toBe('system');
    expect(topEntryFor(withPaths, '/home')?.id).toBe('port');
    expect(topEntryFor(withPaths, '/dashboard')?.id).toBe('port');
    expect(topEntryFor(withPaths, '/profile')).toBeNull();
    expect(openPathFor(withPaths, '/pages/b')).toEqual(['port', 'sub']);
  });

  it('fits about 116 px (functional) or 140 px (blend) per top entry, the rest under More', () => {
    expect(visibleTopCount(1160, 116, 8)).toBe(8);
    expect(visibleTopCount(700, 140, 8)).toBe(4);
    expect(visibleTopCount(700, 140, 5)).toBe(5);
    // More takes its label's room, not a whole entry's.
    expect(visibleTopCount(680, 140, 8)).toBe(4);
  });

  it('searches menu names along their trail', () => {
    expect(searchMenus(menuLeaves(withPaths), '乙').map((leaf) => leaf.trail.join('/'))).toEqual(['港口业务/子目录/页面乙']);
    expect(searchMenus(menuLeaves(withPaths), '  ')).toEqual([]);
  });
});

describe('navigation modes', () => {
  it("blend (the default): first-level entries on top, the selected entry's children on the left", async () => {
    await signedInWith(server);
    renderShell('/home');
    expect(screen.getByTestId('shell')).toHaveAttribute('data-layout', 'blend');
    const top = screen.getByTestId('top-menu');
    expect(within(sideMenu()).getByText('页面甲')).toBeInTheDocument();
    expect(within(sideMenu()).queryByText('页面丙')).toBeNull();
    const systemEntry = within(top).queryByText('系统管理') ?? (await openMore('系统管理'));
    await userEvent.click(systemEntry);
    await waitFor(() => expect(within(sideMenu()).getByText('页面丙')).toBeInTheDocument());
    expect(within(sideMenu()).queryByText('页面甲')).toBeNull();
    // Going to a page of the other entry selects that entry again.
    act(() => go('/pages/b'));
    await waitFor(() => expect(within(sideMenu()).getByText('页面乙')).toBeInTheDocument());
  });

  it('classic: the whole tree on the left, one submenu open at a time, no top menu', async () => {
    changeSetting('layoutType', 'classic');
    await signedInWith(server);
    changeSetting('layoutType', 'classic');
    renderShell('/home');
    expect(screen.queryByTestId('top-menu')).toBeNull();
    await userEvent.click(within(sideMenu()).getByText('港口业务'));
    await userEvent.click(within(sideMenu()).getByText('子目录'));
    await userEvent.click(within(sideMenu()).getByText('页面乙'));
    await waitForWhere('/pages/b');
    await userEvent.click(within(sideMenu()).getByText('系统管理'));
    await waitFor(() => expect(within(sideMenu()).queryByText('子目录')).toBeNull());
    const link = within(sideMenu()).getByText('外部链接').closest('a')!;
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', 'https://example.com/x');
  });

  it('functional: the menu on top (a submenu opens below its entry), no sidebar', async () => {
    await signedInWith(server);
    changeSetting('layoutType', 'functional');
    renderShell('/home');
    expect(screen.queryByTestId('sidebar')).toBeNull();
    const entry = within(screen.getByTestId('top-menu')).queryByText('港口业务') ?? (await openMore('港口业务'));
    await userEvent.click(entry);
    await userEvent.click(await screen.findByText('页面甲'));
    await waitForWhere('/pages/a');
  });

  it('plain: no navbar and no menus, the settings still reachable', async () => {
    await signedInWith(server);
    changeSetting('layoutType', 'plain');
    renderShell('/pages/a');
    expect(screen.queryByTestId('navbar')).toBeNull();
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.getByTestId('settings-open')).toBeInTheDocument();
    expect(screen.getByTestId('tags-view')).toBeInTheDocument();
  });

  it('puts first-level entries that do not fit under More', async () => {
    const many = Array.from({ length: 9 }, (_, at) => directory(`d${at}`, `目录${at}`, [pageEntry(`p${at}`, `页面${at}`)]));
    await signedInWith(server, many);
    renderShell('/home');
    const shown = within(screen.getByTestId('top-menu')).getAllByTestId('top-menu-item').length;
    expect(shown).toBeLessThan(9);
    await userEvent.click(screen.getByTestId('top-menu-more'));
    expect(await screen.findByRole('menuitem', { name: '目录8' })).toBeInTheDocument();
  });
});

/** Opens the More entry and returns the named item in it (jsdom's narrow window may hide entries). */
async function openMore(name: string): Promise<HTMLElement> {
  await userEvent.click(screen.getByTestId('top-menu-more'));
  return screen.findByRole('menuitem', { name });
}

describe('navbar', () => {
  it('logo links to /index; the search finds a menu and goes there', async () => {
    await signedInWith(server);
    renderShell('/home');
    expect(screen.getByTestId('logo')).toHaveAttribute('href', '/index');
    expect(screen.getByTestId('logo')).toHaveTextContent('港务平台');
    await userEvent.type(screen.getByTestId('menu-search'), '页面乙');
    await userEvent.click(await screen.findByRole('option', { name: '港口业务 / 子目录 / 页面乙' }));
    await waitForWhere('/pages/b');
  });

  it('hosts the message centre in the navbar: its bell shows the unread count, capped at 99+', async () => {
    await signedInWith(server);
    renderShell('/home');
    act(() => setNotices(7));
    expect(within(screen.getByTestId('message-bell')).getByText('7')).toBeInTheDocument();
    act(() => setNotices(120));
    expect(within(screen.getByTestId('message-bell')).getByText('99+')).toBeInTheDocument();
  });

  it('offers switching system when there are several; the choice goes to the server', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/permission/Users/Current/major', async ({ request }) => {
        bodies.push(await request.json());
        // A refusal keeps the page: no reload to follow in jsdom.
        return HttpResponse.json({ code: 400, msg: '系统不存在' });
      }),
    );
    await signedInWith(server, MENUS, {
      systemIds: [
        { id: 's1', name: '港口系统', icon: '', currentSystem: true },
        { id: 's2', name: '开发平台', icon: '', currentSystem: false },
      ],
    });
    renderShell('/home');
    await userEvent.click(screen.getByTestId('user-menu'));
    expect(screen.getByText('切换系统')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: '开发平台' }));
    await waitFor(() => expect(bodies).toEqual([{ majorId: 's2', majorType: 'System' }]));
  });

  it('the about dialog names the system, the version and the publisher', async () => {
    await signedInWith(server);
    renderShell('/home');
    await userEvent.click(screen.getByTestId('user-menu'));
    await userEvent.click(screen.getByTestId('menu-about'));
    const dialog = await screen.findByTestId('about-dialog');
    expect(within(dialog).getByText('系统名称：港务平台')).toBeInTheDocument();
    expect(within(dialog).getByText('版本号：3.4.7')).toBeInTheDocument();
    expect(within(dialog).getByText('发行单位：港务集团')).toBeInTheDocument();
  });

  it('the tourist sees only the Login button: no bell, no search', async () => {
    await signedInWith(server, MENUS, { userAccount: 'tourist', isTourist: true });
    renderShell('/home');
    expect(screen.getByTestId('tourist-login')).toBeInTheDocument();
    expect(screen.queryByTestId('message-bell')).toBeNull();
    expect(screen.queryByTestId('menu-search')).toBeNull();
  });
});
