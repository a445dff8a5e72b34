import { apiBase } from '../../../lib/request/request.ts';

/**
 * The address a download opens (spec lowcode §7, shell §7 "download helper"; contract §6.3
 * `jnpf.downloadFile`): the API's base address before a path of this server, nothing before an
 * address that already names its host (it contains "http"), and the name the browser saves the
 * file under as `name=` after the signed query, when one is given.
 */
export function downloadHref(url: string, name?: string, base: string = apiBase): string {
  const address = url.includes('http') ? url : base + url;
  if (!name) return address;
  return `${address}${address.includes('?') ? '&' : '?'}name=${encodeURIComponent(name)}`;
}

/**
 * Opens a download the way JNPF does: a hidden `<a download>` clicked once. The signed link is the
 * whole authorisation (contract §6.3), so no Authorization header is needed and the browser streams
 * the file straight to disk instead of holding it in memory.
 */
export function openDownload(href: string, name?: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name ?? '';
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
