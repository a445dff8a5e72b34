import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { changeSetting, settingsStore } from '../settings/settings-store.ts';
import { responsiveFor, updateViewState, viewStateStore } from './view-state.ts';

/**
 * The breakpoints of spec §2.2: under 1368 px the sidebar closes without animation; under 992 px
 * the device becomes mobile, and there the sidebar closes on every navigation.
 */
export function useResponsive(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const apply = () => {
      const { device, closeSidebar } = responsiveFor(window.innerWidth);
      updateViewState({ device });
      if (closeSidebar && settingsStore.getSnapshot().sidebarOpened) {
        updateViewState({ withoutAnimation: true });
        changeSetting('sidebarOpened', false);
      }
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);

  useEffect(() => {
    if (viewStateStore.getSnapshot().device === 'mobile' && settingsStore.getSnapshot().sidebarOpened) {
      updateViewState({ withoutAnimation: false });
      changeSetting('sidebarOpened', false);
    }
  }, [pathname]);
}

/** Opening or closing by hand always slides. */
export function toggleSidebar(): void {
  updateViewState({ withoutAnimation: false });
  changeSetting('sidebarOpened', !settingsStore.getSnapshot().sidebarOpened);
}
