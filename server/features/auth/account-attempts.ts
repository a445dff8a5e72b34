import type { Db } from '../../core/db/database.ts';
import { AppError } from '../../core/http/app-error.ts';

/**
 * The account lockout (contract §2.2: passwordErrorsNumber tries, then enabledMark 2 until an
 * administrator unlocks (lockType 1) or lockTime minutes pass (lockType 2)), safe under parallel
 * attempts. Every password check first takes one of the account's tries in a single UPDATE that
 * only succeeds while tries are left; a success gives them back. So with a limit of 5, fifty
 * parallel attempts take five tries and check five passwords, and the fifth failure locks.
 * One statement, so it holds on SQLite and PostgreSQL, across processes.
 */

export interface LockPolicy {
  /** passwordErrorsNumber; 0 never locks */
  limit: number;
  /** lockType 2 locks for `minutes`; 1 until an administrator unlocks */
  minutes: number | null;
}

export function lockPolicyOf(config: Record<string, string | number | undefined>): LockPolicy {
  const limit = Math.max(0, Math.trunc(Number(config.passwordErrorsNumber)) || 0);
  return { limit, minutes: Number(config.lockType) === 2 ? Math.max(0, Number(config.lockTime) || 0) : null };
}

export class AccountAttempts {
  constructor(private readonly db: Db) {}

  /**
   * Takes one try of the account: true when one was left (an expired delay lock is lifted on the
   * way), false when the account is locked or its last try is being checked right now.
   */
  async take(userId: string, policy: LockPolicy, now = Date.now()): Promise<{ taken: true; failures: number } | { taken: false }> {
    const row = await this.db
      .updateTable('base_user')
      .set((eb) => ({
        // a lifted lock starts counting again from this attempt
        errorCount: eb
          .case()
          .when('enabledMark', '=', 2)
          .then(eb.lit(1))
          .else(eb(eb.fn.coalesce('errorCount', eb.lit(0)), '+', eb.lit(1)))
          .end(),
        enabledMark: eb.lit(1),
        unlockTime: null,
      }))
      .where('id', '=', userId)
      .where((eb) =>
        eb.or([
          policy.limit > 0
            ? eb.and([eb('enabledMark', '=', 1), eb(eb.fn.coalesce('errorCount', eb.lit(0)), '<', eb.lit(policy.limit))])
            : eb('enabledMark', '=', 1),
          eb.and([eb('enabledMark', '=', 2), eb('unlockTime', 'is not', null), eb('unlockTime', '<=', now)]),
        ]),
      )
      .returning('errorCount')
      .executeTakeFirst();
    return row ? { taken: true, failures: Number(row.errorCount ?? 0) } : { taken: false };
  }

  /**
   * A failed check keeps its try; the one that used the last try locks the account. Answers the
   * refusal to give: locked (with the minutes left) or wrong credentials.
   */
  async failed(userId: string, failures: number, policy: LockPolicy, now = Date.now()): Promise<AppError> {
    if (policy.limit === 0 || failures < policy.limit) return new AppError('wrongCredentials');
    const unlockTime = policy.minutes === null ? null : now + policy.minutes * 60_000;
    await this.db.updateTable('base_user').set({ enabledMark: 2, unlockTime }).where('id', '=', userId).where('enabledMark', '=', 1).execute();
    return lockedError(unlockTime, now);
  }

  /** A correct password gives the tries back; false when a parallel failure locked the account meanwhile. */
  async succeeded(
    userId: string,
    extra: { lastLoginTime?: number; lastLoginIPAddress?: string; prevLoginTime?: number | null; prevLoginIPAddress?: string | null } = {},
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('base_user')
      .set({ errorCount: 0, ...extra })
      .where('id', '=', userId)
      .where('enabledMark', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Why no try was left: the account's lock as it stands. An account whose tries are used up but
   * that is not locked yet (its last try is being checked by a parallel attempt, or the limit was
   * lowered under it) is locked now, so it never stays open-but-unusable.
   */
  async refusal(userId: string, policy: LockPolicy, now = Date.now()): Promise<AppError> {
    const row = await this.db.selectFrom('base_user').select(['enabledMark', 'unlockTime']).where('id', '=', userId).executeTakeFirst();
    if (row?.enabledMark === 2) return lockedError(row.unlockTime, now);
    if (!row || row.enabledMark !== 1) return new AppError('accountDisabled');
    const unlockTime = policy.minutes === null ? null : now + policy.minutes * 60_000;
    await this.db
      .updateTable('base_user')
      .set({ enabledMark: 2, unlockTime })
      .where('id', '=', userId)
      .where('enabledMark', '=', 1)
      .where((eb) => eb(eb.fn.coalesce('errorCount', eb.lit(0)), '>=', eb.lit(Math.max(1, policy.limit))))
      .execute();
    return lockedError(unlockTime, now);
  }
}

export function lockedError(unlockTime: number | null, now = Date.now()): AppError {
  if (unlockTime === null) return new AppError('accountLocked');
  return new AppError('accountLockedFor', { params: { minutes: Math.max(1, Math.ceil((unlockTime - now) / 60_000)) } });
}
