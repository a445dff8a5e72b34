/**
 * A readable place for an IP address. No geolocation database ships with the platform and no
 * outside service may be called, so private and loopback addresses read 本地局域网 (as JNPF
 * shows them) and everything else 未知.
 */
export function placeOfIp(ip: string): string {
  const v4 = ip.replace(/^::ffff:/, '');
  if (v4 === '::1' || /^127\./.test(v4) || /^10\./.test(v4) || /^192\.168\./.test(v4) || /^172\.(1[6-9]|2\d|3[01])\./.test(v4)) {
    return '本地局域网';
  }
  return '未知';
}
