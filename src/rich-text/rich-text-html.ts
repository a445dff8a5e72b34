import DOMPurify, { type Config } from 'dompurify';

const HTTP = /^https?:\/\//i;
/** Links and images point at http(s) or a path of this site; images may also be inline data images (Quill's image button). */
const WEB = /^(https?:\/\/|\/(?!\/))/i;
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,/i;
/** A video frame may play and go full screen, never reach the page or navigate it. */
export const VIDEO_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';

/**
 * The rich-text profile: DOMPurify's HTML profile (no scripts, event handlers or javascript:
 * URLs) minus what can act on its own inside a page (forms, style sheets, plugins), plus the
 * editor's video frames. The server keeps notice bodies by the same rules
 * (server/message/notice-html-rules.ts).
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
    if (!HTTP.test(node.getAttribute('src') ?? '')) node.remove();
    else node.setAttribute('sandbox', VIDEO_SANDBOX);
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
