import { describe, expect, it } from 'vitest';
import { isAllowedFrameOrigin, parseFrameMessage, parseOrigins, setFrameOrigins } from '../../../src/features/framed/frame-messages.ts';

describe('window messages of framed pages (spec §2.4)', () => {
  it('reads the allowed origins from the configured list', () => {
    expect(parseOrigins('https://a.example, http://10.0.0.5:8080/path ,ftp://x, nonsense,')).toEqual(['https://a.example', 'http://10.0.0.5:8080']);
    setFrameOrigins('https://a.example');
    expect(isAllowedFrameOrigin('https://a.example', 'https://me.example')).toBe(true);
    expect(isAllowedFrameOrigin('https://me.example', 'https://me.example')).toBe(true);
    expect(isAllowedFrameOrigin('https://evil.example', 'https://me.example')).toBe(false);
    expect(isAllowedFrameOrigin('null', 'https://me.example')).toBe(false);
    setFrameOrigins('');
    expect(isAllowedFrameOrigin('https://a.example', 'https://me.example')).toBe(false);
  });

  it('takes fr with an http(s) url (relative to the sender) and pdf with a blob', () => {
    expect(parseFrameMessage({ type: 'fr', url: 'https://r.example/report?id=1' }, 'https://a.example')).toEqual({
      type: 'fr',
      url: 'https://r.example/report?id=1',
      title: undefined,
    });
    expect(parseFrameMessage({ type: 'fr', url: '/report', title: '日报' }, 'https://a.example')).toEqual({
      type: 'fr',
      url: 'https://a.example/report',
      title: '日报',
    });
    expect(parseFrameMessage(JSON.stringify({ type: 'fr', url: 'https://r.example/x' }), 'https://a.example')?.type).toBe('fr');
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    expect(parseFrameMessage({ type: 'pdf', blob, title: '提单' }, 'https://a.example')).toEqual({ type: 'pdf', blob, title: '提单' });
  });

  it('ignores everything else', () => {
    for (const data of [
      null,
      1,
      'text',
      '{bad',
      {},
      { type: 'fr' },
      { type: 'fr', url: 'javascript:alert(1)' },
      { type: 'pdf', blob: 'x' },
      { type: 'other', url: 'https://x' },
    ]) {
      expect(parseFrameMessage(data, 'https://a.example')).toBeNull();
    }
  });
});
