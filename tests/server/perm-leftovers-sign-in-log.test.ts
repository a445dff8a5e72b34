import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, PASSWORD, type TestApp } from './helpers/test-app.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { describeUserAgent } from '../../server/core/http/user-agent.ts';

const AGENTS = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeIpad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/122.0.6261.89 Mobile/15E148 Safari/604.1',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2217A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wecomWindows:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 QBCore/4.0.1326.400 QQBrowser/9.0.2524.400 Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/53.0.2875.116 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) wxwork/4.1.22 (MicroMessenger/6.2) WeChat/2.0.4',
  samsungAndroid: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  firefoxWindows7: 'Mozilla/5.0 (Windows NT 6.1; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0',
  ie11: 'Mozilla/5.0 (Windows NT 6.3; Trident/7.0; rv:11.0) like Gecko',
  operaMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
  harmony:
    'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.5735.196 HuaweiBrowser/14.0.5.302 Mobile Safari/537.36',
};

/**
 * The sign-in log keeps the browser and operating system the User-Agent names (FE347 system log,
 * 登录日志: 浏览器/操作系统), not only PC/App (issue 15 leftovers). The parser is hand-written and
 * tight: the major browsers and systems, '' for anything else.
 */
describe('reading a user agent', () => {
  it.each([
    ['chromeWindows', 'Chrome 120', 'Windows 10'],
    ['edgeWindows', 'Edge 124', 'Windows 10'],
    ['firefoxLinux', 'Firefox 125', 'Linux'],
    ['safariMac', 'Safari 17', 'macOS'],
    ['safariIphone', 'Safari 17', 'iOS 17'],
    ['chromeIpad', 'Chrome 122', 'iOS 16'],
    ['wechatAndroid', 'WeChat 8', 'Android 13'],
    ['wecomWindows', 'WeCom 4', 'Windows 10'],
    ['samsungAndroid', 'Samsung Internet 24', 'Android 14'],
    ['firefoxWindows7', 'Firefox 115', 'Windows 7'],
    ['ie11', 'IE 11', 'Windows 8.1'],
    ['operaMac', 'Opera 106', 'macOS'],
    ['harmony', 'Chrome 114', 'HarmonyOS'],
  ] as const)('%s: %s on %s', (agent, browser, os) => {
    expect(describeUserAgent(AGENTS[agent])).toEqual({ browser, os });
  });

  it('answers nothing for what it does not know, and reads one header of several', () => {
    expect(describeUserAgent(undefined)).toEqual({ browser: '', os: '' });
    expect(describeUserAgent('')).toEqual({ browser: '', os: '' });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: '', os: '' });
    expect(describeUserAgent('lightMyRequest')).toEqual({ browser: '', os: '' });
    expect(describeUserAgent([AGENTS.firefoxLinux, AGENTS.chromeWindows])).toEqual({ browser: 'Firefox 125', os: 'Linux' });
  });

  it('reads a hostile header quickly and only its start', () => {
    // a version far past the read limit is not seen; nothing backtracks over the rest
    expect(describeUserAgent(`${'Mozilla/5.0 ('.repeat(60_000)}Chrome/99`)).toEqual({ browser: '', os: '' });
    expect(describeUserAgent(`${' '.repeat(600)}Chrome/99`)).toEqual({ browser: '', os: '' });
  });
});

interface SignInRow {
  account?: string;
  loginMark?: number;
  browser: string;
  platForm: string;
}

describe.each(databases())('the sign-in log on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin');
    t = signed.t;
    admin = as(t.app, signed.admin);
  });
  afterAll(async () => t?.close());

  const signIn = async (agent: string, password = PASSWORD, headers: Record<string, string> = {}) =>
    body<{ token: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/oauth/Login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': agent, ...headers },
        payload: new URLSearchParams({ account: 'staff', password: md5Hex(password), grant_type: 'password' }).toString(),
      }),
    );
  const signIns = async (keyword: string, since: number) =>
    body<{ list: SignInRow[] }>(await admin.get(`/api/system/Log/1?keyword=${encodeURIComponent(keyword)}&startTime=${since}&currentPage=1&pageSize=50`)).data
      ?.list ?? [];

  it('keeps the browser and system of accepted and refused sign-ins, and finds them by either', async () => {
    const since = Date.now();
    expect((await signIn(AGENTS.chromeWindows)).code).toBe(200);
    expect((await signIn(AGENTS.wechatAndroid, 'Wrong-2026', { 'jnpf-origin': 'app' })).code).not.toBe(200);
    const stored = await t.services.db
      .selectFrom('base_login_log')
      .select(['browser', 'platform', 'success'])
      .where('loginTime', '>=', since)
      .orderBy('loginTime')
      .execute();
    expect(stored).toEqual([
      { browser: 'Chrome 120', platform: 'Windows 10', success: 1 },
      { browser: 'WeChat 8', platform: 'Android 13', success: 0 },
    ]);
    expect((await signIns('staff', since)).map(({ browser, platForm, loginMark }) => ({ browser, platForm, loginMark }))).toEqual([
      { browser: 'WeChat 8', platForm: 'Android 13', loginMark: 0 },
      { browser: 'Chrome 120', platForm: 'Windows 10', loginMark: 1 },
    ]);
    expect((await signIns('WeChat', since)).map((row) => row.browser)).toEqual(['WeChat 8']);
    expect((await signIns('Windows', since)).map((row) => row.platForm)).toEqual(['Windows 10']);
  });

  it('keeps the device when the agent names no system', async () => {
    const since = Date.now();
    expect((await signIn('curl/8.5.0', PASSWORD, { 'jnpf-origin': 'app' })).code).toBe(200);
    expect((await signIns('staff', since)).map(({ browser, platForm }) => ({ browser, platForm }))).toEqual([{ browser: '', platForm: 'App' }]);
  });
});
