import { http } from 'msw';
import { sha256 } from 'hash-wasm';
import { translate } from '../../server/i18n/language.ts';
import { ONLINE_USER_PERMISSION } from '../../server/online-user/online-user-permission.ts';
import { demoUsers, mockState } from '../store/mock-store.ts';
import { fail, languageOfRequest, ok, session } from './mock-envelope.ts';
import { permitted } from './entity-handlers.ts';

interface SessionInfo {
  id: string;
  token: string;
  userId: string;
  loginTime: number;
}

/** When each mock session was first seen: the mock's sign-in keeps no time, so the list notes it. */
const firstSeen = new Map<string, number>();

/** The live mock sessions with their ids: the SHA-256 of the token, as the server's row ids. */
async function liveSessions(): Promise<SessionInfo[]> {
  const live = [...mockState.sessions.entries()].filter(([, found]) => !found.revokedCode);
  return Promise.all(
    live.map(async ([token, found]) => {
      if (!firstSeen.has(token)) firstSeen.set(token, Date.now());
      return { id: await sha256(token.replace(/^bearer /i, '')), token, userId: found.userId, loginTime: firstSeen.get(token) ?? 0 };
    }),
  );
}

/** The signed-in holder of the online-user page, or the answer refusing the request. */
function holder(request: Request): { userId: string } | Response {
  const user = session(request);
  if (user instanceof Response) return user;
  return permitted(user.userId, ONLINE_USER_PERMISSION) ? user : fail(request, 'noPermission', 401);
}

/** The msw twin of server/online-user: the list of live sessions and forced offline. */
export const onlineUserHandlers = [
  http.get('/api/system/OnlineUser', async ({ request }) => {
    const user = holder(request);
    if (user instanceof Response) return user;
    const query = new URL(request.url).searchParams;
    const currentPage = Number(query.get('currentPage') ?? 1) || 1;
    const pageSize = Number(query.get('pageSize') ?? 20) || 20;
    const keyword = (query.get('keyword') ?? '').trim();
    const rows = (await liveSessions())
      .map((s) => {
        const person = demoUsers.find((u) => u.id === s.userId);
        return { id: s.id, userId: s.userId, userAccount: person?.account ?? '', userName: person?.realName ?? '', loginTime: s.loginTime, loginIPAddress: '127.0.0.1', loginPlatForm: 'PC' };
      })
      .filter((row) => !keyword || [row.userAccount, row.userName, row.loginIPAddress, row.loginPlatForm].some((text) => text.includes(keyword)))
      .sort((a, b) => b.loginTime - a.loginTime);
    return ok({ list: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize), pagination: { currentPage, pageSize, total: rows.length } });
  }),
  http.delete('/api/system/OnlineUser/:id', async ({ request, params }) => {
    const user = holder(request);
    if (user instanceof Response) return user;
    const target = (await liveSessions()).find((s) => s.id === params.id);
    if (target?.userId === user.userId) return fail(request, 'cannotForceSelfOffline');
    if (!target) return fail(request, 'onlineUserGone');
    const found = mockState.sessions.get(target.token);
    if (found) found.revokedCode = 600;
    return ok(undefined, translate('forcedOfflineSuccess', languageOfRequest(request)));
  }),
];
