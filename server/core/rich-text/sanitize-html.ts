import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import type * as Jsdom from 'jsdom';
import { plainTextWith, sanitizeWith } from '../../../common/rich-text-rules.ts';

let purifier: DOMPurify | undefined;

/**
 * DOMPurify needs a DOM; one jsdom window per process is built on first use and reused. jsdom is
 * required then too, not imported at start: loading it costs about 0.35 s and 50 MiB, and only
 * notices need it (server/README.md, start-up).
 */
function purify(): DOMPurify {
  if (purifier) return purifier;
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof Jsdom;
  purifier = createDOMPurify(new JSDOM('').window);
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
