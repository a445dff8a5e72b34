import type { Db } from '../../core/db/database.ts';
import { AppError } from '../../core/http/app-error.ts';
import { newId } from '../../core/db/ids.ts';
import { describeUserAgent } from '../../core/http/user-agent.ts';
import type { SessionUser } from '../../core/http/access.ts';
import type { MessageKey } from '../../core/i18n/messages.ts';
import type { SysConfigService } from '../../core/sys-config/sys-config-service.ts';
import type { CaptchaService } from './captcha-service.ts';
import type { SessionService } from '../../core/identity/session-service.ts';
import { AccountAttempts, lockPolicyOf } from './account-attempts.ts';
import { ADDRESS_FAILURE_CEILING, AddressThrottle, freeFailures, type BookedAttempt } from './address-throttle.ts';
import { signInAddressAllowed } from './ip-allow-list.ts';
import { PasswordChecker } from './password-checker.ts';

export interface LoginInput {
  account?: string;
  password?: string;
  code?: string;
  timestamp?: string;
  ip: string;
  platform: string;
  /** the User-Agent header: the login log keeps its browser and operating system */
  userAgent?: string;
}

/** Where an attempt came from, for the login log. */
interface Origin {
  ip: string;
  /** the device (PC/App), kept when the user agent names no operating system */
  platform: string;
  userAgent?: string;
}

/** A sub-account is written mobile@account (spec §5): an 11-digit mobile, then the owner's account. */
const SUB_ACCOUNT = /^1[3-9]\d{9}@[A-Za-z0-9_.-]+$/;

/**
 * Password sign-in (contract §2.2) and the lock screen's password check, under the sign-in policy
 * (docs/security/sign-in-policy.md): the IP allow-list, the per-address throttle and captcha,
 * account state, one password check per try of the account (the lockout holds under parallel
 * attempts), single-login takeover, and the login log.
 */
export class LoginService {
  /** Every password check goes through here (tests count its checks). */
  readonly passwords = new PasswordChecker();
  readonly throttle: AddressThrottle;
  private readonly attempts: AccountAttempts;

  constructor(
    private readonly db: Db,
    private readonly config: SysConfigService,
    private readonly captcha: CaptchaService,
    private readonly sessions: SessionService,
  ) {
    this.throttle = new AddressThrottle(db);
    this.attempts = new AccountAttempts(db);
  }

  async login(input: LoginInput): Promise<{ token: string; theme: string; userId: string }> {
    const account = (input.account ?? '').trim();
    if (!account) throw new AppError('accountRequired');
    if (!input.password) throw new AppError('passwordRequired');
    if (account.includes('@') && !SUB_ACCOUNT.test(account)) throw new AppError('subAccountFormat');
    const config = await this.config.read();
    if (!signInAddressAllowed(config, account, input.ip)) {
      await this.log(null, account, input, false, 'ipNotAllowed');
      throw new AppError('ipNotAllowed');
    }
    const booked = await this.throttle.book(input.ip);
    // The booked attempt stays a failure of the address unless it signs in or never reaches the account.
    let failureOfAddress = false;
    try {
      await this.passGate(booked, config, input);
      failureOfAddress = true;
      const result = await this.signIn(account, input, config);
      failureOfAddress = false;
      return result;
    } finally {
      if (!failureOfAddress) await this.throttle.release(booked);
    }
  }

  /**
   * The lock screen's unlock (contract §2.5): the signed-in user's password, checked with the
   * same tries as a sign-in, so failures here lock the account too. The try that locks it also
   * ends this session.
   */
  async unlockScreen(user: SessionUser, password: string | undefined, origin: Origin): Promise<void> {
    const policy = lockPolicyOf(await this.config.read());
    const row = await this.db.selectFrom('base_user').select('passwordHash').where('id', '=', user.userId).executeTakeFirst();
    const taken = await this.attempts.take(user.userId, policy);
    if (!taken.taken) {
      const refusal = await this.attempts.refusal(user.userId, policy);
      await this.sessions.revoke(user.sessionId, 600);
      throw refusal;
    }
    if (await this.passwords.matches(password, row?.passwordHash ?? null)) {
      await this.attempts.succeeded(user.userId);
      return;
    }
    const refusal = await this.attempts.failed(user.userId, taken.failures, policy);
    await this.log(user.userId, user.account, origin, false, 'wrongCredentials');
    if (refusal.messageKey !== 'wrongCredentials') await this.sessions.revoke(user.sessionId, 600);
    throw refusal;
  }

