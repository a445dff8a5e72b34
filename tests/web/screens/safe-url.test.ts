import { describe, expect, it } from 'vitest';
import { decodeExternalHref, encodeExternalHref, isSameOriginPath, redirectTarget, safeImageUrl } from '../../../common/url-rules.ts';

/** The href /externalLink expects: base64 of the URL-encoded URL (spec §2.1). */
const href = (url: string) => btoa(encodeURIComponent(url));

describe('/externalLink href (spec §2.1, §5 URL checks)', () => {
  it('frames http and https, offers mailto and tel', () => {
    expect(decodeExternalHref(href('https://example.com/a?b=c&d=中文'))).toEqual({ kind: 'frame', url: 'https://example.com/a?b=c&d=%E4%B8%AD%E6%96%87' });
    expect(decodeExternalHref(href('http://example.com/'))).toEqual({ kind: 'frame', url: 'http://example.com/' });
    expect(decodeExternalHref(href('mailto:ops@example.com'))).toEqual({ kind: 'open', url: 'mailto:ops@example.com' });
    expect(decodeExternalHref(href('tel:+8613900000000'))).toEqual({ kind: 'open', url: 'tel:+8613900000000' });
  });

  it('refuses every other scheme and anything that does not decode', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'file:///etc/passwd',
      'ftp://example.com/',
      'blob:https://example.com/x',
      '/relative/path',
      'example.com',
    ]) {
      expect(decodeExternalHref(href(url)), url).toEqual({ kind: 'refused' });
    }
    expect(decodeExternalHref(null)).toEqual({ kind: 'refused' });
    expect(decodeExternalHref('')).toEqual({ kind: 'refused' });
    expect(decodeExternalHref('%%%not base64')).toEqual({ kind: 'refused' });
    // base64 of a URL that was not URL-encoded first, with a stray % that cannot decode
    expect(decodeExternalHref(btoa('https://example.com/%zz'))).toEqual({ kind: 'refused' });
  });

  it('encodes what it decodes', () => {
    for (const url of ['https://example.com/路径?q=港口', 'mailto:a@b.c', 'tel:10086']) {
      expect(decodeExternalHref(encodeExternalHref(url)).kind).not.toBe('refused');
      expect(encodeExternalHref(url)).toBe(btoa(encodeURIComponent(url)));
    }
  });
});

describe('same-origin paths (redirect targets, short links)', () => {
  const good = ['/home', '/noticeInfo?id=1', '/a/b#c'];
  const bad = ['', 'home', '//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/a\nb', '/a\\b', `/${'x'.repeat(1000)}`];
  // One function (common/url-rules.ts) for the browser's hand-over pages and the server's short links.
  it('accepts relative paths of this site only, in the browser and on the server alike', () => {
    for (const value of good) expect(isSameOriginPath(value), value).toBe(true);
    for (const value of bad) expect(isSameOriginPath(value), value).toBe(false);
  });

  it('falls back to /home without a target and refuses a foreign one', () => {
    expect(redirectTarget(null)).toBe('/home');
    expect(redirectTarget('')).toBe('/home');
    expect(redirectTarget('/messageRecord')).toBe('/messageRecord');
    expect(redirectTarget('//evil.example')).toBeNull();
    expect(redirectTarget('https://evil.example')).toBeNull();
  });
});

describe('/showImage sources', () => {
  it('shows same-origin and http(s) images only', () => {
    expect(safeImageUrl('/api/file/Image/userAvatar/a.png')).toBe('/api/file/Image/userAvatar/a.png');
    expect(safeImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    for (const value of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/a.png', 'a.png', '', null]) {
      expect(safeImageUrl(value), String(value)).toBeNull();
    }
  });
});
