/**
 * A same-origin relative path: starts with one `/`, never `//` or `/\` (which browsers read as
 * another host), no control characters, no scheme. The browser's twin is
 * src/screens/portal-common/safe-url.ts; both refuse the same inputs.
 */
export function isSameOriginPath(value: string): boolean {
  if (value.length === 0 || value.length > 1000) return false;
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  return true;
}
