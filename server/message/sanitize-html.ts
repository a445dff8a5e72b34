import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: DOMPurify | undefined;

/** DOMPurify needs a DOM; one jsdom window per process is built on first use and reused. */
function purify(): DOMPurify {
  purifier ??= createDOMPurify(new JSDOM('').window);
  return purifier;
}

/**
 * Notice bodies are rich text from the editor and are shown as HTML to every recipient, so they
 * are cleaned when stored: DOMPurify's HTML profile (no scripts, event handlers or javascript:
 * URLs) minus everything that can act on its own inside a page (forms, frames, style sheets).
 */
export function sanitizeNoticeHtml(html: string): string {
  return purify().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'],
    FORBID_ATTR: ['srcset', 'formaction'],
    ALLOW_DATA_ATTR: false,
  });
}

/** Plain text of a notice body, for the excerpt when none is given. */
export function plainText(html: string, max = 100): string {
  // Line and block ends become spaces first, so words of two paragraphs do not run together.
  const spaced = html.replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/td|\/tr)\b[^>]*>/gi, ' $&');
  const text = purify().sanitize(spaced, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
  return text.replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim().slice(0, max);
}
