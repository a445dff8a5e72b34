import { useEffect, useState } from 'react';
import type { FramedText } from './messages.ts';
import type { FrameSource } from './frame-source.ts';
import { frameConfigValue, gctosUserToken, publicPageAddress } from './framed-api.ts';
import { safeFrameUrl, withBusinessToken, withPageQuery } from './frame-address.ts';

export type FrameAddress =
  | { state: 'resolving' }
  | { state: 'ready'; url: string }
  /** `message` is the server's own words (the token's data.msg); otherwise `text` names ours */
  | { state: 'failed'; text?: FramedText; message?: string };

/**
 * Resolves a screen's address: the business token first when the screen needs one (its
 * data.msg, when there is no token, is what the user sees), then the configured address by
 * key (a public page's through the public lookup); the result must be an http(s) address. A
 * page's own query (`?id=…` of a detail page) is passed on to the address, which keeps its own
 * parameters where both name one.
 */
export async function resolveFrameAddress(screen: FrameSource, origin: string, pageQuery = ''): Promise<FrameAddress> {
  try {
    let token: string | null = null;
    if (screen.token) {
      const answer = await gctosUserToken();
      if ('msg' in answer) return answer.msg ? { state: 'failed', message: answer.msg } : { state: 'failed', text: 'loadFailed' };
      token = answer.token;
    }
    const configured = (await (screen.public ? publicPageAddress(screen.configKey) : frameConfigValue(screen.configKey))).trim();
    if (!configured) return { state: 'failed', text: 'notConfigured' };
    const url = safeFrameUrl(token === null ? configured : withBusinessToken(configured, token), origin);
    return url ? { state: 'ready', url: withPageQuery(url, pageQuery) } : { state: 'failed', text: 'invalidAddress' };
  } catch (error) {
    // A silent refusal (409, spec §8: the offline demo's "needs the server") shows no toast, so its words show here.
    const refusal = error as { code?: unknown; msg?: unknown } | null;
    if (refusal?.code === 409 && typeof refusal.msg === 'string' && refusal.msg) return { state: 'failed', message: refusal.msg };
    // otherwise the request client has already shown the server's message (spec §8)
    return { state: 'failed', text: 'loadFailed' };
  }
}

/**
 * The address of a framed screen, resolved once per mount (a tab refresh remounts and resolves
 * again) and again when the page's query changes.
 */
export function useFrameAddress(screen: FrameSource, pageQuery = ''): FrameAddress {
  const [address, setAddress] = useState<FrameAddress>({ state: 'resolving' });
  useEffect(() => {
    let live = true;
    setAddress({ state: 'resolving' });
    void resolveFrameAddress(screen, window.location.origin, pageQuery).then((next) => {
      if (live) setAddress(next);
    });
    return () => {
      live = false;
    };
  }, [screen, pageQuery]);
  return address;
}
