import { memo, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { matchShellRoute, type ShellRoute } from '../shell-routes.ts';
import { TabKeyContext } from './dirty-registry.ts';
import { PageLoading } from '../page-loading.tsx';
import { tagKey, type TagView } from './tags-model.ts';
import { PaneRouter } from './pane-router.tsx';

interface KeepAliveOutletProps {
  routes: readonly ShellRoute[];
  tags: readonly TagView[];
  versions: Record<string, number>;
  pathname: string;
  search: string;
  /** the "page cache" setting: off means only framed pages stay alive */
  useCache: boolean;
}

const isCached = (route: ShellRoute, useCache: boolean): boolean => Boolean(route.framed) || (useCache && !route.noCache);

/** The kept pages after this render: visited cacheable tabs that are still open, plus the active one. */
function nextMounted(mounted: readonly string[], open: ReadonlySet<string>, activeKey: string, activeCached: boolean): string[] {
  const kept = mounted.filter((key) => open.has(key) || key === activeKey);
  return activeCached && !kept.includes(activeKey) ? [...kept, activeKey] : kept;
}

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key, at) => key === b[at]);

/**
 * Renders every open tab's page and shows only the active one (Vue's keep-alive, done in the
 * layout): a hidden page keeps its state, scroll position, typed input and frames. A page is
 * mounted the first time its tab is shown (restored tabs after a reload stay unmounted until
 * then) and unmounted when its tab closes or is refreshed. Each page sees its own tab's
 * location, so a hidden list does not react to another tab's address: behind PaneRouter and
 * React.memo a navigation draws nothing of a hidden page (issue 17), and showing or hiding a tab
 * renders only its box. React's <Activity mode="hidden"> is not used: it would run the hidden
 * pages' effect clean-ups (the dirty registry, subscriptions, a framed page's listeners), and it
 * defers the hidden pages' work to idle time rather than removing it (decision 0016).
 */
export function KeepAliveOutlet({ routes, tags, versions, pathname, search, useCache }: KeepAliveOutletProps) {
  const activeKey = tagKey(pathname, search);
  const activeRoute = matchShellRoute(routes, pathname);
  const open = new Set(tags.map((tag) => tag.key));
  const [mounted, setMounted] = useState<string[]>([]);
  const wanted = nextMounted(mounted, open, activeKey, activeRoute ? isCached(activeRoute, useCache) : false);
  // Adjusting state while rendering (React's documented pattern) keeps the page list in step with the tabs.
  if (!sameKeys(wanted, mounted)) setMounted(wanted);
  // A tab whose query is its page's state (tagKey drops it) still shows its page the last query it had.
  const fullPath = pathname + (search && search !== '?' ? search : '');
  const [pageStates, setPageStates] = useState<Record<string, string>>({});
  if (fullPath !== activeKey && pageStates[activeKey] !== fullPath) setPageStates({ ...pageStates, [activeKey]: fullPath });
  const locationOf = (key: string) => (key === activeKey ? fullPath : (pageStates[key] ?? key));

  const panes: ReactNode[] = [];
  for (const key of wanted) {
    const route = matchShellRoute(routes, key.split('?')[0]);
    if (!route || !isCached(route, useCache)) continue;
    panes.push(<TabPane key={`${key}#${versions[key] ?? 0}`} tabKey={key} location={locationOf(key)} route={route} active={key === activeKey} />);
  }
  if (activeRoute && !wanted.includes(activeKey)) {
    panes.push(<TabPane key={`${activeKey}#${versions[activeKey] ?? 0}#fresh`} tabKey={activeKey} location={fullPath} route={activeRoute} active />);
  }
  return <>{panes}</>;
}

interface TabPaneProps {
  tabKey: string;
  location: string;
  route: ShellRoute;
  active: boolean;
}

/** One tab's page in its own scroll box; the scroll position is put back when the tab shows again. */
const TabPane = memo(function TabPane({ tabKey, location, route, active }: TabPaneProps) {
  const box = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  useLayoutEffect(() => {
    // A box hidden with display:none forgets its scroll offset; the last one seen is restored.
    if (active && box.current) box.current.scrollTop = scrollTop.current;
  }, [active]);
  return (
    <Box
      ref={box}
      data-testid="tab-pane"
      data-tab={tabKey}
      aria-hidden={!active}
      onScroll={(event) => {
        if (active) scrollTop.current = event.currentTarget.scrollTop;
      }}
      sx={{ position: 'absolute', inset: 0, overflow: 'auto', display: active ? 'block' : 'none' }}
    >
      <TabPage tabKey={tabKey} location={location} route={route} />
    </Box>
  );
});

/** The page itself, apart from the box: showing or hiding its tab does not render it again. */
const TabPage = memo(function TabPage({ tabKey, location, route }: Omit<TabPaneProps, 'active'>) {
  return (
    <TabKeyContext.Provider value={tabKey}>
      {/* Pages are split into chunks: one still downloading shows a spinner in its own pane only. */}
      <Suspense fallback={<PageLoading />}>
        <PaneRouter location={location} path={route.path}>
          {route.element}
        </PaneRouter>
      </Suspense>
    </TabKeyContext.Provider>
  );
});
