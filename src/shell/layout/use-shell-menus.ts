import { useMemo, useSyncExternalStore } from 'react';
import { sessionStore } from '../../lib/auth/session-store.ts';
import type { MenuItem } from '../../lib/auth/current-user-types.ts';
import { buildMenuRoutes } from '../../lib/routes/menu-routes.ts';

/** The current system's menu tree with paths filled in (in-app paths, or outside URLs for links). */
export function useShellMenus(): MenuItem[] {
  const { menuList, token, sysConfigInfo } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const tokenHostAllowList = sysConfigInfo?.tokenHostAllowList;
  return useMemo(() => {
    const origin = window.location.origin;
    return buildMenuRoutes(menuList, { token, dataV: `${origin}/DataV`, origin, tokenHostAllowList }).menus;
  }, [menuList, token, tokenHostAllowList]);
}
