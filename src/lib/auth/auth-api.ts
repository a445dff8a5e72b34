import { apiBase, request } from '../request/request.ts';
import type { Envelope, RequestFailure } from '../request/types.ts';
import { md5Password } from './md5-password.ts';
import type { CurrentUserResponse, SysConfig } from './current-user-types.ts';

/**
 * The sign-in calls of spec §7 and contract §2, each a thin wrapper over the request client.
 * Passwords are hashed here, so no caller ever sends a plain one by mistake.
 */

export interface LoginInput {
  account: string;
  /** plain; hashed before sending */
  password: string;
  /** the captcha text, only when the captcha is on */
  code?: string;
  /** the captcha key used in the ImageCode URL */
  timestamp?: string;
  /** an SSO or social ticket, bound to the account on success (contract §2.2) */
  ticket?: string;
}

export interface LoginResult {
  token: string;
  theme?: string;
}

export async function login(input: LoginInput): Promise<LoginResult> {
  const response = await request<LoginResult>({
    url: '/api/oauth/Login',
    method: 'POST',
    form: true,
    // Undefined keys are dropped from the form body, as qs.stringify does (contract §2.2).
    data: {
      account: input.account.trim(),
      password: await md5Password(input.password),
      code: input.code || undefined,
      timestamp: input.timestamp || undefined,
      jnpf_ticket: input.ticket || undefined,
      origin: 'password',
      grant_type: 'password',
      // Sent until JNPF 3.4.7 for Spring-OAuth2 style backends (contract §2.2); newer ones ignore them.
      client_id: 'admin',
      client_secret: '123456',
      scope: 'all',
    },
  });
  const data = response.data;
  if (!data || !data.token) {
    // A 200 without a token is no sign-in; reject the way a failed login does (contract §1.2).
    const failure: RequestFailure = { code: response.code, msg: response.msg ?? '', body: response };
    throw failure;
  }
  return { token: data.token, theme: data.theme };
}

export interface LoginConfig {
  /** true when SSO is on: the login page sends the user to `url?{ticketParams}={ticket}` */
  redirect: boolean;
  url?: string;
  ticketParams?: string;
  socialsList?: unknown[];
}

export async function getLoginConfig(): Promise<LoginConfig> {
  const response = await request<LoginConfig>({ url: '/api/oauth/getLoginConfig' });
  return { ...response.data, redirect: response.data?.redirect === true };
}

export interface AccountConfig {
  enableVerificationCode: number;
  verificationCodeNumber: number;
}

/** Whether this account must type a captcha, and how long it is (contract §2.3). */
export async function getAccountConfig(account: string): Promise<AccountConfig> {
  const response = await request<Partial<AccountConfig>>({ url: `/api/oauth/getConfig/${encodeURIComponent(account)}` });
  return {
    enableVerificationCode: Number(response.data?.enableVerificationCode ?? 0),
    verificationCodeNumber: Number(response.data?.verificationCodeNumber) || 4,
  };
}

/** The captcha image address; used directly as an <img> source, so it carries the API base itself. */
export const captchaUrl = (length: number, timestamp: string | number): string =>
  `${apiBase}/api/oauth/ImageCode/${length}/${encodeURIComponent(String(timestamp))}`;

export const logoutCall = (): Promise<Envelope> => request({ url: '/api/oauth/Logout' });

/** Unlocking is the only lock-screen call: JSON, not a form (contract §2.5). The lock screen shows a refusal under the field. */
export async function unlockScreen(account: string, plain: string): Promise<Envelope> {
  return request({
    url: '/api/oauth/LockScreen',
    method: 'POST',
    data: { account: account.trim(), password: await md5Password(plain) },
    showsOwnError: true,
  });
}

export const fetchCurrentUser = (): Promise<Envelope<CurrentUserResponse>> => request<CurrentUserResponse>({ url: '/api/oauth/CurrentUser' });

/** The whole configuration; the password policy lives in it (contract §8). */
export const getSysConfig = (): Promise<Envelope<SysConfig>> => request<SysConfig>({ url: '/api/system/SysConfig' });

export interface ModifyPasswordInput {
  /** plain; hashed before sending */
  oldPassword: string;
  /** plain; hashed before sending */
  password: string;
  code: string;
  timestamp: string;
}

export async function modifyPassword(input: ModifyPasswordInput): Promise<Envelope> {
  return request({
    url: '/api/permission/Users/Current/Actions/ModifyPassword',
    method: 'POST',
    data: {
      oldPassword: await md5Password(input.oldPassword),
      password: await md5Password(input.password),
      code: input.code,
      timestamp: input.timestamp,
      // Lets this platform's server enforce the password policy; a JNPF backend ignores it.
      newPasswordPlain: input.password,
    },
  });
}

/** Called on every layout mount: the server may push a "change your password" message (contract §2.5). */
export const updatePasswordMessage = (): Promise<Envelope> => request({ url: '/api/oauth/updatePasswordMessage', method: 'POST' });
