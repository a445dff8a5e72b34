import DOMPurify from 'dompurify';
import { isAllowedVideo, sanitizeWith } from '../../../common/rich-text-rules.ts';

export { isAllowedVideo };

const HTTP = /^https?:\/\//i;

/**
 * Rich-text HTML made safe to show or to load into the editor: the very rules the server keeps
 * notice bodies by (common/rich-text-rules.ts), run over the page's own DOMPurify.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeWith(DOMPurify, html);
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
