import { useMemo, useSyncExternalStore } from 'react';
import { sessionStore } from '../../lib/auth/session-store.ts';
import { usePagePermissions } from '../../lib/auth/use-page-permissions.ts';
import type { PagePermissions } from '../../lib/auth/page-permissions.ts';
import type { MenuItem } from '../../lib/auth/current-user-types.ts';
import { entityResources } from '../../lib/data/entity-resource.ts';

/** The page key the generic list page serves data interfaces at (schemas/data-interface.schema.json `page`). */
const PAGE_KEY = entityResources.dataInterface.page ?? 'systemData/dataInterface';

/** A page menu's key: its urlAddress without leading slashes or query, as the menu routes read it. */
const pageKeyOf = (menu: MenuItem) => (menu.urlAddress ?? '').replace(/^\/+/, '').split('?')[0];

function findPageMenu(menus: readonly MenuItem[]): MenuItem | undefined {
  for (const menu of menus) {
    if (menu.type === 2 && pageKeyOf(menu) === PAGE_KEY) return menu;
    const found = findPageMenu(menu.children ?? []);
    if (found) return found;
  }
  return undefined;
}

/**
 * The current user's checks on the data-interface page. Row extras get only their row from the
 * generic list page, not its menu id, so the menu is found by the page key; with no such menu
 * (outside a menu page) everything shows, as on the list page itself.
 */
export function useInterfacePagePermissions(): PagePermissions {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const modelId = useMemo(() => findPageMenu(session.menuList)?.id, [session.menuList]);
  return usePagePermissions(modelId);
}
