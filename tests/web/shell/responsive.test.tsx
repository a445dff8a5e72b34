import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { responsiveFor } from '../../../src/shell/layout/view-state.ts';
import { settingsStore } from '../../../src/shell/settings/settings-store.ts';
import { storageGet } from '../../../src/lib/storage/jnpf-storage.ts';
import { go, renderShell, setUpShellTests, setWindowWidth, signedInWith } from './shell-test-kit.tsx';

const server = setUpShellTests();

const sidebar = () => screen.getByTestId('sidebar');

describe('breakpoints (spec §2.2, §9)', () => {
  it('maps widths to device and sidebar', () => {
    expect(responsiveFor(1400)).toEqual({ device: 'desktop', closeSidebar: false });
    expect(responsiveFor(1367)).toEqual({ device: 'desktop', closeSidebar: true });
    expect(responsiveFor(991)).toEqual({ device: 'mobile', closeSidebar: true });
  });

  it('keeps the sidebar open on a wide window, and remembers a toggle', async () => {
    await signedInWith(server);
    renderShell('/home');
    expect(sidebar()).toHaveAttribute('data-opened', 'true');
    await userEvent.click(screen.getByTestId('sidebar-toggle'));
    expect(sidebar()).toHaveAttribute('data-opened', 'false');
    expect(storageGet('sidebarStatus')).toBe(0);
    expect(screen.getByTestId('side-menu')).toHaveAttribute('data-collapsed', 'true');
  });

  it('under 1368 px closes the sidebar without animation', async () => {
    await signedInWith(server);
    renderShell('/home');
    setWindowWidth(1300);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(sidebar()).toHaveAttribute('data-opened', 'false'));
    expect(getComputedStyle(sidebar()).transition).toBe('none');
    expect(screen.getByTestId('shell')).toHaveAttribute('data-device', 'desktop');
  });

  it('under 992 px the device is mobile and the sidebar closes on navigation', async () => {
    setWindowWidth(900);
    await signedInWith(server);
    renderShell('/home');
    await waitFor(() => expect(screen.getByTestId('shell')).toHaveAttribute('data-device', 'mobile'));
    expect(settingsStore.getSnapshot().sidebarOpened).toBe(false);
    await userEvent.click(screen.getByTestId('sidebar-toggle'));
    expect(settingsStore.getSnapshot().sidebarOpened).toBe(true);
    act(() => go('/pages/a'));
    await waitFor(() => expect(settingsStore.getSnapshot().sidebarOpened).toBe(false));
  });
});
