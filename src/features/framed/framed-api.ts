import { request } from '../../lib/request/request.ts';

/**
 * The two calls of the framed pages. Both go through the request client, which shows a
 * refusal (code other than 200) as an error toast with the server's message (spec §8).
 */

/** A frame address (or the allowed origins) from the system configuration, by key. */
export async function frameConfigValue(key: string): Promise<string> {
  const { data } = await request<string>({ url: '/api/system/SysConfig/getValueByKey', data: { keyStr: key } });
  return typeof data === 'string' ? data : '';
}

/**
 * A public page's frame address (spec §2.2: /wldbPay, /createBill, …), which a visitor without a
 * session may read; '' when none is configured.
 */
export async function publicPageAddress(key: string): Promise<string> {
  const { data } = await request<string>({ url: '/api/portal/PageAddress', data: { keyStr: key } });
  return typeof data === 'string' ? data : '';
}

export type BusinessToken = { token: string } | { msg: string };

/** The user's business (GCTOS) token, or the server's reason why there is none. */
export async function gctosUserToken(): Promise<BusinessToken> {
  const { data } = await request<{ token?: string; msg?: string }>({ url: '/api/permission/Users/getGctosUserToken' });
  if (data?.token) return { token: data.token };
  return { msg: data?.msg ?? '' };
}
