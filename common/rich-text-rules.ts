import type { Config, DOMPurify } from 'dompurify';

/**
 * How rich text (a notice body) is cleaned, without a DOM of its own, so the server (over jsdom,
 * server/core/rich-text/sanitize-html.ts) and the browser (src/components/rich-text, over the
 * page's window) both run these same rules. DOMPurify's HTML profile (no
 * scripts, event handlers or javascript: URLs) minus everything that can act on its own inside
 * a page (forms, style sheets, plugins), plus the rich-text editor's video frames (allow-listed
 * video services only).
 */
export const NOTICE_HTML_CONFIG: Config = {
  USE_PROFILES: { html: true },
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['allowfullscreen', 'frameborder'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'frame', 'object', 'embed', 'base', 'meta', 'link'],
  FORBID_ATTR: ['srcset', 'formaction'],
  ALLOW_DATA_ATTR: false,
};

/** Links point at http(s) or a path of this site; images may also be inline data images. */
const WEB = /^(https?:\/\/|\/(?!\/))/i;
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,/i;
/**
 * Video frames may only show the embed pages of these video services (https, exact host, path
 * prefix). Never this site's own pages (a framed /sso?token=… or any page of ours would run with
 * our rights) and never an arbitrary address (a notice writer could frame a phishing page).
 */
export const VIDEO_EMBEDS: readonly { host: string; path: string }[] = [
  { host: 'www.youtube.com', path: '/embed/' },
  { host: 'www.youtube-nocookie.com', path: '/embed/' },
  { host: 'player.vimeo.com', path: '/video/' },
  { host: 'player.bilibili.com', path: '/player.html' },
  { host: 'v.qq.com', path: '/txp/iframe/' },
];

/** Whether an iframe address is an embed page of an allow-listed video service (parsed as the browser would). */
export function isAllowedVideo(src: string): boolean {
  if (!/^https:\/\//i.test(src)) return false;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return VIDEO_EMBEDS.some(({ host, path }) => url.hostname === host && url.pathname.startsWith(path));
}

/**
 * A video frame may play and go full screen, never reach the page or navigate it. The players
 * need allow-scripts and allow-same-origin for their own origin: as every allowed src is a
 * foreign, allow-listed origin, allow-same-origin grants only that origin's rights (its own
 * cookies and storage), never this site's. Our own pages can never be framed here.
 */
export const VIDEO_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';
/** The frame's permissions policy: full screen and nothing else (no camera, autoplay, payment…). */
export const VIDEO_ALLOW = 'fullscreen';

function enforceUrls(node: Element): void {
  const tag = node.tagName;
  if (tag === 'IFRAME') {
    if (!isAllowedVideo(node.getAttribute('src') ?? '')) node.remove();
    else {
      node.setAttribute('sandbox', VIDEO_SANDBOX);
      node.setAttribute('allow', VIDEO_ALLOW);
    }
  } else if (tag === 'IMG') {
    const src = node.getAttribute('src') ?? '';
    if (!WEB.test(src) && !DATA_IMAGE.test(src)) node.remove();
  } else if (tag === 'A') {
    // DOMPurify has already dropped an unsafe href; what is left must be http(s) or this site's
    if (!WEB.test(node.getAttribute('href') ?? '')) {
      node.removeAttribute('href');
      node.removeAttribute('target');
      node.removeAttribute('rel');
    } else {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

export function sanitizeWith(purifier: DOMPurify, html: string): string {
  purifier.addHook('afterSanitizeAttributes', enforceUrls);
  try {
    return purifier.sanitize(html, NOTICE_HTML_CONFIG);
  } finally {
    purifier.removeHook('afterSanitizeAttributes', enforceUrls);
  }
}

/** Plain text of a notice body, for the excerpt when none is given. */
export function plainTextWith(purifier: DOMPurify, html: string, max = 100): string {
  // Line and block ends become spaces first, so words of two paragraphs do not run together.
  const spaced = html.replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/td|\/tr)\b[^>]*>/gi, ' $&');
  const text = purifier.sanitize(spaced, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}
