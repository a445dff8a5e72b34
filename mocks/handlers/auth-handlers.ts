import { http, HttpResponse } from 'msw';
import { md5 } from 'hash-wasm';
import { languageOf, translate } from '../../server/i18n/language.ts';
import { sysConfigFields } from '../../server/system/sys-config-fields.ts';
import { DEMO_PASSWORD, demoUsers, mockState } from '../store/mock-store.ts';
import { mockCurrentUser } from './mock-current-user.ts';
import { fail, ok, session } from './mock-envelope.ts';

/**
 * msw handlers for sign-in, sessions, current user and system config, answering exactly like
 * the server (paths, envelopes, codes, messages in the request's language).
 */
const CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `bearer ${btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}


async function fields(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(await request.text()));
  if (type.includes('json')) return (await request.json()) as Record<string, string>;
  return {};
}

function drawCaptcha(key: string, length: number): Response {
  let code = '';
  for (let i = 0; i < length; i++) code += CHARS[Math.floor(Math.random() * CHARS.length)];
  mockState.captchas.set(key, code.toLowerCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#eef"/><text x="10" y="28" font-size="24" font-family="monospace">${code}</text></svg>`;
  return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } });
}

function checkCaptcha(key: string | undefined, code: string | undefined): boolean {
  if (!key || !code) return false;
  const expected = mockState.captchas.get(key);
  mockState.captchas.delete(key);
  return expected === code.trim().toLowerCase();
}

const isSecret = (key: string) => {
  const field = sysConfigFields[key];
  return field?.kind === 'string' && field.secret === true;
};

export const authHandlers = [
  http.post('/api/oauth/Login', async ({ request }) => {
    const body = await fields(request);
    const account = (body.account ?? '').trim();
    if (!account) return fail(request, 'accountRequired');
    if (!body.password) return fail(request, 'passwordRequired');
    if (account.includes('@') && !/^1[3-9]\d{9}@[A-Za-z0-9_.-]+$/.test(account)) return fail(request, 'subAccountFormat');
    if (Number(mockState.config.enableVerificationCode) === 1) {
      if (!body.code) return fail(request, 'codeRequired');
      if (!checkCaptcha(body.timestamp, body.code)) return fail(request, 'codeWrong');
    }
    const user = demoUsers.find((u) => u.account === account);
    if (!user || body.password.toLowerCase() !== (await md5(DEMO_PASSWORD))) return fail(request, 'wrongCredentials');
    const token = randomToken();
    if (Number(mockState.config.singleLogin) === 1) {
      for (const other of mockState.sessions.values()) if (other.userId === user.id && !other.revokedCode) other.revokedCode = 601;
    }
    mockState.sessions.set(token, { userId: user.id });
    return ok({ token, theme: 'blend' });
  }),
  http.get('/api/oauth/getConfig/:account', () =>
    ok({ enableVerificationCode: Number(mockState.config.enableVerificationCode), verificationCodeNumber: Number(mockState.config.verificationCodeNumber) }),
  ),
  http.get('/api/oauth/getLoginConfig', () => ok({ redirect: false, url: '', ticketParams: '' })),
  http.get('/api/oauth/ImageCode/:length/:timestamp', ({ params }) => drawCaptcha(String(params.timestamp), Number(params.length) || 4)),
  http.get('/api/file/ImageCode/:random', ({ params }) => drawCaptcha(String(params.random), Number(mockState.config.verificationCodeNumber) || 4)),
  http.get('/api/oauth/CurrentUser', ({ request }) => {
    const found = session(request);
    return found instanceof Response ? found : ok(mockCurrentUser(found.userId));
  }),
  http.all('/api/oauth/Logout', ({ request }) => {
    const token = (request.headers.get('authorization') ?? '').trim();
    const found = mockState.sessions.get(token);
    if (found && !found.revokedCode) found.revokedCode = 600;
    return ok(undefined, translate('logoutSuccess', languageOf(request.headers.get('accept-language') ?? undefined)));
  }),
  http.post('/api/oauth/LockScreen', async ({ request }) => {
    const found = session(request);
    if (found instanceof Response) return found;
    const body = await fields(request);
    const user = demoUsers.find((u) => u.id === found.userId);
    if (body.account !== undefined && body.account.trim() !== user?.account) return fail(request, 'lockAccountMismatch');
    if ((body.password ?? '').toLowerCase() !== (await md5(DEMO_PASSWORD))) return fail(request, 'wrongCredentials');
    return ok(undefined, translate('verifySuccess', languageOf(request.headers.get('accept-language') ?? undefined)));
  }),
  http.post('/api/oauth/updatePasswordMessage', ({ request }) => {
    const found = session(request);
    return found instanceof Response ? found : ok();
  }),
  http.get('/api/system/SysConfig', ({ request }) => {
    const found = session(request);
    if (found instanceof Response) return found;
    const admin = demoUsers.find((u) => u.id === found.userId)?.isAdministrator === 1;
    const config = Object.fromEntries(Object.entries(mockState.config).filter(([key]) => admin || !isSecret(key)));
    return ok({ ...config, tokenTimeout: String(config.tokenTimeout) });
  }),
  http.put('/api/system/SysConfig', async ({ request }) => {
    const found = session(request);
    if (found instanceof Response) return found;
    if (demoUsers.find((u) => u.id === found.userId)?.isAdministrator !== 1) return fail(request, 'noPermission', 401);
    const body = (await request.json()) as Record<string, unknown>;
    const next = { ...mockState.config };
    for (const [key, value] of Object.entries(body)) {
      const field = sysConfigFields[key];
      if (!field) continue;
      if (field.kind === 'string') next[key] = String(value ?? '');
      else {
        const number = Number(value);
        const valid =
          Number.isInteger(number) &&
          (field.kind !== 'flag' || number === 0 || number === 1) &&
          (field.kind !== 'int' || (number >= field.min && number <= field.max)) &&
          (field.kind !== 'choice' || field.choices.includes(number));
        if (!valid) return fail(request, 'invalidConfigValue', 400, { field: key });
        next[key] = number;
      }
    }
    mockState.config = next;
    return ok(undefined, translate('updateSuccess', languageOf(request.headers.get('accept-language') ?? undefined)));
  }),
];
