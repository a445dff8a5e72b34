import { useContext, useMemo, type ContextType, type ReactNode } from 'react';
import {
  matchRoutes,
  NavigationType,
  parsePath,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  type RouteObject,
} from 'react-router-dom';

type RouteContextValue = ContextType<typeof RouteContext>;
type LocationContextValue = ContextType<typeof LocationContext>;

/** react-router's route object for one pattern, as <Routes><Route path element /></Routes> builds it. */
const routeObjects = new WeakMap<ReactNode & object, RouteObject[]>();
function routeObjectsOf(path: string, element: ReactNode): RouteObject[] {
  const make = (): RouteObject[] => [{ id: '0', path, element, caseSensitive: false, hasErrorBoundary: false }];
  if (typeof element !== 'object' || element === null) return make();
  const known = routeObjects.get(element);
  if (known && known[0].path === path) return known;
  const made = make();
  routeObjects.set(element, made);
  return made;
}

/** Re-encodes what matchRoutes decoded, as <Routes> does, so relative links resolve the same. */
const encodePath = (encodeLocation: ((to: string) => { pathname: string }) | undefined, pathname: string): string =>
  encodeLocation ? encodeLocation(pathname.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname : pathname;

/**
 * The router as one tab's page sees it: its own location, and its own route match, as values that
 * stay the same objects until that tab's own address changes. react-router hands every <Routes>
 * fresh location and route values on each navigation, and whatever reads them (useLocation,
 * useNavigate, useParams — react-admin's data provider hook among them) renders again with all it
 * draws (issue 17: every hidden 500-row list cost each navigation about 380 ms). Behind these
 * values it draws nothing: React 19 still calls such a component once when the router's own values
 * change (its lazy context propagation does not stop at a nested provider; decisions 0014, 0016),
 * finds its values the same and bails out without rendering anything below it.
 *
 * The match is the one <Routes><Route path={path} element={children} /></Routes> would make, taken
 * here once per address rather than by a <Routes> that React calls in every hidden pane on each
 * navigation (decision 0016: with 39 pages open, that <Routes> matched and encoded anew 39 times).
 * The location is the tab's path with no history state, key "default" and navigation type POP.
 */
export function PaneRouter({ location, path, children }: { location: string; path: string; children: ReactNode }) {
  const { navigator } = useContext(NavigationContext);
  const locationValue = useMemo<LocationContextValue>(
    () => ({
      location: { pathname: '/', search: '', hash: '', state: null, key: 'default', ...parsePath(location) },
      navigationType: NavigationType.Pop,
    }),
    [location],
  );
  const pathname = locationValue.location.pathname;
  const routeValue = useMemo<RouteContextValue | null>(() => {
    const found = matchRoutes(routeObjectsOf(path, children), { pathname });
    if (!found) return null;
    const encodeLocation = navigator.encodeLocation?.bind(navigator);
    const matches = found.map((match) => ({
      ...match,
      pathname: encodePath(encodeLocation, match.pathname),
      pathnameBase: match.pathnameBase === '/' ? '/' : encodePath(encodeLocation, match.pathnameBase),
    }));
    return { outlet: null, matches, isDataRoute: false };
  }, [path, children, pathname, navigator]);
  // A location the pattern does not serve draws nothing, as <Routes> with no match.
  if (!routeValue) return null;
  return (
    <LocationContext.Provider value={locationValue}>
      <RouteContext.Provider value={routeValue}>{children}</RouteContext.Provider>
    </LocationContext.Provider>
  );
}
