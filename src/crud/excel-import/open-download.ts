import { apiBase } from '../../lib/request/request.ts';

/**
 * Opens a signed download link (contract §6.3, spec shell §7's download helper) through an
 * `<a download>`: the API's address goes in front unless the link is already absolute, and the
 * file's name is appended. The link is its own authorisation, so no header is needed, and the page
 * stays where it is while the browser saves the file.
 */
export function openDownload(url: string, name?: string): void {
  let href = url.includes('http') ? url : apiBase + url;
  if (name) href += `${href.includes('?') ? '&' : '?'}name=${encodeURIComponent(name)}`;
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name ?? '';
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
