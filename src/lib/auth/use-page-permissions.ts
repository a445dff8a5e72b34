import { useMemo, useSyncExternalStore } from 'react';
import { sessionStore } from './session-store.ts';
import { pagePermissions, type PagePermissions } from './page-permissions.ts';

/** The current user's checks on the page whose menu id is `modelId`, following the session. */
export function usePagePermissions(modelId: string | null | undefined): PagePermissions {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  return useMemo(() => pagePermissions(session.menuList, session.permissionList, modelId), [session.menuList, session.permissionList, modelId]);
}
