import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { plainTextWith, sanitizeWith } from '../../../common/rich-text-rules.ts';

let purifier: DOMPurify | undefined;

/** DOMPurify needs a DOM; one jsdom window per process is built on first use and reused. */
function purify(): DOMPurify {
  purifier ??= createDOMPurify(new JSDOM('').window);
  return purifier;
}

/**
 * Notice bodies are rich text from the editor and are shown as HTML to every recipient, so they
 * are cleaned when stored (the rules: common/rich-text-rules.ts, which the browser runs too).
 */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeWith(purify(), html);
}

/** Plain text of a notice body, for the excerpt when none is given. */
export function plainText(html: string, max = 100): string {
  return plainTextWith(purify(), html, max);
}