  /** Whether the login page should show the captcha to this address (getConfig). */
  async captchaNeeded(address: string): Promise<boolean> {
    const config = await this.config.read();
    if (Number(config.enableVerificationCode) === 1) return true;
    return (await this.throttle.failures(address)) >= freeFailures(Number(config.passwordErrorsNumber));
  }

  /**
   * The address's gate: past its free failures (or when the configuration turns the captcha on)
   * only with a right captcha, and past the ceiling not at all. The ceiling is judged after the
   * captcha, so a burst without captchas (whose attempts all count as under way) is asked for the
   * captcha rather than told to wait. Nothing here touches an account.
   */
  private async passGate(booked: BookedAttempt, config: Record<string, string | number>, input: LoginInput): Promise<void> {
    const configured = Number(config.enableVerificationCode) === 1;
    if (!configured && booked.rank <= freeFailures(Number(config.passwordErrorsNumber))) return;
    if (!input.code) throw new AppError(configured ? 'codeRequired' : 'signInCaptchaNeeded');
    if (!(await this.captcha.check(input.timestamp, input.code))) throw new AppError('codeWrong');
    if (booked.rank > ADDRESS_FAILURE_CEILING) {
      throw new AppError('signInTooManyFailures', { params: { minutes: await this.throttle.minutesUntilBelowCeiling(booked.address) } });
    }
  }

  private async signIn(account: string, input: LoginInput, config: Record<string, string | number>): Promise<{ token: string; theme: string; userId: string }> {
    const user = await this.db
      .selectFrom('base_user')
      .select(['id', 'passwordHash', 'enabledMark', 'theme', 'lastLoginTime', 'lastLoginIPAddress'])
      .where('account', '=', account)
      .executeTakeFirst();
    if (!user) {
      // As long as a real account's check, so the time does not tell which accounts exist.
      await this.passwords.matchesNobody(input.password);
      await this.log(null, account, input, false, 'wrongCredentials');
      throw new AppError('wrongCredentials');
    }
    if (user.enabledMark !== 1 && user.enabledMark !== 2) {
      await this.log(user.id, account, input, false, 'accountDisabled');
      throw new AppError('accountDisabled');
    }
    const policy = lockPolicyOf(config);
    const taken = await this.attempts.take(user.id, policy);
    if (!taken.taken) throw await this.refuse(user.id, account, input, await this.attempts.refusal(user.id, policy));
    if (!(await this.passwords.matches(input.password, user.passwordHash))) {
      const refusal = await this.attempts.failed(user.id, taken.failures, policy);
      await this.log(user.id, account, input, false, 'wrongCredentials');
      throw refusal;
    }
    const now = Date.now();
    const open = await this.attempts.succeeded(user.id, {
      prevLoginTime: user.lastLoginTime,
      prevLoginIPAddress: user.lastLoginIPAddress,
      lastLoginTime: now,
      lastLoginIPAddress: input.ip,
    });
    // A parallel failure used the last try and locked the account while this one was checked.
    if (!open) throw await this.refuse(user.id, account, input, await this.attempts.refusal(user.id, policy));
    const { token, sessionId } = await this.sessions.create(user.id, input.ip, input.platform);
    if (Number(config.singleLogin) === 1) await this.sessions.revokeUser(user.id, 601, sessionId);
    await this.log(user.id, account, input, true, 'loginSuccess');
    return { token, theme: user.theme || 'blend', userId: user.id };
  }

  private async refuse(userId: string, account: string, origin: Origin, refusal: AppError): Promise<AppError> {
    await this.log(userId, account, origin, false, refusal.messageKey === 'accountDisabled' ? 'accountDisabled' : 'accountLocked');
    return refusal;
  }

  private async log(userId: string | null, account: string, origin: Origin, success: boolean, abstracts: MessageKey): Promise<void> {
    const { browser, os } = describeUserAgent(origin.userAgent);
    await this.db
      .insertInto('base_login_log')
      .values({
        id: newId(),
        userId,
        account,
        loginTime: Date.now(),
        ipAddress: origin.ip,
        ipAddressName: null,
        platform: os || origin.platform,
        browser,
        success: success ? 1 : 0,
        abstracts,
      })
      .execute();
  }
}
