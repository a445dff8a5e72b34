import { request } from '../../lib/request/request.ts';
import type { ListSource } from '../../lib/data/list-source.ts';

/** One live session (GET /api/system/OnlineUser, contract §4.16). */
export interface OnlineUserRow {
  /** the session's id, which the force-offline call names */
  id: string;
  userId: string;
  userAccount: string;
  userName: string;
  loginTime: number;
  loginIPAddress: string;
  loginPlatForm: string;
}

/** The live sessions (keyword), answered whole as a bare array and shown a page at a time, read by the list controller. */
export const ONLINE_USER_LIST: ListSource = { url: '/api/system/OnlineUser', paged: 'here', sortable: false };

/** DELETE /api/system/OnlineUser/{id}: ends that session; resolves with the server's words. */
export async function forceOffline(id: string): Promise<string> {
  const response = await request({ url: `/api/system/OnlineUser/${encodeURIComponent(id)}`, method: 'DELETE' });
  return response.msg ?? '';
}
