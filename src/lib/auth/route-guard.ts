import { isPublicPath, ROOT_REDIRECT } from '../routes/fixed-routes.ts';

/**
 * The route guard of spec §2.2 as a pure decision, so every rule is tested without a browser.
 * `route-guard-view.tsx` carries the decisions out.
 */
export interface GuardInput {
  /** the pathname being opened */
  path: string;
  /** its query string, with or without the leading `?` */
  query: string;
  /** the session's token ('' when signed out) */
  token: string;
  isLocked: boolean;
  /** whether the current user (and so the menu routes) has been loaded */
  menusLoaded: boolean;
  /** the token in localStorage, compared with a hand-over token; the session's token when left out */
  storedToken?: string;
}

export type GuardDecision =
  | { kind: 'proceed' }
  | { kind: 'redirect'; to: string }
  /** fetch the current user, add its routes, then decide again */
  | { kind: 'load-user-then-retry' }
  /** store this token (the /workFlowDetail hand-over), then decide again */
  | { kind: 'store-token-then-retry'; token: string };

/** The title when none is configured (spec §1). */
export const DEFAULT_TITLE = '港口供应链综合服务平台';

const PROCEED: GuardDecision = { kind: 'proceed' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

const isRoot = (path: string) => path === '/' || path === '';

/** `/login/` and `/login` are the same page. */
function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function fullPath(path: string, query: string): string {
  const search = query.replace(/^\?/, '');
  return search ? `${path}?${search}` : path;
}

/** /login?redirect=… keeping the page (and its query) the user wanted. */
export function loginWithRedirect(path: string, query = ''): string {
  return `/login?redirect=${encodeURIComponent(fullPath(path, query))}`;
}

export function decideNavigation(input: GuardInput): GuardDecision {
  const path = normalise(input.path);
  const query = new URLSearchParams(input.query.replace(/^\?/, ''));
  const storedToken = input.storedToken ?? input.token;

  // "/" goes to the index, signed in or not.
  if (isRoot(path)) return redirect(ROOT_REDIRECT);

  // A workflow link can bring its own token; it replaces a different stored one. This comes before
  // the sign-in check so the link also works in a browser that has no session yet.
  if (path === '/workFlowDetail') {
    const handed = query.get('token');
    if (handed && handed !== storedToken) return { kind: 'store-token-then-retry', token: handed };
  }

  if (!input.token) return isPublicPath(path) ? PROCEED : redirect(loginWithRedirect(path, input.query));

  if (input.isLocked && path !== '/lockScreen' && path !== '/login') return redirect('/lockScreen');

  if (path === '/login') {
    // An outside system signing the user in hands over token, signature and jumpTo; the login page handles it.
    const handover = Boolean(query.get('token') && query.get('signature') && query.get('jumpTo'));
    return handover ? PROCEED : redirect('/home');
  }

  if (!input.menusLoaded) return { kind: 'load-user-then-retry' };
  return PROCEED;
}

/**
 * Where a failed user load sends the user (spec §2.2): the index from the root or the index, else
 * login; a public page stays where it is (with the session reset, it needs none).
 */
export function failureTarget(path: string, query = ''): string {
  const normalised = normalise(path);
  if (isRoot(normalised) || normalised === '/index') return '/index';
  if (isPublicPath(normalised)) return fullPath(normalised, query);
  return loginWithRedirect(normalised, query);
}

/** "route title - system title", or the system title alone; the fallback when no title is configured. */
export function pageTitle(routeTitle: string | null | undefined, sysTitle: string | null | undefined, fallback: string = DEFAULT_TITLE): string {
  const base = sysTitle || fallback;
  return routeTitle ? `${routeTitle} - ${base}` : base;
}

/** No progress bar for the root and the index (spec §2.2). */
export function showsProgress(path: string): boolean {
  const normalised = normalise(path);
  return !isRoot(normalised) && normalised !== '/index';
}
