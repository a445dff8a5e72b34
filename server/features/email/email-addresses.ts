import type { Db } from '../../core/db/database.ts';

/** At most this many addresses in recipient, cc and bcc together. */
export const MAX_RECIPIENTS = 200;

/**
 * The addresses of one address field as typed: separated by commas, semicolons (either width) or
 * white space, each once (case does not tell two addresses apart).
 */
export function addressesOf(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const address of (text ?? '').split(/[,;，；\s]+/)) {
    const key = address.toLowerCase();
    if (address === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(address);
  }
  return result;
}

/** The addresses again as one field keeps them. */
export const joinAddresses = (addresses: readonly string[]): string => addresses.join(',');

export interface ResolvedAddresses {
  /** the platform users the addresses name, each once */
  userIds: string[];
  /** addresses that name no platform user */
  unknown: string[];
}

/**
 * Which platform users the addresses name: an address is a user's account, or else a user's
 * e-mail address (case-insensitive). Sub-accounts look like addresses (mobile@account), which is
 * why the account is tried first.
 */
export async function resolveAddresses(db: Db, addresses: readonly string[]): Promise<ResolvedAddresses> {
  if (addresses.length === 0) return { userIds: [], unknown: [] };
  const lowered = addresses.map((address) => address.toLowerCase());
  const rows = await db
    .selectFrom('base_user')
    .select(['id', 'account', 'email'])
    .where((eb) => eb.or([eb('account', 'in', [...addresses]), eb(eb.fn('lower', ['email']), 'in', lowered)]))
    .execute();
  const byAccount = new Map(rows.filter((row) => row.account).map((row) => [row.account as string, row.id]));
  const byEmail = new Map(rows.filter((row) => row.email).map((row) => [(row.email as string).toLowerCase(), row.id]));
  const userIds = new Set<string>();
  const unknown: string[] = [];
  for (const address of addresses) {
    const id = byAccount.get(address) ?? byEmail.get(address.toLowerCase());
    if (id) userIds.add(id);
    else unknown.push(address);
  }
  return { userIds: [...userIds], unknown };
}
