import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Box, Fab, Tooltip } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import { PasswordCheck } from './password-check.tsx';
import { LastLoginNotice } from './last-login-notice.tsx';
import { isRedirectPath, matchShellRoute, useShellRoutes } from './shell-routes.ts';
import { KeepAliveOutlet } from './tags/keep-alive-outlet.tsx';
import { RedirectHop } from './tags/redirect-hop.tsx';
import { TagsView } from './tags/tags-view.tsx';
import { openTag, tagsStore } from './tags/tags-store.ts';
import { settingsStore } from './settings/settings-store.ts';
import { Navbar } from './layout/navbar.tsx';
import { shellSlots } from './shell-slots.ts';
import { lazyUntilOpen } from './lazy-until-open.tsx';
import { TopMenu } from './layout/top-menu.tsx';
import { Sidebar } from './layout/sidebar.tsx';
import { topEntryFor, visibleMenus } from './layout/menu-selection.ts';
import { useShellMenus } from './layout/use-shell-menus.ts';
import { toggleSidebar, useResponsive } from './layout/use-responsive.ts';
import { viewStateStore } from './layout/view-state.ts';

// The drawer is its own chunk, fetched once the layout shows (docs/architecture.md).
const SettingsDrawer = lazyUntilOpen(() => import('./settings/settings-drawer.tsx').then((m) => m.SettingsDrawer), { preload: true });

/**
 * The layout around signed-in pages (spec §2.5). The navigation mode decides the chrome —
 * classic: side menu; functional: top menu; blend (default): first-level entries on top and the
 * selected entry's children on the left; plain: no menus — while the page area stays at the same
 * place in the tree, so switching modes never drops the kept pages.
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  const routes = useShellRoutes();
  const menus = useShellMenus();
  const settings = useSyncExternalStore(settingsStore.subscribe, settingsStore.getSnapshot);
  const view = useSyncExternalStore(viewStateStore.subscribe, viewStateStore.getSnapshot);
  const { tags, versions } = useSyncExternalStore(tagsStore.subscribe, tagsStore.getSnapshot);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [topId, setTopId] = useState<string | null>(() => (topEntryFor(menus, pathname) ?? visibleMenus(menus)[0] ?? null)?.id ?? null);
  useResponsive();

  const route = matchShellRoute(routes, pathname);
  const redirecting = isRedirectPath(pathname);
  // Every page the shell serves gets its tab; the refresh hop does not.
  useEffect(() => {
    if (route && !redirecting) openTag(pathname, search);
  }, [route, redirecting, pathname, search]);
  // A page picks its first-level entry (blend); /home and /dashboard pick the first one.
  useEffect(() => {
    const entry = topEntryFor(menus, pathname);
    if (entry) setTopId(entry.id);
  }, [menus, pathname]);

  const { layoutType } = settings;
  const chrome = !view.fullscreen && layoutType !== 'plain';
  const top = visibleMenus(menus).find((menu) => menu.id === topId) ?? null;
  const sideMenus = layoutType === 'blend' ? visibleMenus(top?.children) : menus;
  const hasSidebar = chrome && (layoutType === 'classic' || (layoutType === 'blend' && sideMenus.length > 0));
  const topMode = layoutType === 'functional' || layoutType === 'blend' ? layoutType : null;

  return (
    <Box
      data-testid="shell"
      data-layout={layoutType}
      data-device={view.device}
      sx={{ display: 'flex', flexDirection: 'column', height: '100vh', bgcolor: 'background.default', color: 'text.primary' }}
    >
      {chrome && (
        <Navbar
          menus={menus}
          onOpenSettings={() => setSettingsOpen(true)}
          onToggleSidebar={hasSidebar ? toggleSidebar : undefined}
          topMenu={topMode ? <TopMenu menus={menus} mode={topMode} selectedId={topId} onSelect={(menu) => setTopId(menu.id)} /> : undefined}
        />
      )}
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {hasSidebar && (
          <Sidebar
            menus={sideMenus}
            opened={settings.sidebarOpened}
            mobile={view.device === 'mobile'}
            withoutAnimation={view.withoutAnimation}
            onToggle={toggleSidebar}
          />
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
          {settings.tagsView && <TagsView showIcons={settings.tagsIcon} />}
          <Box component="main" data-testid="shell-main" sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
            <KeepAliveOutlet routes={routes} tags={tags} versions={versions} pathname={pathname} search={search} useCache={settings.useCache} />
            {redirecting && <RedirectHop />}
            {/* Paths no shell route serves (react-admin's catch-all) render as react-admin routes them. */}
            {!route && !redirecting && <Box sx={{ position: 'absolute', inset: 0, overflow: 'auto' }}>{children}</Box>}
          </Box>
        </Box>
      </Box>
      {/* Without the navbar the features' floating actions (the message centre) keep messages and chat in reach. */}
      {!chrome && shellSlots().floatingActions.map((Action, index) => <Action key={index} />)}
      {!chrome && (
        // Without the navbar (plain, full screen) a handle on the right edge still reaches the settings.
        <Tooltip title={translate('shell.settings.open')} placement="left">
          <Fab
            size="small"
            color="primary"
            data-testid="settings-open"
            aria-label={translate('shell.settings.open')}
            onClick={() => setSettingsOpen(true)}
            sx={{ position: 'fixed', right: 8, top: '50%' }}
          >
            <SettingsIcon />
          </Fab>
        </Tooltip>
      )}
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <PasswordCheck />
      <LastLoginNotice />
    </Box>
  );
}
