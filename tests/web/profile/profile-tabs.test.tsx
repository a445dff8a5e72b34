import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '../../../src/lib/auth/session-store.ts';
import { pageReload } from '../../../src/features/profile/system-tab.tsx';
import { renderProfile, setUpProfileTests, signInAs, where } from './profile-kit.tsx';

setUpProfileTests();
afterEach(() => vi.restoreAllMocks());

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgAAIAAAUAAarVyFEAAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

describe('the profile page tabs', () => {
  it('selects the tab from the query, and writes the chosen tab back into it', async () => {
    await signInAs('staff');
    renderProfile('/profile?tab=organize');
    expect(await screen.findByTestId('profile-panel-organize')).toBeInTheDocument();
    expect(await within(await screen.findByTestId('organize-list')).findByText('港口集团/集装箱码头公司/操作部')).toBeInTheDocument();
    expect(within(screen.getByTestId('position-list')).getByText('操作员')).toBeInTheDocument();
    // Staff has one system: no switch tab, and asking for it falls back to the user tab.
    expect(screen.queryByTestId('profile-tab-system')).toBeNull();
    fireEvent.click(screen.getByTestId('profile-tab-log'));
    await waitFor(() => expect(where()).toBe('/profile?tab=log'));
    expect(await screen.findAllByTestId('system-log-row')).toHaveLength(1);
    expect(screen.getByTestId('system-log')).toHaveTextContent('登录成功');
    fireEvent.click(screen.getByTestId('profile-tab-user'));
    await waitFor(() => expect(where()).toBe('/profile'));
  });

  it('uploads an avatar after checking it is an image, and the session wears it', async () => {
    await signInAs('staff');
    renderProfile('/profile?tab=avatar');
    const input = (await screen.findByTestId('avatar-input')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['plain text'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('请上传图片')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    // react-admin shows one notice at a time: the second waits for the first to hide.
    expect(await screen.findByText('图片大小超过2MB', {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File([PNG], 'me.png', { type: 'image/png' })] } });
    await waitFor(() => expect(sessionStore.getSnapshot().userInfo?.headIcon).toMatch(/^\/api\/file\/Image\/userAvatar\/\d{8}_[0-9a-f]{32}\.png$/));
    expect(await screen.findByText('更新成功', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('saves a drawn signature as the default and lists it', async () => {
    const dataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`;
    const context = { beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn(), clearRect: vi.fn() };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(dataUrl);
    await signInAs('manager');
    renderProfile('/profile?tab=sign');
    const pad = await screen.findByTestId('sign-pad');
    fireEvent.click(screen.getByTestId('sign-save'));
    expect(await screen.findByText('请先签名')).toBeInTheDocument();
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(pad, { clientX: 50, clientY: 40 });
    fireEvent.pointerUp(pad);
    expect(context.stroke).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('sign-save'));
    expect(await screen.findByTestId('sign-item')).toBeInTheDocument();
    expect(screen.getByTestId('sign-default')).toHaveTextContent('默认');
  });

  it('shows the team, opening a member’s own subordinates', async () => {
    await signInAs('manager');
    renderProfile('/profile?tab=subordinate');
    const member = await screen.findByTestId('subordinate');
    expect(member).toHaveTextContent('李操作/staff');
    expect(member).toHaveTextContent('港口集团/集装箱码头公司/操作部 · 操作员');
  });

  it('shows the own grants as trees for menus, buttons, columns and forms', async () => {
    await signInAs('staff');
    renderProfile('/profile?tab=authorize');
    const menus = await screen.findByTestId('grant-tree-module');
    await waitFor(() => expect(within(menus).getByText('港口供应链平台')).toBeInTheDocument());
    fireEvent.click(screen.getByTestId('grant-kind-column'));
    const columns = await screen.findByTestId('grant-tree-column');
    expect(within(columns).getByText('account')).toBeInTheDocument();
    expect(within(columns).queryByText('mobilePhone')).toBeNull();
    fireEvent.click(screen.getByTestId('grant-kind-button'));
    // Staff may add a truck reservation, and do nothing with the user page's buttons.
    const buttons = await screen.findByTestId('grant-tree-button');
    expect(within(buttons).getAllByText('btn_add')).toHaveLength(1);
    expect(within(buttons).queryByText('btn_edit')).toBeNull();
  });

  it('switches the current system and reloads', async () => {
    const reload = vi.spyOn(pageReload, 'run').mockImplementation(() => undefined);
    await signInAs('admin');
    renderProfile('/profile?tab=system');
    fireEvent.click(await screen.findByTestId('system-switch-sys-exchange'));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    await signInAs('admin');
    expect(sessionStore.getSnapshot().userInfo?.systemId).toBe('sys-exchange');
  });

  it('changes navigation mode and language like the settings drawer', async () => {
    await signInAs('staff');
    renderProfile('/profile?tab=style');
    fireEvent.click(await screen.findByTestId('profile-layout-classic'));
    await waitFor(() => expect(window.localStorage.getItem('jnpf_layoutType')).toContain('classic'));
    fireEvent.click(screen.getByTestId('profile-language-en'));
    expect(await screen.findByText('Navigation mode')).toBeInTheDocument();
  });
});
