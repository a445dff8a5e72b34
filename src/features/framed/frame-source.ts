import type { FixedRoute } from '../../lib/routes/fixed-routes.ts';

/**
 * What a framed page frames: a menu's business screen (src/lib/routes/framed-screens.ts) or a fixed
 * page of spec §2.1/§2.2 (FixedRoute.frame). `public` pages read their address without a session
 * (GET /api/portal/PageAddress); the others through GET /api/system/SysConfig/getValueByKey.
 */
export interface FrameSource {
  /** names the page in data-screen (the cache name of a menu screen, the path of a fixed page) */
  name: string;
  configKey: string;
  /** fetch the user's business token first and put it in the address */
  token: boolean;
  public?: boolean;
}

const fixedSources = new Map<string, FrameSource>();

/**
 * A fixed route's frame source, one object per path: the address is resolved again whenever the
 * source changes, so a re-render must not make a new one.
 */
export function fixedFrameSource(route: FixedRoute): FrameSource | undefined {
  if (!route.frame) return undefined;
  let source = fixedSources.get(route.path);
  if (!source) {
    source = { name: route.path.slice(1), configKey: route.frame.configKey, token: route.frame.token === true, public: route.public };
    fixedSources.set(route.path, source);
  }
  return source;
}
