import { useMemo, type ContextType, type ReactNode } from 'react';
import { NavigationType, parsePath, UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext } from 'react-router-dom';

type RouteContextValue = ContextType<typeof RouteContext>;
type LocationContextValue = ContextType<typeof LocationContext>;

/** What a top-level <Routes> sees: no parent route. The same object for every pane, for ever. */
const PANE_ROUTE_CONTEXT: RouteContextValue = { outlet: null, matches: [], isDataRoute: false };

/**
 * The router as one tab's page sees it: its own location, as a value that stays the same object
 * until that tab's own address changes, and no parent route. react-router hands every <Routes>
 * fresh location and route values on each navigation, and whatever reads them (useLocation,
 * useNavigate, useParams — react-admin's data provider hook among them) renders again with all it
 * draws (issue 17: every hidden 500-row list cost each navigation about 380 ms). Behind these
 * values it draws nothing: React 19 still calls such a component once when the router's own values
 * change (its lazy context propagation does not stop at a nested provider), finds its values the
 * same and bails out without rendering anything below it.
 *
 * The location is the tab's path with no history state, key "default" and navigation type POP,
 * as <Routes location> gave it before.
 */
export function PaneRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<LocationContextValue>(
    () => ({
      location: { pathname: '/', search: '', hash: '', state: null, key: 'default', ...parsePath(location) },
      navigationType: NavigationType.Pop,
    }),
    [location],
  );
  return (
    <RouteContext.Provider value={PANE_ROUTE_CONTEXT}>
      <LocationContext.Provider value={value}>{children}</LocationContext.Provider>
    </RouteContext.Provider>
  );
}
