import { request } from '../request/request.ts';

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

export interface OnlineUserQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

export async function listOnlineUsers(query: OnlineUserQuery): Promise<{ list: OnlineUserRow[]; total: number }> {
  const response = await request<{ list: OnlineUserRow[]; pagination: { total: number } }>({
    url: '/api/system/OnlineUser',
    data: { ...query, keyword: query.keyword || undefined },
  });
  return { list: response.data?.list ?? [], total: response.data?.pagination.total ?? 0 };
}

/** DELETE /api/system/OnlineUser/{id}: ends that session; resolves with the server's words. */
export async function forceOffline(id: string): Promise<string> {
  const response = await request({ url: `/api/system/OnlineUser/${encodeURIComponent(id)}`, method: 'DELETE' });
  return response.msg ?? '';
}
