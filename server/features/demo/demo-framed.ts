import { FRAME_ADDRESS_KEYS } from '../../core/sys-config/frame-config-keys.ts';

/**
 * Demo addresses of the framed business pages (spec §2.4): every key points at the small page
 * the platform itself serves (public/framed-demo/), which shows what it received and can send
 * the fr/pdf window messages, so the demo needs no outside host. The keys of screens that
 * carry the business token put it in the fragment through the `{token}` placeholder: the page
 * reads it there and it never reaches a request log.
 */
const TOKEN_KEYS = new Set<string>(['classesplanUrl', 'landRegistrationUrl', 'importReleaseUrl', 'createBillLoginUserUrl']);

export const demoFrameConfig: Record<string, string> = Object.fromEntries(
  FRAME_ADDRESS_KEYS.map((key) => [key, `/framed-demo/index.html?screen=${key}${TOKEN_KEYS.has(key) ? '#token={token}' : ''}`]),
);
