import type { Config, DOMPurify } from 'dompurify';

/**
 * How a notice body is cleaned, without a DOM of its own: the server runs it over jsdom
 * (sanitize-html.ts), the msw mocks over the page's window. DOMPurify's HTML profile (no
 * scripts, event handlers or javascript: URLs) minus everything that can act on its own inside
 * a page (forms, style sheets, plugins), plus the rich-text editor's video frames. The browser's
 * editor and preview apply the same rules (src/entity-screens/widgets/rich-text/rich-text-html.ts).
 */
export const NOTICE_HTML_CONFIG: Config = {
  USE_PROFILES: { html: true },
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['allowfullscreen', 'frameborder'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'frame', 'object', 'embed', 'base', 'meta', 'link'],
  FORBID_ATTR: ['srcset', 'formaction'],
  ALLOW_DATA_ATTR: false,
};

/** Links and videos point at http(s) or a path of this site; images may also be inline data images. */
const WEB = /^(https?:\/\/|\/(?!\/))/i;
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,/i;
/** A video frame may play and go full screen, never reach the page or navigate it. */
export const VIDEO_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';

function enforceUrls(node: Element): void {
  const tag = node.tagName;
  if (tag === 'IFRAME') {
    if (!/^https?:\/\//i.test(node.getAttribute('src') ?? '')) node.remove();
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
  return text.replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim().slice(0, max);
}
