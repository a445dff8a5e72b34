import type { Db } from '../../core/db/database.ts';
import { AppError } from '../../core/http/app-error.ts';
import { assertMayActOnUser, rankOf } from '../../core/identity/rank.ts';
import type { SessionService } from '../../core/identity/session-service.ts';

/**
 * PUT /api/permission/Users/updateEnableMark/{id} (spec lowcode §7 "Users"): sets a user's state to
 * the value given, where Actions/State only flips it, so approving or refusing an account (the
 * company user audit) says what it wants and a repeated call changes nothing more. Only on a user
 * the caller may act on (rank.ts), never on the administrator account (BE36's refusal). Enabling
 * also lifts a lock, as unlock does; disabling ends the user's sessions at once. No HTTP here.
 */

/** BE36's words when the administrator account's state is asked to change. */
const ADMINISTRATOR_STATE = { zh: '无法修改管理员账户状态', 'zh-TW': '無法修改管理員賬戶狀態', en: "The administrator account's state cannot be changed" };

export async function setEnabledMark(db: Db, sessions: SessionService, callerId: string, id: string, enabledMark: 0 | 1): Promise<void> {
  const user = await db.selectFrom('base_user').select(['id', 'isAdministrator']).where('id', '=', id).executeTakeFirst();
  if (!user) throw new AppError('recordNotFound');
  await assertMayActOnUser(db, await rankOf(db, callerId), id);
  if (user.isAdministrator === 1) throw new AppError('badRequest', { texts: ADMINISTRATOR_STATE });
  await db
    .updateTable('base_user')
    .set(enabledMark === 1 ? { enabledMark, errorCount: 0, unlockTime: null } : { enabledMark })
    .where('id', '=', id)
    .execute();
  if (enabledMark === 0) await sessions.revokeUser(id, 600);
}
