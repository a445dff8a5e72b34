import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { SessionUser } from '../http/access.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { cacheVersionsOf, type CacheVersions } from './cache-versions.ts';

const TOKEN_PATTERN = /^bearer ([A-Za-z0-9_-]{43})$/i;
/** A session's expiry is pushed forward on use, but written at most this often. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionRevoked {
  userId: string;
  sessionIds: string[];
  code: 600 | 601;
  /** why, when it is not what the code says: the text the closed sockets' logout frame carries */
  reason?: MessageKey;
}

/** How many sessions one process keeps in memory. */
const SESSION_CACHE_SIZE = 20_000;

interface CachedSession {
  /** the session counter (cache-versions.ts) when the row was read */
  version: number;
  expiresAt: number;
  lastSeenAt: number;
  user: SessionUser;
}

/**
 * Sign-in sessions: random tokens of the form `bearer <43 chars>`, stored only as their
 * SHA-256, with a sliding expiry of tokenTimeout minutes. Revoked rows remember why, so a
 * token replaced by a newer sign-in answers 601 and a signed-out one 600. A checked session is
 * kept in memory until a database trigger moves the session counter (a revocation, a user
 * disabled, renamed or made administrator, on any process) or its kept expiry passes; the counter
 * is read on every check, so the next request after such a change reads the row again.
 */
export class SessionService {
  private readonly revokedListeners: ((event: SessionRevoked) => void)[] = [];

  /** Live sessions this process has checked, by token; valid while the session counter is unchanged. */
  private readonly cache = new Map<string, CachedSession>();
  private readonly versions: CacheVersions;

  constructor(
    private readonly db: Db,
    private readonly timeoutMinutes: () => Promise<number>,
  ) {
    this.versions = cacheVersionsOf(db);
  }

  static hashToken(token: string): string {
    return createHash('sha256')
      .update(token.replace(/^bearer /i, ''), 'utf8')
      .digest('hex');
  }

  onRevoked(listener: (event: SessionRevoked) => void): void {
    this.revokedListeners.push(listener);
  }

  async create(userId: string, ip: string, platform: string): Promise<{ token: string; sessionId: string }> {
    const token = `bearer ${randomBytes(32).toString('base64url')}`;
    const sessionId = SessionService.hashToken(token);
    const now = Date.now();
    await this.db
      .insertInto('base_user_session')
      .values({
        id: sessionId,
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: now + (await this.timeoutMinutes()) * 60_000,
        revokedAt: null,
        revokeCode: null,
        loginIp: ip,
        platform,
      })
      .execute();
    return { token, sessionId };
  }

  /** The user behind an Authorization value, or the contract's 600/601/602 refusal. */
  async resolve(authorization: string | undefined): Promise<SessionUser> {
    if (!authorization) throw new AppError('sessionOverdue', { code: 600 });
    const token = authorization.trim();
    if (!TOKEN_PATTERN.test(token)) throw new AppError('sessionError', { code: 602 });
    // Read first, so a revocation committed anywhere before this request is seen by it.
    const stamp = await this.versions.read();
    const now = Date.now();
    const cached = this.cache.get(token);
    const session = cached && cached.version === stamp.session && cached.expiresAt > now ? cached : await this.load(token, stamp.session, now);
    if (now - session.lastSeenAt > TOUCH_INTERVAL_MS) {
      session.lastSeenAt = now; // before the write: concurrent requests of this session touch once
      const expiresAt = now + (await this.timeoutMinutes()) * 60_000;
      await this.db.updateTable('base_user_session').set({ lastSeenAt: now, expiresAt }).where('id', '=', session.user.sessionId).execute();
      session.expiresAt = expiresAt;
    }
    return { ...session.user, counters: stamp };
  }

  /** Reads a session that is not cached (or cached under older counters, or past its cached expiry). */
  private async load(token: string, version: number, now: number): Promise<CachedSession> {
    this.cache.delete(token);
    const sessionId = SessionService.hashToken(token);
    const row = await this.db
      .selectFrom('base_user_session as s')
      .innerJoin('base_user as u', 'u.id', 's.userId')
      .select([
        's.id',
        's.userId',
        's.expiresAt',
        's.revokedAt',
        's.revokeCode',
        's.lastSeenAt',
        'u.account',
        'u.realName',
        'u.isAdministrator',
        'u.enabledMark',
      ])
      .where('s.id', '=', sessionId)
      .executeTakeFirst();
    if (!row) throw new AppError('sessionOverdue', { code: 600 });
    if (row.revokedAt) {
      throw row.revokeCode === 601 ? new AppError('sessionOffline', { code: 601 }) : new AppError('sessionOverdue', { code: 600 });
    }
    if ((row.expiresAt ?? 0) <= now || row.enabledMark !== 1) throw new AppError('sessionOverdue', { code: 600 });
    const session: CachedSession = {
      version,
      expiresAt: row.expiresAt ?? 0,
      lastSeenAt: row.lastSeenAt ?? 0,
      user: {
        userId: row.userId ?? '',
        account: row.account ?? '',
        realName: row.realName ?? '',
        isAdministrator: row.isAdministrator === 1,
        sessionId,
        token,
      },
    };
    // The oldest entry makes room: a session used again after that is read once more.
    if (this.cache.size >= SESSION_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(token, session);
    return session;
  }

  async revoke(sessionId: string, code: 600 | 601 = 600, reason?: MessageKey): Promise<void> {
    const row = await this.db.selectFrom('base_user_session').select(['userId']).where('id', '=', sessionId).executeTakeFirst();
    await this.endSession(sessionId, code);
    if (row?.userId) this.emit({ userId: row.userId, sessionIds: [sessionId], code, ...(reason ? { reason } : {}) });
  }

  /**
   * Ends a session without telling its sockets: for the caller's own session when the caller's
   * browser signs out by itself after showing the answer (a password change), so no logout frame
   * races the success message. The token stops working at once all the same.
   */
  async revokeQuietly(sessionId: string, code: 600 | 601 = 600): Promise<void> {
    await this.endSession(sessionId, code);
  }

  private async endSession(sessionId: string, code: 600 | 601): Promise<void> {
    await this.db
      .updateTable('base_user_session')
      .set({ revokedAt: Date.now(), revokeCode: code })
      .where('id', '=', sessionId)
      .where('revokedAt', 'is', null)
      .execute();
  }

  /** Ends every live session of a user except one (single-login takeover, forced offline, password change). */
  async revokeUser(userId: string, code: 600 | 601, exceptSessionId?: string): Promise<string[]> {
    let query = this.db.selectFrom('base_user_session').select('id').where('userId', '=', userId).where('revokedAt', 'is', null);
    if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
    const ids = (await query.execute()).map((r) => r.id);
    if (ids.length === 0) return [];
    await this.db.updateTable('base_user_session').set({ revokedAt: Date.now(), revokeCode: code }).where('id', 'in', ids).execute();
    this.emit({ userId, sessionIds: ids, code });
    return ids;
  }

  private emit(event: SessionRevoked): void {
    for (const listener of this.revokedListeners) listener(event);
  }
}
