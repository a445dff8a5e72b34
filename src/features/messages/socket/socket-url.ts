/**
 * The socket address of contract §5.1: ws or wss after the page's scheme, this page's host (or
 * the API base when the API lives elsewhere), then /api/message/websocket/{token}. The token is
 * URI-encoded ("bearer eyJ…" holds a space), as FE36v3 does and the server decodes.
 */
export function socketUrl(token: string, location: Pick<Location, 'protocol' | 'host'>, apiBase = ''): string {
  const path = `/api/message/websocket/${encodeURIComponent(token)}`;
  if (/^https?:\/\//.test(apiBase)) return apiBase.replace(/^http/, 'ws').replace(/\/$/, '') + path;
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}
