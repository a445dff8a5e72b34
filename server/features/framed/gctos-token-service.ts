import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../core/db/database.ts';
import type { SessionUser } from '../../core/http/access.ts';
import type { SysConfigService } from '../../core/sys-config/sys-config-service.ts';
import { GCTOS_TOKEN_MINUTES_KEY } from '../../core/sys-config/frame-config-keys.ts';

const TOKEN_PATTERN = /^gctos_[A-Za-z0-9_-]{43}$/;

export type IssueResult = { token: string; expiresAt: number } | { refused: 'gctosTokenDisabled' };

export interface TokenHolder {
  userId: string;
  account: string;
  realName: string;
  expiresAt: number;
}

const hash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The per-user business token (spec §7 getGctosUserToken). A framed business system (GCTOS,
 * the terminal operating system) must learn which platform user is looking at it without ever
 * seeing the platform's own session token: the page address carries this token instead, and
 * the business system asks the platform who it belongs to (verify). A token is random, stored
 * only as its hash, lives `gctosTokenMinutes` at most and never longer than the session that
 * fetched it: signing out, being forced offline, a password change or a disabled account end
 * it, and the business system may revoke it when its own page signs out.
 */
export class GctosTokenService {
  constructor(
    private readonly db: Db,
    private readonly config: SysConfigService,
  ) {}

  async issue(user: SessionUser): Promise<IssueResult> {
    const minutes = Number((await this.config.read())[GCTOS_TOKEN_MINUTES_KEY]) || 0;
    if (minutes <= 0) return { refused: 'gctosTokenDisabled' };
    const now = Date.now();
    // Expired rows of this user go as new ones come, so the table stays small.
    await this.db.deleteFrom('base_gctos_token').where('userId', '=', user.userId).where('expiresAt', '<=', now).execute();
    const token = `gctos_${randomBytes(32).toString('base64url')}`;
    const expiresAt = now + minutes * 60_000;
    await this.db
      .insertInto('base_gctos_token')
      .values({ id: hash(token), userId: user.userId, sessionId: user.sessionId, createdAt: now, expiresAt, revokedAt: null })
      .execute();
    return { token, expiresAt };
  }

  /** The user behind a live token, or null (unknown, expired, revoked, session ended, account disabled). */
  async verify(token: string): Promise<TokenHolder | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const now = Date.now();
    const row = await this.db
      .selectFrom('base_gctos_token as t')
      .innerJoin('base_user_session as s', 's.id', 't.sessionId')
      .innerJoin('base_user as u', 'u.id', 't.userId')
      .select([
        't.userId',
        't.expiresAt',
        't.revokedAt',
        's.revokedAt as sessionRevokedAt',
        's.expiresAt as sessionExpiresAt',
        'u.account',
        'u.realName',
        'u.enabledMark',
      ])
      .where('t.id', '=', hash(token))
      .executeTakeFirst();
    if (!row || row.revokedAt || row.sessionRevokedAt || row.enabledMark !== 1) return null;
    if ((row.expiresAt ?? 0) <= now || (row.sessionExpiresAt ?? 0) <= now) return null;
    return { userId: row.userId ?? '', account: row.account ?? '', realName: row.realName ?? '', expiresAt: row.expiresAt ?? 0 };
  }

  /** Ends one token; true when it was live. */
  async revoke(token: string): Promise<boolean> {
    if (!TOKEN_PATTERN.test(token)) return false;
    const result = await this.db
      .updateTable('base_gctos_token')
      .set({ revokedAt: Date.now() })
      .where('id', '=', hash(token))
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
