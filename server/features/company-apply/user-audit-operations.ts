import type { Services } from '../../services.ts';
import type { PageResult } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/app-error.ts';
import { assertMayActOnUser, assertWithinScope, rankOf, type Rank } from '../../core/identity/rank.ts';
import { entityDefinitions } from '../../crud/entity-definition.ts';
import { APPROVED, PENDING, REJECTED, type AuditListQuery } from './audit-status.ts';
import { companyApplyTexts } from './company-apply-texts.ts';
import { keywordMatch } from './keyword-match.ts';

const auditEntity = entityDefinitions.userAudit;

/** One registration as the audit list shows it. */
export interface RegistrationRow {
  id: string;
  userId: string;
  account: string;
  realName: string;
  mobilePhone: string;
  companyId: string;
  companyName: string;
  status: number;
  auditOpinion: string;
  auditUserName: string;
  auditTime: number | null;
  /** when they registered */
  creatorTime: number | null;
}

const alreadyDecided = () => new AppError('badRequest', { texts: companyApplyTexts('alreadyDecided') });

/**
 * The company user audit (spec shell §2.3, §6), without HTTP.
 *
 * The platform has no registration of its own, so "a user registered for a company, awaiting
 * approval" is defined here: an account created disabled (base_user.enabledMark 0, so it cannot
 * sign in) with one base_user_audit row naming the company it registered for, status 0 (pending).
 * Whatever registers users (a sign-up page, an import, the demo data) writes both. Approving
 * enables the account (status 1); rejecting keeps it disabled and records the reason (status 2).
 *
 * Rank (docs/security/rank-rule.md): a system administrator sees and decides every registration;
 * anyone else holding the page only those for companies inside their scope, and decides only users
 * they may act on (rule 1: enabling a user is acting on them).
 */
export class UserAuditOperations {
  constructor(private readonly services: Services) {}

  async list(callerId: string, query: AuditListQuery): Promise<PageResult<RegistrationRow>> {
    const { db } = this.services;
    const rank = await rankOf(db, callerId);
    const { currentPage = 1, pageSize = 20 } = query;
    if (!rank.system && rank.scope.size === 0) return { list: [], pagination: { currentPage, pageSize, total: 0 } };
    let rows = db
      .selectFrom('base_user_audit as a')
      // a registration whose account was deleted since is gone with it
      .innerJoin('base_user as u', 'u.id', 'a.userId')
      .leftJoin('base_organize as o', 'o.id', 'a.companyId')
      .leftJoin('base_user as auditor', 'auditor.id', 'a.auditUserId')
      .where(keywordMatch(query.keyword, ['u.account', 'u.realName', 'u.mobilePhone', 'o.fullName']));
    if (!rank.system) rows = rows.where('a.companyId', 'in', [...rank.scope]);
    if (query.status !== undefined) rows = rows.where('a.status', '=', query.status);
    const counted = await rows.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const page = await rows
      .select([
        'a.id',
        'a.userId',
        'u.account',
        'u.realName',
        'u.mobilePhone',
        'a.companyId',
        'o.fullName as companyName',
        'a.status',
        'a.auditOpinion',
        'auditor.realName as auditUserName',
        'a.auditTime',
        'a.creatorTime',
      ])
      .orderBy('a.creatorTime', 'desc')
      .orderBy('a.id', 'desc')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute();
    return {
      list: page.map((row) => ({
        id: row.id,
        userId: row.userId ?? '',
        account: row.account ?? '',
        realName: row.realName ?? '',
        mobilePhone: row.mobilePhone ?? '',
        companyId: row.companyId ?? '',
        companyName: row.companyName ?? '',
        status: row.status ?? PENDING,
        auditOpinion: row.auditOpinion ?? '',
        auditUserName: row.auditUserName ?? '',
        auditTime: row.auditTime,
        creatorTime: row.creatorTime,
      })),
      pagination: { currentPage, pageSize, total: Number(counted?.total ?? 0) },
    };
  }

  /** A pending registration the caller may decide: its company inside their scope, its user one they may act on. */
  private async decidable(rank: Rank, id: string) {
    const { db } = this.services;
    const registration = await db.selectFrom('base_user_audit').select(['id', 'userId', 'companyId', 'status']).where('id', '=', id).executeTakeFirst();
    const user = registration
      ? await db
          .selectFrom('base_user')
          .select('id')
          .where('id', '=', registration.userId ?? '')
          .executeTakeFirst()
      : undefined;
    if (!registration || !user) throw new AppError('recordNotFound');
    assertWithinScope(rank, [registration.companyId ?? '']);
    await assertMayActOnUser(db, rank, user.id);
    if (registration.status !== PENDING) throw alreadyDecided();
    return { userId: user.id };
  }

  /** Approves: the account is enabled and can sign in. */
  async approve(callerId: string, id: string): Promise<void> {
    const { db } = this.services;
    const { userId } = await this.decidable(await rankOf(db, callerId), id);
    await db.transaction().execute(async (trx) => {
      await decide(trx, id, callerId, APPROVED, '');
      await trx.updateTable('base_user').set({ enabledMark: 1, lastModifyTime: Date.now(), lastModifyUserId: callerId }).where('id', '=', userId).execute();
    });
  }

  /** Rejects with a reason: the account stays disabled. */
  async reject(callerId: string, id: string, opinion: string): Promise<void> {
    if (!opinion) throw new AppError('badRequest', { texts: auditEntity.messages.auditOpinion?.required });
    const { db } = this.services;
    await this.decidable(await rankOf(db, callerId), id);
    await db.transaction().execute((trx) => decide(trx, id, callerId, REJECTED, opinion));
  }
}

/** Records a decision on a still pending registration; one that lost the race to another decision is refused. */
async function decide(trx: Services['db'], id: string, auditorId: string, status: number, opinion: string): Promise<void> {
  const now = Date.now();
  const result = await trx
    .updateTable('base_user_audit')
    .set({ status, auditOpinion: opinion, auditUserId: auditorId, auditTime: now, lastModifyTime: now, lastModifyUserId: auditorId })
    .where('id', '=', id)
    .where('status', '=', PENDING)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw alreadyDecided();
}
