import { request } from '../../lib/request/request.ts';
import { getSysConfig } from '../../lib/auth/auth-api.ts';
import { md5Password } from '../../lib/auth/md5-password.ts';
import type { PasswordPolicy } from '../../lib/auth/current-user-types.ts';

/**
 * The user page's calls beyond the generic CRUD of `/api/permission/Users` (contract §4.9, §8):
 * an administrator's password reset and unlock, the password policy the reset is checked against,
 * and the organisation tree beside the list. Passwords are hashed here (MD5 hex, contract §2.1),
 * so no caller sends a plain one by mistake.
 */

const USERS = '/api/permission/Users';
const path = (id: string, action: string) => `${USERS}/${encodeURIComponent(id)}/Actions/${action}`;

/** POST /Users/{id}/Actions/ResetPassword with both fields hashed; answers the server's words (重置密码成功). */
export async function resetUserPassword(id: string, password: string, repeatPassword: string): Promise<string> {
  const [userPassword, validatePassword] = await Promise.all([md5Password(password), md5Password(repeatPassword)]);
  return (await request<unknown>({ url: path(id, 'ResetPassword'), method: 'POST', data: { id, userPassword, validatePassword } })).msg ?? '';
}

/** PUT /Users/{id}/Actions/unlock; answers the server's words (解锁成功). */
export async function unlockUser(id: string): Promise<string> {
  return (await request<unknown>({ url: path(id, 'unlock'), method: 'PUT' })).msg ?? '';
}

/** The password policy (contract §8: GET /api/system/SysConfig, read by the admin reset dialog too). */
export async function loadPasswordPolicy(): Promise<PasswordPolicy> {
  return (await getSysConfig()).data ?? {};
}

/** A node of the organisation tree (contract §4.7 Department/SelectorByAuth): a company or a department. */
export interface OrganisationNode {
  id: string;
  fullName: string;
  type: string;
  children?: OrganisationNode[];
}

/** The companies and departments the caller administers (FE347's user page reads the same tree). */
export async function loadOrganisationTree(): Promise<OrganisationNode[]> {
  return (await request<{ list?: OrganisationNode[] }>({ url: '/api/permission/Organize/Department/SelectorByAuth/0' })).data?.list ?? [];
}
