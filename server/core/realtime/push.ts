import type { FanOut } from './fan-out.ts';

/**
 * Server → client frames for users wherever their sockets are (contract §5.3). Every push goes
 * through the fan-out, so a user connected to another process gets it too.
 */
export async function pushToUsers(fanOut: FanOut, userIds: string[], frame: object, close = false): Promise<void> {
  if (userIds.length === 0) return;
  await fanOut.publishToUsers({ userIds: [...new Set(userIds)], text: JSON.stringify(frame), ...(close ? { close: true } : {}) });
}

/** Asks the users' pages to reload (after a system or application change). */
export function pushRefresh(fanOut: FanOut, userIds: string[], msg?: string): Promise<void> {
  return pushToUsers(fanOut, userIds, msg === undefined ? { method: 'refresh' } : { method: 'refresh', msg });
}

/** Signs the users' pages out: the client toasts `msg`, resets its token and reloads. */
export function pushLogout(fanOut: FanOut, userIds: string[], msg: string): Promise<void> {
  return pushToUsers(fanOut, userIds, { method: 'logout', msg }, true);
}

/** Tells the users' pages to close their sockets and not reconnect. */
export function pushCloseSocket(fanOut: FanOut, userIds: string[]): Promise<void> {
  return pushToUsers(fanOut, userIds, { method: 'closeSocket' }, true);
}
