import { beforeEach } from 'vitest';
import { tokenOf } from './in-process-session.ts';
import { configureRequest } from '../../src/lib/request/request.ts';
import { resetSession, setSessionToken } from '../../src/lib/auth/session-store.ts';
import { setToken } from '../../src/lib/storage/jnpf-storage.ts';

/**
 * For the tests of the interface-driven widgets against the in-process app
 * (tests/web/in-process-server.ts): a signed-in session, the request client's error messages
 * collected (a silent widget must leave none), and static-data interfaces created through the API
 * as a user of the data-interface page does.
 */
export interface InterfaceSession {
  token: () => string;
  /** the messages the request client would have shown in this test */
  errors: string[];
}

export function signedInForInterfaces(account = 'admin'): InterfaceSession {
  let token = '';
  const errors: string[] = [];
  beforeEach(async () => {
    errors.length = 0;
    resetSession();
    configureRequest({
      notifyError: (message) => errors.push(message),
      onSessionGone: () => undefined,
      language: () => 'zh-CN',
      apiBase: window.location.origin,
    });
    token = await tokenOf(account);
    setToken(token);
    setSessionToken(token);
  });
  return { token: () => token, errors };
}

interface Envelope<T> {
  code: number;
  msg?: string;
  data: T;
}

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${window.location.origin}${path}`, {
    method,
    headers: { Authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

let created = 0;

/** Creates an enabled static-data interface (dataType 2) answering `data`, and answers its id. */
export async function createStaticInterface(token: string, data: unknown, requestParameters: unknown[] = []): Promise<string> {
  const enCode = `webTest${Date.now()}${++created}`;
  const answer = await call<unknown>(token, 'POST', '/api/system/DataInterface', {
    fullName: `测试接口${created}`,
    enCode,
    categoryId: 'iface-business',
    dataType: 2,
    requestMethod: '3',
    query: JSON.stringify(data),
    requestParameters: JSON.stringify(requestParameters),
    enabledMark: 1,
    sortCode: 0,
  });
  if (answer.code !== 200) throw new Error(`creating the interface failed: ${answer.msg ?? answer.code}`);
  const list = await call<{ list: { id: string; enCode: string }[] }>(
    token,
    'GET',
    `/api/system/DataInterface?keyword=${encodeURIComponent(enCode)}&currentPage=1&pageSize=20`,
  );
  const found = list.data.list.find((row) => row.enCode === enCode);
  if (!found) throw new Error(`the interface ${enCode} is not listed`);
  return found.id;
}
