import { addressMatcher } from '../../core/http/client-address.ts';

/**
 * The sign-in IP allow-list (system configuration whitelistSwitch / whiteListIp), as JNPF's
 * LoginServiceImpl applies it: when the switch is 1, an account may sign in only from an address
 * on the comma-separated list, and the built-in `admin` account is exempt (JNPF compares the
 * account with its ADMIN_KEY "admin"), so a wrong list cannot lock every administrator out.
 * Other administrators are not exempt. JNPF compares exact addresses; CIDR ranges (10.0.0.0/8)
 * are accepted too. The check runs before the account is looked up, on the account name typed,
 * so the refusal says nothing about which accounts exist.
 */
export const ALLOW_LIST_EXEMPT_ACCOUNT = 'admin';

export function signInAddressAllowed(config: Record<string, string | number | undefined>, account: string, address: string): boolean {
  if (Number(config.whitelistSwitch) !== 1) return true;
  if (account === ALLOW_LIST_EXEMPT_ACCOUNT) return true;
  const entries = String(config.whiteListIp ?? '')
    .split(/[,，;\s]+/)
    .filter(Boolean);
  return addressMatcher(entries)(address);
}
