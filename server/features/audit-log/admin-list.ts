import { sql } from 'kysely';
import type { Db } from '../../core/db/database.ts';
import type { SysConfigService } from '../../core/sys-config/sys-config-service.ts';
import { adminAccounts, assertSystemAdministrator, listEntries, rankOf, settingValue } from '../../core/identity/rank.ts';
import { auditRefusal } from './audit-log-texts.ts';

/** One system administrator as SysConfig/getAdminList answers it. */
export interface AdministratorRow {
  id: string;
  account: string;
  realName: string;
  /** 1: a built-in administrator (isAdministrator), who stays one whatever the list says */
  isAdministrator: number;
}

/**
 * Who counts as a system administrator (docs/security/rank-rule.md): the built-in administrators
 * (isAdministrator = 1, no API field) and the users whose accounts are on the `adminList` setting.
 * The list is changed by system administrators only, as whole user ids (SysConfig/setAdminList)
 * naming existing users (an added one enabled), and never so that the caller drops out of it or a built-in administrator seems removed: both are
 * refused, so the platform always keeps the caller as an administrator.
 */
export class AdminList {
  constructor(
    private readonly db: Db,
    private readonly config: SysConfigService,
  ) {}

  async list(): Promise<AdministratorRow[]> {
    const accounts = [...(await adminAccounts(this.db))];
    const rows = await this.db
      .selectFrom('base_user')
      .select(['id', 'account', 'realName', 'isAdministrator'])
      .where((eb) => {
        const builtIn = eb('isAdministrator', '=', 1);
        return accounts.length > 0 ? eb.or([builtIn, eb(sql<string>`lower(account)`, 'in', accounts)]) : builtIn;
      })
      .orderBy('sortCode')
      .orderBy('account')
      .execute();
    return rows.map((row) => ({ id: row.id, account: row.account ?? '', realName: row.realName ?? '', isAdministrator: row.isAdministrator === 1 ? 1 : 0 }));
  }

  async set(adminIds: readonly string[], callerId: string): Promise<void> {
    assertSystemAdministrator(await rankOf(this.db, callerId));
    const ids = [...new Set(adminIds)];
    const chosen = ids.length
      ? await this.db.selectFrom('base_user').select(['id', 'account', 'realName', 'isAdministrator', 'enabledMark']).where('id', 'in', ids).execute()
      : [];
    if (chosen.length !== ids.length) throw auditRefusal('unknownUsers');
    // Only an enabled account joins; one already listed and since disabled or locked may stay, or the list could not change.
    const listed = new Set((await this.list()).map((row) => row.id));
    const idle = chosen.find((user) => user.enabledMark !== 1 && !listed.has(user.id));
    if (idle) throw auditRefusal('disabledUser', { name: idle.realName || idle.account || idle.id });
    if (!ids.includes(callerId)) throw auditRefusal('cannotRemoveSelf');
    const builtIn = await this.db.selectFrom('base_user').select(['id', 'realName', 'account']).where('isAdministrator', '=', 1).execute();
    const dropped = builtIn.find((user) => !ids.includes(user.id));
    if (dropped) throw auditRefusal('builtInAdministrator', { name: dropped.realName || dropped.account || dropped.id });
    await this.config.write({ adminList: await this.listText(chosen.filter((user) => user.isAdministrator !== 1).map((user) => user.account ?? '')) });
  }

  /**
   * The new setting: the chosen accounts, and the entries of the old one that name no user yet (an
   * account reserved before it exists, which nobody may then create or take), which no pick can show.
   */
  private async listText(accounts: string[]): Promise<string> {
    const stored = listEntries(await settingValue(this.db, 'adminList'));
    const existing = stored.length
      ? new Set(
          (
            await this.db
              .selectFrom('base_user')
              .select(sql<string>`lower(account)`.as('account'))
              .where(
                sql<string>`lower(account)`,
                'in',
                stored.map((entry) => entry.toLowerCase()),
              )
              .execute()
          ).map((row) => row.account),
        )
      : new Set<string>();
    const reserved = stored.filter((entry) => !existing.has(entry.toLowerCase()));
    const kept = [...accounts.filter(Boolean), ...reserved];
    return [...new Map(kept.map((account) => [account.toLowerCase(), account])).values()].join(',');
  }
}
