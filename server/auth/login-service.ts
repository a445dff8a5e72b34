import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { newId } from '../db/ids.ts';
import type { SysConfigService } from '../system/sys-config-service.ts';
import type { CaptchaService } from './captcha-service.ts';
import type { SessionService } from './session-service.ts';
import { MD5_PATTERN, verifyPassword } from './password-hash.ts';

export interface LoginInput {
  account?: string;
  password?: string;
  code?: string;
  timestamp?: string;
  ip: string;
  platform: string;
}

/** A sub-account is written mobile@account (spec §5): an 11-digit mobile, then the owner's account. */
const SUB_ACCOUNT = /^1[3-9]\d{9}@[A-Za-z0-9_.-]+$/;

/**
 * Password sign-in (contract §2.2): captcha when configured, account state, password check,
 * lockout after repeated failures, single-login takeover, and the login log.
 */
export class LoginService {
  constructor(
    private readonly db: Db,
    private readonly config: SysConfigService,
    private readonly captcha: CaptchaService,
    private readonly sessions: SessionService,
  ) {}

  async login(input: LoginInput): Promise<{ token: string; theme: string; userId: string }> {
    const account = (input.account ?? '').trim();
    if (!account) throw new AppError('accountRequired');
    if (!input.password) throw new AppError('passwordRequired');
    if (account.includes('@') && !SUB_ACCOUNT.test(account)) throw new AppError('subAccountFormat');
    const config = await this.config.read();
    if (Number(config.enableVerificationCode) === 1) {
      if (!input.code) throw new AppError('codeRequired');
      if (!(await this.captcha.check(input.timestamp, input.code))) throw new AppError('codeWrong');
    }
    const user = await this.db.selectFrom('base_user').selectAll().where('account', '=', account).executeTakeFirst();
    if (!user) {
      await this.log(null, account, input, false, 'wrongCredentials');
      throw new AppError('wrongCredentials');
    }
    const now = Date.now();
    if (user.enabledMark === 2) {
      const expired = user.unlockTime !== null && user.unlockTime <= now;
      if (!expired) {
        await this.log(user.id, account, input, false, 'accountLocked');
        throw lockedError(user.unlockTime);
      }
      await this.db.updateTable('base_user').set({ enabledMark: 1, errorCount: 0, unlockTime: null }).where('id', '=', user.id).execute();
    } else if (user.enabledMark !== 1) {
      await this.log(user.id, account, input, false, 'accountDisabled');
      throw new AppError('accountDisabled');
    }
    const passwordOk = MD5_PATTERN.test(input.password) && (await verifyPassword(input.password, user.passwordHash));
    if (!passwordOk) {
      await this.recordFailure(user.id, user.enabledMark === 2 ? 0 : user.errorCount ?? 0, config);
      await this.log(user.id, account, input, false, 'wrongCredentials');
      const after = await this.db.selectFrom('base_user').select(['enabledMark', 'unlockTime']).where('id', '=', user.id).executeTakeFirst();
      if (after?.enabledMark === 2) throw lockedError(after.unlockTime);
      throw new AppError('wrongCredentials');
    }
    await this.db
      .updateTable('base_user')
      .set({
        errorCount: 0,
        prevLoginTime: user.lastLoginTime,
        prevLoginIPAddress: user.lastLoginIPAddress,
        lastLoginTime: now,
        lastLoginIPAddress: input.ip,
      })
      .where('id', '=', user.id)
      .execute();
    const { token, sessionId } = await this.sessions.create(user.id, input.ip, input.platform);
    if (Number(config.singleLogin) === 1) await this.sessions.revokeUser(user.id, 601, sessionId);
    await this.log(user.id, account, input, true, 'loginSuccess');
    return { token, theme: user.theme || 'blend', userId: user.id };
  }

  private async recordFailure(userId: string, previousErrors: number, config: Record<string, string | number>): Promise<void> {
    const errors = previousErrors + 1;
    const limit = Number(config.passwordErrorsNumber) || 0;
    if (limit > 0 && errors >= limit) {
      const unlockTime = Number(config.lockType) === 2 ? Date.now() + Number(config.lockTime) * 60_000 : null;
      await this.db.updateTable('base_user').set({ errorCount: errors, enabledMark: 2, unlockTime }).where('id', '=', userId).execute();
    } else {
      await this.db.updateTable('base_user').set({ errorCount: errors }).where('id', '=', userId).execute();
    }
  }

  private async log(userId: string | null, account: string, input: LoginInput, success: boolean, abstracts: string): Promise<void> {
    await this.db
      .insertInto('base_login_log')
      .values({
        id: newId(),
        userId,
        account,
        loginTime: Date.now(),
        ipAddress: input.ip,
        ipAddressName: null,
        platform: input.platform,
        success: success ? 1 : 0,
        abstracts,
      })
      .execute();
  }
}

function lockedError(unlockTime: number | null): AppError {
  if (unlockTime === null) return new AppError('accountLocked');
  return new AppError('accountLockedFor', { params: { minutes: Math.max(1, Math.ceil((unlockTime - Date.now()) / 60_000)) } });
}
