import type { Db } from '../../core/db/database.ts';
import type { SessionService } from '../../core/identity/session-service.ts';
import { AppError } from '../../core/http/app-error.ts';
import { assertMayActOnUsers, rankOf } from '../../core/identity/rank.ts';

/** One row of the online-user list: one live session (contract §4.16). */
export interface OnlineUserRow {
  /** the session's row id (SHA-256 of the token): names the session, cannot be used as a token */
  id: string;
  userId: string;
  userAccount: string;
  userName: string;
  loginTime: number;
  loginIPAddress: string;
  loginPlatForm: string;
}

/** At most this many sessions are listed at once: far beyond a real port's, short of a memory problem. */
export const MAX_LISTED_SESSIONS = 5000;

/**
 * Who is signed in, and forced offline. "Online" means a live session in the shared database
 * (unrevoked, unexpired) rather than an open socket, so every process sees the same list and a
 * user signed in without the message socket is listed too; JNPF's list is session-based as well.
 * Forced offline ends one session (the `{id}` of the list, so an administrator can end one
 * stale device of a user and leave the others) or all of a user's; the revocation closes that session's sockets
 * on every process through the fan-out, with the forcedOffline text in the logout frame.
 */
export class OnlineUserService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
  ) {}

  private live() {
    return this.db
      .selectFrom('base_user_session as s')
      .innerJoin('base_user as u', 'u.id', 's.userId')
      .where('s.revokedAt', 'is', null)
      .where('s.expiresAt', '>', Date.now());
  }

  /**
   * The live sessions, newest sign-in first, those of users or sessions matching the keyword when
   * one is given. The whole list at once: the stock client reads `data` as the list (contract §4.16).
   */
  async list(keyword: string | undefined): Promise<OnlineUserRow[]> {
    let base = this.live();
    const word = keyword?.trim();
    if (word) {
      const like = `%${word}%`;
      base = base.where((eb) =>
        eb.or([eb('u.account', 'like', like), eb('u.realName', 'like', like), eb('s.loginIp', 'like', like), eb('s.platform', 'like', like)]),
      );
    }
    const rows = await base
      .select(['s.id', 's.userId', 's.createdAt', 's.loginIp', 's.platform', 'u.account', 'u.realName'])
      .orderBy('s.createdAt', 'desc')
      .orderBy('s.id')
      .limit(MAX_LISTED_SESSIONS)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId ?? '',
      userAccount: row.account ?? '',
      userName: row.realName ?? '',
      loginTime: Number(row.createdAt ?? 0),
      loginIPAddress: row.loginIp ?? '',
      loginPlatForm: row.platform ?? '',
    }));
  }

  /**
   * Ends the given live sessions of other users. An id names a session (a row's `id`, as this
   * platform's page sends it) or a user, all of whose sessions end (a row's `userId`, as the
   * stock client sends it). Every id is checked before any is ended, so a refused request changes
   * nothing: the caller's own sessions are refused (signing out is what the caller wants then), and
   * so is the session of any user the caller may not act on (rank.ts: a system administrator, or a
   * user outside the caller's organisation subtree). Sessions that ended meanwhile are skipped; if
   * none is left, the answer says the user is gone.
   */
  async forceOffline(sessionOrUserIds: string[], callerUserId: string): Promise<void> {
    const ids = [...new Set(sessionOrUserIds)];
    const rows = await this.live()
      .select(['s.id', 's.userId'])
      .where((eb) => eb.or([eb('s.id', 'in', ids), eb('s.userId', 'in', ids)]))
      .execute();
    if (rows.some((row) => row.userId === callerUserId)) throw new AppError('cannotForceSelfOffline');
    await assertMayActOnUsers(
      this.db,
      await rankOf(this.db, callerUserId),
      rows.map((row) => row.userId ?? ''),
    );
    if (rows.length === 0) throw new AppError('onlineUserGone');
    for (const row of rows) await this.sessions.revoke(row.id, 600, 'forcedOffline');
  }
}
