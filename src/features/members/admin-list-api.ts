import { request } from '../../lib/request/request.ts';

/** One super administrator as `GET SysConfig/getAdminList` answers them. */
export interface Administrator {
  id: string;
  account: string;
  realName: string;
  /** 1: a built-in administrator, who stays one whatever the list says */
  isAdministrator: number;
}

/** The super administrators (contract §4.13, spec lowcode §7: `GET /api/system/SysConfig/getAdminList`). */
export async function loadAdministrators(): Promise<Administrator[]> {
  return (await request<Administrator[]>({ url: '/api/system/SysConfig/getAdminList' })).data ?? [];
}

/** Replaces the list (`PUT /api/system/SysConfig/setAdminList` with `{ adminIds }`); answers the server's message. */
export async function saveAdministrators(adminIds: string[]): Promise<string> {
  return (await request({ url: '/api/system/SysConfig/setAdminList', method: 'PUT', data: { adminIds } })).msg ?? '';
}
