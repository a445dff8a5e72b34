import DOMPurify, { type Config } from 'dompurify';

const HTTP = /^https?:\/\//i;
/** Links and images point at http(s) or a path of this site; images may also be inline data images (Quill's image button). */
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

/**
 * The rich-text profile: DOMPurify's HTML profile (no scripts, event handlers or javascript:
 * URLs) minus what can act on its own inside a page (forms, style sheets, plugins), plus the
 * editor's video frames (allow-listed video services only). The server keeps notice bodies by
 * the same rules (server/message/notice-html-rules.ts).
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['allowfullscreen', 'frameborder'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'frame', 'object', 'embed', 'base', 'meta', 'link'],
  FORBID_ATTR: ['srcset', 'formaction'],
  ALLOW_DATA_ATTR: false,
};

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

/**
 * Rich-text HTML made safe to show or to load into the editor. The same rules as the server's
 * (server/message/notice-html-rules.ts; src never imports server code, so they are written twice
 * and tests/server/rich-text-rules.test.ts holds both to the same cases).
 */
export function sanitizeRichText(html: string): string {
  DOMPurify.addHook('afterSanitizeAttributes', enforceUrls);
  try {
    return DOMPurify.sanitize(html, CONFIG);
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', enforceUrls);
  }
}

/** An address typed into the link or video box: http(s) as it is, a bare host given https, anything else refused (null). */
export function httpUrl(typed: string): string | null {
  const url = typed.trim();
  if (HTTP.test(url)) return url;
  if (/^[\w-]+(\.[\w-]+)+(:\d+)?(\/\S*)?$/.test(url)) return `https://${url}`;
  return null;
}

/**
 * The editor's semantic HTML as the field keeps it: Quill 2 writes every space as &nbsp;, which
 * would stop lines wrapping, so a lone one becomes a space again and a run keeps its width; an
 * editor holding nothing is the empty string.
 */
export function fieldHtml(semanticHtml: string, isEmpty: boolean): string {
  if (isEmpty) return '';
  return semanticHtml.replace(/(?:&nbsp;)+/g, (run) => ` ${'&nbsp;'.repeat(run.length / 6 - 1)}`);
}
