import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useReportDirty } from '../../../src/shell/tags/dirty-registry.ts';
import { reloadTags, TAGS_STORAGE_KEY } from '../../../src/shell/tags/tags-store.ts';
import type { ShellRoute } from '../../../src/shell/shell-routes.ts';
import { changeSetting } from '../../../src/shell/settings/settings-store.ts';
import { activePane, go, mounts, renderShell, ROUTES, setUpShellTests, signedInWith, tagKeys, waitForWhere, where } from './shell-test-kit.tsx';

const server = setUpShellTests();

const input = (name: string) => screen.getByLabelText<HTMLInputElement>(`input ${name}`);

async function openPages(...paths: string[]) {
  for (const path of paths) {
    act(() => go(path));
    await waitFor(() => expect(tagKeys()).toContain(path));
  }
}

describe('tags view: one tab per path, kept alive (spec §2.5)', () => {
  it('keeps a page mounted with its typed input while another tab is shown', async () => {
    await signedInWith(server);
    renderShell('/pages/a');
    await userEvent.type(input('a'), 'berth 7');
    await openPages('/pages/b');
    // Hidden, not gone: the page is still in the document with its text.
    expect(input('a').value).toBe('berth 7');
    expect(activePane()).toHaveAttribute('data-tab', '/pages/b');
    await userEvent.click(screen.getAllByTestId('tag').find((tag) => tag.getAttribute('data-key') === '/pages/a')!);
    await waitForWhere('/pages/a');
    expect(input('a').value).toBe('berth 7');
    expect(activePane()).toHaveAttribute('data-tab', '/pages/a');
  });

  it('gives the same page with another query its own tab and its own state', async () => {
    await signedInWith(server);
    renderShell('/pages/a?port=1');
    await userEvent.type(input('a'), 'one');
    await openPages('/pages/a?port=2');
    expect(tagKeys()).toEqual(['/home', '/pages/a?port=1', '/pages/a?port=2']);
    const panes = screen.getAllByTestId('tab-pane').filter((pane) => pane.getAttribute('data-tab')?.startsWith('/pages/a'));
    expect(panes).toHaveLength(2);
    expect(within(activePane()!).getByText('page a?port=2')).toBeInTheDocument();
    expect(within(activePane()!).getByLabelText<HTMLInputElement>('input a').value).toBe('');
  });

  it('frees a page when its tab closes: opened again, it starts empty', async () => {
    await signedInWith(server);
    renderShell('/pages/a');
    await userEvent.type(input('a'), 'draft');
    await openPages('/pages/b');
    const before = mounts.a;
    const tabA = screen.getAllByTestId('tag').find((tag) => tag.getAttribute('data-key') === '/pages/a')!;
    await userEvent.click(within(tabA).getByTestId('tag-close'));
    expect(screen.queryByLabelText('input a')).toBeNull();
    expect(tagKeys()).toEqual(['/home', '/pages/b']);
    await openPages('/pages/a');
    expect(input('a').value).toBe('');
    expect(mounts.a).toBe(before + 1);
  });

  it('shows the last remaining tab after closing the shown one; /home cannot be closed', async () => {
    await signedInWith(server);
    renderShell('/home');
    await openPages('/pages/a', '/pages/b');
    const home = screen.getAllByTestId('tag')[0];
    expect(within(home).queryByTestId('tag-close')).toBeNull();
    const tabB = screen.getAllByTestId('tag').find((tag) => tag.getAttribute('data-key') === '/pages/b')!;
    await userEvent.click(within(tabB).getByTestId('tag-close'));
    await waitForWhere('/pages/a');
  });

  it('brings the open tabs back after a reload; their pages mount when first shown', async () => {
    await signedInWith(server);
    const first = renderShell('/home');
    await openPages('/pages/a', '/pages/b?x=1');
    expect(JSON.parse(window.sessionStorage.getItem(TAGS_STORAGE_KEY)!).map((tag: { key: string }) => tag.key)).toEqual(['/home', '/pages/a', '/pages/b?x=1']);
    first.unmount();
    reloadTags();
    renderShell('/pages/b?x=1');
    await waitFor(() => expect(tagKeys()).toEqual(['/home', '/pages/a', '/pages/b?x=1']));
    // Only the shown tab's page is mounted until the others are visited.
    expect(screen.queryByLabelText('input a')).toBeNull();
  });

  it('asks before closing a tab whose page reports unsaved input', async () => {
    function FormPage() {
      const [text, setText] = useState('');
      useReportDirty(text !== '');
      return <input aria-label="form" value={text} onChange={(event) => setText(event.target.value)} />;
    }
    const routes: ShellRoute[] = [...ROUTES, { path: '/pages/form', element: <FormPage />, title: '表单' }];
    await signedInWith(server);
    renderShell('/pages/form', routes);
    await userEvent.type(screen.getByLabelText('form'), 'unsaved');
    await openPages('/pages/a');
    const formTab = () => screen.getAllByTestId('tag').find((tag) => tag.getAttribute('data-key') === '/pages/form');
    await userEvent.click(within(formTab()!).getByTestId('tag-close'));
    const dialog = await screen.findByTestId('unsaved-dialog');
    expect(within(dialog).getByText('页面有未保存的内容，确定要关闭吗？')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('取消'));
    await waitFor(() => expect(screen.queryByTestId('unsaved-dialog')).toBeNull());
    expect(formTab()).toBeDefined();
    await userEvent.click(within(formTab()!).getByTestId('tag-close'));
    await userEvent.click(await screen.findByTestId('unsaved-confirm'));
    await waitFor(() => expect(formTab()).toBeUndefined());
    expect(screen.queryByLabelText('form')).toBeNull();
  });

  it('refreshes a tab through /redirect: the page mounts anew on the same path', async () => {
    await signedInWith(server);
    renderShell('/pages/a');
    await userEvent.type(input('a'), 'old');
    const tabA = screen.getAllByTestId('tag').find((tag) => tag.getAttribute('data-key') === '/pages/a')!;
    fireEvent.contextMenu(tabA);
    await userEvent.click(await screen.findByText('重新加载'));
    await waitForWhere('/pages/a');
    await waitFor(() => expect(input('a').value).toBe(''));
    expect(tagKeys()).toEqual(['/home', '/pages/a']);
  });

  it('closes others and all from the context menu, keeping the affixed home tab', async () => {
    await signedInWith(server);
    renderShell('/home');
    await openPages('/pages/a', '/pages/b');
    fireEvent.contextMenu(screen.getAllByTestId('tag').find((tag) => tag.getAttribute('data-key') === '/pages/a')!);
    await userEvent.click(await screen.findByText('关闭其他'));
    await waitFor(() => expect(tagKeys()).toEqual(['/home', '/pages/a']));
    await waitForWhere('/pages/a');
    fireEvent.contextMenu(screen.getAllByTestId('tag')[1]);
    await userEvent.click(await screen.findByText('关闭所有'));
    await waitFor(() => expect(tagKeys()).toEqual(['/home']));
    await waitForWhere('/home');
  });

  it('does not keep a noCache page, nor any page with the page cache off', async () => {
    await signedInWith(server);
    renderShell('/pages/c');
    await userEvent.type(input('c'), 'gone');
    await openPages('/pages/a');
    expect(screen.queryByLabelText('input c')).toBeNull();
    changeSetting('useCache', false);
    await openPages('/pages/b');
    expect(screen.queryByLabelText('input a')).toBeNull();
    changeSetting('useCache', true);
  });

  it('steps through tabs with previous and next, wrapping around', async () => {
    await signedInWith(server);
    renderShell('/home');
    await openPages('/pages/a', '/pages/b');
    await userEvent.click(screen.getByTestId('tags-next'));
    await waitForWhere('/home');
    await userEvent.click(screen.getByTestId('tags-previous'));
    await waitForWhere('/pages/b');
    await userEvent.click(screen.getByTestId('tags-previous'));
    await waitForWhere('/pages/a');
  });

  it('full screen hides the navbar and the menus until toggled back', async () => {
    await signedInWith(server);
    renderShell('/pages/a');
    expect(screen.getByTestId('navbar')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('tags-fullscreen'));
    expect(screen.queryByTestId('navbar')).toBeNull();
    expect(screen.queryByTestId('sidebar')).toBeNull();
    await userEvent.click(screen.getByTestId('tags-fullscreen'));
    expect(screen.getByTestId('navbar')).toBeInTheDocument();
    expect(where()).toBe('/pages/a');
  });

  it('puts the scroll position back when a tab shows again', async () => {
    await signedInWith(server);
    renderShell('/pages/a');
    const pane = activePane()!;
    // jsdom does no layout: a plain property stands in for the scroll offset.
    let offset = 0;
    Object.defineProperty(pane, 'scrollTop', { configurable: true, get: () => offset, set: (value: number) => (offset = value) });
    offset = 420;
    fireEvent.scroll(pane);
    await openPages('/pages/b');
    offset = 0; // what a box hidden with display:none reports
    act(() => go('/pages/a'));
    await waitForWhere('/pages/a');
    expect(offset).toBe(420);
  });

  it('keeps a framed page alive even with the page cache off', async () => {
    const routes: ShellRoute[] = [...ROUTES, { path: '/frame', element: <iframe title="outside" src="about:blank" />, title: '外链', framed: true }];
    changeSetting('useCache', false);
    await signedInWith(server);
    renderShell('/frame', routes);
    const frame = screen.getByTitle('outside');
    await openPages('/pages/a');
    expect(screen.getByTitle('outside')).toBe(frame);
    changeSetting('useCache', true);
  });
});
