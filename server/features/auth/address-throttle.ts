import type { Db } from '../../core/db/database.ts';
import { newId } from '../../core/db/ids.ts';
import { normaliseAddress } from '../../core/http/client-address.ts';

/**
 * The per-address sign-in throttle (docs/security/sign-in-policy.md). Failed sign-ins are counted
 * per client address over a sliding window; past a few failures the address must solve a captcha
 * with every further attempt, and past many it is refused until old failures slide out. Either
 * refusal happens before the account is looked at, so an anonymous caller cannot keep an account
 * locked at the price of five requests.
 *
 * An attempt is booked before its password is checked and released when it succeeds (or is refused
 * for reasons that say nothing about the password). Its rank among the address's booked attempts
 * decides its fate. Bookings from one address take turns (each first writes the address's row in
 * base_sign_in_address, which holds that row until it commits, on SQLite and PostgreSQL alike), so
 * fifty parallel attempts get fifty different ranks instead of all reading "no failures yet".
 */

/** How far back failures count. */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** At most this many failures an address may have in the window, even with captchas. */
export const ADDRESS_FAILURE_CEILING = 30;
/** Failures an address may have without a captcha when the account lockout is off. */
const FREE_FAILURES_WITHOUT_LOCKOUT = 5;

/**
 * Failures an address may collect in the window before it must solve captchas: one fewer than
 * the account lockout (passwordErrorsNumber), at most five, so one address alone cannot lock an
 * account inside one window without solving a captcha. A lockout of one try means every attempt
 * needs the captcha.
 */
export function freeFailures(passwordErrorsNumber: number): number {
  const limit = Math.trunc(Number(passwordErrorsNumber)) || 0;
  if (limit <= 0) return FREE_FAILURES_WITHOUT_LOCKOUT;
  return Math.min(FREE_FAILURES_WITHOUT_LOCKOUT, limit - 1);
}

export interface BookedAttempt {
  id: string;
  address: string;
  /** 1 for the address's first booked attempt in the window, counting this one */
  rank: number;
}

/**
 * What the throttle counts by: an IPv4 address, or an IPv6 address's /64 network. One host is
 * usually handed a whole /64 and can pick any address in it, so counting full IPv6 addresses would
 * give it a fresh allowance of free failures per address.
 */
export function throttleKey(address: string): string {
  const normalised = normaliseAddress(address).split('%')[0] ?? '';
  if (!normalised.includes(':')) return normalised;
  const [head = '', tail] = normalised.toLowerCase().split('::');
  const groupsOf = (part: string) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/u, ''))
    .join(':')}::/64`;
}

export class AddressThrottle {
  constructor(private readonly db: Db) {}

  /** Books an attempt from the address and answers its rank in the window. */
  async book(address: string, now = Date.now()): Promise<BookedAttempt> {
    const normalised = throttleKey(address);
    const cutoff = now - THROTTLE_WINDOW_MS;
    await this.db.deleteFrom('base_sign_in_failure').where('createdAt', '<', cutoff).execute();
    await this.db.deleteFrom('base_sign_in_address').where('lastAttemptAt', '<', cutoff).execute();
    return this.db.transaction().execute(async (trx) => {
      // the address's turn: a parallel booking from the same address waits here until this one commits
      await trx
        .insertInto('base_sign_in_address')
        .values({ id: normalised, lastAttemptAt: now })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ lastAttemptAt: now }))
        .execute();
      const id = newId();
      await trx.insertInto('base_sign_in_failure').values({ id, address: normalised, createdAt: now }).execute();
      const row = await trx
        .selectFrom('base_sign_in_failure')
        .select((eb) => eb.fn.countAll().as('rank'))
        .where('address', '=', normalised)
        .where('createdAt', '>=', cutoff)
        .executeTakeFirst();
      return { id, address: normalised, rank: Number(row?.rank ?? 1) };
    });
  }

  /** The attempt did not fail (signed in, or refused before its password counted): forget it. */
  async release(attempt: BookedAttempt): Promise<void> {
    await this.db.deleteFrom('base_sign_in_failure').where('id', '=', attempt.id).execute();
  }

  /** Failures (and attempts under way) the address has in the window. */
  async failures(address: string, now = Date.now()): Promise<number> {
    const row = await this.db
      .selectFrom('base_sign_in_failure')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('address', '=', throttleKey(address))
      .where('createdAt', '>=', now - THROTTLE_WINDOW_MS)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** Minutes until the address is below the ceiling again: when its oldest counted failure slides out. */
  async minutesUntilBelowCeiling(address: string, now = Date.now()): Promise<number> {
    const row = await this.db
      .selectFrom('base_sign_in_failure')
      .select((eb) => eb.fn.min('createdAt').as('oldest'))
      .where('address', '=', throttleKey(address))
      .where('createdAt', '>=', now - THROTTLE_WINDOW_MS)
      .executeTakeFirst();
    const oldest = Number(row?.oldest ?? now);
    return Math.max(1, Math.ceil((oldest + THROTTLE_WINDOW_MS - now) / 60_000));
  }
}
