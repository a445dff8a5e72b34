import { useEffect, useState } from 'react';
import type { FramedScreen } from '../../lib/routes/framed-screens.ts';
import type { FramedText } from './messages.ts';
import { frameConfigValue, gctosUserToken } from './framed-api.ts';
import { safeFrameUrl, withBusinessToken } from './frame-address.ts';

export type FrameAddress =
  | { state: 'resolving' }
  | { state: 'ready'; url: string }
  /** `message` is the server's own words (the token's data.msg); otherwise `text` names ours */
  | { state: 'failed'; text?: FramedText; message?: string };

/**
 * Resolves a screen's address: the business token first when the screen needs one (its
 * data.msg, when there is no token, is what the user sees), then the configured address by
 * key; the result must be an http(s) address.
 */
export async function resolveFrameAddress(screen: FramedScreen, origin: string): Promise<FrameAddress> {
  try {
    let token: string | null = null;
    if (screen.token) {
      const answer = await gctosUserToken();
      if ('msg' in answer) return answer.msg ? { state: 'failed', message: answer.msg } : { state: 'failed', text: 'loadFailed' };
      token = answer.token;
    }
    const configured = (await frameConfigValue(screen.configKey)).trim();
    if (!configured) return { state: 'failed', text: 'notConfigured' };
    const url = safeFrameUrl(token === null ? configured : withBusinessToken(configured, token), origin);
    return url ? { state: 'ready', url } : { state: 'failed', text: 'invalidAddress' };
  } catch (error) {
    // A silent refusal (409, spec §8: the offline demo's "needs the server") shows no toast, so its words show here.
    const refusal = error as { code?: unknown; msg?: unknown } | null;
    if (refusal?.code === 409 && typeof refusal.msg === 'string' && refusal.msg) return { state: 'failed', message: refusal.msg };
    // otherwise the request client has already shown the server's message (spec §8)
    return { state: 'failed', text: 'loadFailed' };
  }
}

/** The address of a framed screen, resolved once per mount (a tab refresh remounts and resolves again). */
export function useFrameAddress(screen: FramedScreen): FrameAddress {
  const [address, setAddress] = useState<FrameAddress>({ state: 'resolving' });
  useEffect(() => {
    let live = true;
    setAddress({ state: 'resolving' });
    void resolveFrameAddress(screen, window.location.origin).then((next) => {
      if (live) setAddress(next);
    });
    return () => {
      live = false;
    };
  }, [screen]);
  return address;
}
