import { describe, expect, it } from 'vitest';
import { throttleKey } from '../../server/features/auth/address-throttle.ts';

/**
 * The sign-in throttle counts IPv4 addresses one by one and IPv6 addresses by their /64: a host
 * that owns a /64 and rotates its source address gets no fresh allowance of free failures.
 */
describe('the address the sign-in throttle counts by', () => {
  it('is the IPv4 address itself, also when written as IPv6', () => {
    expect(throttleKey('10.0.0.7')).toBe('10.0.0.7');
    expect(throttleKey('::ffff:10.0.0.7')).toBe('10.0.0.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd',
      '2001:DB8:1:2:ffff::9',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2:0:0:1.2.3.4',
    ]) {
      expect(throttleKey(address), address).toBe(key);
    }
    expect(throttleKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(throttleKey('::1')).toBe('0:0:0:0::/64');
    expect(throttleKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
