import { useMemo, useSyncExternalStore } from 'react';
import { sessionStore } from './session-store.ts';
import { usePagePermissions } from './use-page-permissions.ts';
import type { PagePermissions } from './page-permissions.ts';
import type { MenuItem } from './current-user-types.ts';

/** A page menu's key: its urlAddress without leading slashes or query, as the menu routes read it. */
const pageKeyOf = (menu: MenuItem) => (menu.urlAddress ?? '').replace(/^\/+/, '').split('?')[0];

function findPageMenu(menus: readonly MenuItem[], pageKey: string): MenuItem | undefined {
  for (const menu of menus) {
    if (menu.type === 2 && pageKeyOf(menu) === pageKey) return menu;
    const found = findPageMenu(menu.children ?? [], pageKey);
    if (found) return found;
  }
  return undefined;
}

/**
 * The current user's checks on the page menu whose key (a schema's `page`) is `pageKey`. Row and
 * toolbar extras of the generic list page get their row, not the page's menu id, so the menu is
 * found by its key; with no such menu (outside a menu page) everything shows, as on the list page.
 */
export function usePageKeyPermissions(pageKey: string): PagePermissions {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const modelId = useMemo(() => findPageMenu(session.menuList, pageKey)?.id, [session.menuList, pageKey]);
  return usePagePermissions(modelId);
}
