import type { Db } from '../../core/db/database.ts';
import { AppError } from '../../core/http/app-error.ts';
import { listEntries, settingValue } from '../../core/identity/rank.ts';
import { systemTexts } from './system-texts.ts';

/** The admin list's accounts as a set: case and separators do not make another list. */
const accountSet = (text: string): Set<string> => new Set(listEntries(text).map((account) => account.toLowerCase()));

/**
 * The super administrators change through one operation only, `PUT SysConfig/setAdminList`
 * (server/features/audit-log/admin-list.ts), which checks who asks, which users are named and that
 * the caller stays one. The generic `PUT SysConfig` carries `adminList` back as the settings page
 * read it: an unchanged list is left out of what is written (the stored text stays as it is), a
 * changed one is refused before anything is written, so a save never changes the list past those checks.
 */
export async function withoutAdminList(db: Db, body: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  if (!Object.hasOwn(body, 'adminList')) return { ...body };
  const { adminList: sent, ...rest } = body;
  const stored = accountSet(await settingValue(db, 'adminList'));
  const asked = typeof sent === 'string' || sent === null || sent === undefined ? accountSet(String(sent ?? '')) : null;
  if (asked && asked.size === stored.size && [...asked].every((account) => stored.has(account))) return rest;
  throw new AppError('badRequest', { texts: systemTexts.adminListElsewhere });
}
