import type { Services } from '../../services.ts';
import type { PageResult } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/app-error.ts';
import { newId } from '../../core/db/ids.ts';
import { uniqueViolationOf } from '../../core/db/unique-violation.ts';
import { assertSystemAdministrator, rankOf } from '../../core/identity/rank.ts';
import { entityDefinitions } from '../../crud/entity-definition.ts';
import { APPROVED, PENDING, REJECTED, type AuditListQuery } from './audit-status.ts';
import { enabledCompany } from './companies.ts';
import { administersCompany, makeCompanyAdministrator } from './company-admin-grant.ts';
import { applicationTitle, companyApplyText, companyApplyTexts } from './company-apply-texts.ts';
import { keywordMatch } from './keyword-match.ts';
import { pushUserInfoRefresh } from '../../core/realtime/user-info-refresh.ts';
import { sendSystemMessage, systemAdministratorIds } from './system-messages.ts';

const applyEntity = entityDefinitions.companyAdminApply;

/** What an applicant sends (the schema's body: company, reason, contact phone). */
export interface ApplyBody {
  companyId: string;
  reason: string;
  mobilePhone: string;
}

/** One application as the list shows it. */
export interface ApplicationRow {
  id: string;
  userId: string;
  /** the applicant's name and account */
  realName: string;
  account: string;
  companyId: string;
  companyName: string;
  reason: string;
  mobilePhone: string;
  status: number;
  auditOpinion: string;
  auditUserName: string;
  auditTime: number | null;
  creatorTime: number | null;
  /** the caller may approve or reject it: a system administrator, and it is still pending */
  canAudit: boolean;
}

/** The refusal of a second pending application for the same company: the schema's words. */
const alreadyPending = () => new AppError('badRequest', { texts: applyEntity.messages.pendingKey?.unique });
/** A rejection needs its reason: the schema's words (请输入驳回原因). */
export const opinionRequired = () => new AppError('badRequest', { texts: applyEntity.messages.auditOpinion?.required });
const alreadyDecided = () => new AppError('badRequest', { texts: companyApplyTexts('alreadyDecided') });

/** The one pending application a user may have per company: kept unique by the table's index. */
const pendingKeyOf = (userId: string, companyId: string) => `${userId}:${companyId}`;

/**
 * Company-administrator applications (spec shell §2.3, §4, §6), without HTTP: a user applies for
 * a company (one pending application per user and company); the system administrators get a
 * system message whose title raises the browser's 20-second prompt; a system administrator
 * approves (the applicant becomes the company's administrator, company-admin-grant.ts) or rejects
 * with a reason, and the applicant is told either way. Users who are not system administrators
 * see only their own applications.
 */
export class CompanyAdminApplyOperations {
  constructor(private readonly services: Services) {}

  async list(callerId: string, query: AuditListQuery): Promise<PageResult<ApplicationRow>> {
    const { db } = this.services;
    const rank = await rankOf(db, callerId);
    const { currentPage = 1, pageSize = 20 } = query;
    let rows = db
      .selectFrom('base_company_admin_apply as a')
      .leftJoin('base_user as u', 'u.id', 'a.userId')
      .leftJoin('base_organize as o', 'o.id', 'a.companyId')
      .leftJoin('base_user as auditor', 'auditor.id', 'a.auditUserId')
      .where(keywordMatch(query.keyword, ['u.realName', 'u.account', 'o.fullName', 'a.reason']));
    if (!rank.system) rows = rows.where('a.userId', '=', callerId);
    if (query.status !== undefined) rows = rows.where('a.status', '=', query.status);
    const counted = await rows.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const page = await rows
      .select([
        'a.id',
        'a.userId',
        'u.realName',
        'u.account',
        'a.companyId',
        'o.fullName as companyName',
        'a.reason',
        'a.mobilePhone',
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
        realName: row.realName ?? '',
        account: row.account ?? '',
        companyId: row.companyId ?? '',
        companyName: row.companyName ?? '',
        reason: row.reason ?? '',
        mobilePhone: row.mobilePhone ?? '',
        status: row.status ?? PENDING,
        auditOpinion: row.auditOpinion ?? '',
        auditUserName: row.auditUserName ?? '',
        auditTime: row.auditTime,
        creatorTime: row.creatorTime,
        canAudit: rank.system && row.status === PENDING,
      })),
      pagination: { currentPage, pageSize, total: Number(counted?.total ?? 0) },
    };
  }

  /** Applies for a company; the system administrators are told. */
  async apply(applicantId: string, body: ApplyBody): Promise<void> {
    const { db } = this.services;
    const company = await enabledCompany(db, body.companyId);
    if (!company) throw new AppError('badRequest', { texts: companyApplyTexts('companyMissing') });
    if (await administersCompany(db, applicantId, company.id)) throw new AppError('badRequest', { texts: companyApplyTexts('alreadyAdministrator') });
    const pendingKey = pendingKeyOf(applicantId, company.id);
    if (await db.selectFrom('base_company_admin_apply').select('id').where('pendingKey', '=', pendingKey).executeTakeFirst()) throw alreadyPending();
    const now = Date.now();
    const reason = body.reason.trim();
    const mobilePhone = body.mobilePhone.trim();
    try {
      await db
        .insertInto('base_company_admin_apply')
        .values({
          id: newId(),
          userId: applicantId,
          companyId: company.id,
          reason,
          mobilePhone,
          status: PENDING,
          pendingKey,
          creatorTime: now,
          creatorUserId: applicantId,
        })
        .execute();
    } catch (error) {
      // Two applications sent at once both passed the check above; the unique index kept one.
      if (uniqueViolationOf(error)) throw alreadyPending();
      throw error;
    }
    const applicant = await db.selectFrom('base_user').select(['realName', 'account']).where('id', '=', applicantId).executeTakeFirst();
    const name = applicant ? `${applicant.realName ?? ''}/${applicant.account ?? ''}` : applicantId;
    const deciders = (await systemAdministratorIds(this.services)).filter((id) => id !== applicantId);
    await sendSystemMessage(this.services, deciders, applicantId, (language) => ({
      title: applicationTitle(company.fullName, name),
      paragraphs: [
        companyApplyText('applicationBody', language, { applicant: name, company: company.fullName }),
        companyApplyText('reasonLine', language, { reason }),
        companyApplyText('phoneLine', language, { phone: mobilePhone }),
      ],
    }));
  }

  /** A pending application, for a system administrator's decision. */
  private async pendingForDecision(callerId: string, id: string) {
    const { db } = this.services;
    assertSystemAdministrator(await rankOf(db, callerId));
    const application = await db.selectFrom('base_company_admin_apply').select(['id', 'userId', 'companyId', 'status']).where('id', '=', id).executeTakeFirst();
    if (!application) throw new AppError('recordNotFound');
    if (application.status !== PENDING) throw alreadyDecided();
    const company = await db
      .selectFrom('base_organize')
      .select('fullName')
      .where('id', '=', application.companyId ?? '')
      .executeTakeFirst();
    return { userId: application.userId ?? '', companyId: application.companyId ?? '', companyName: company?.fullName ?? '' };
  }

  /** Approves: the applicant becomes the company's administrator, in the same transaction as the decision. */
  async approve(callerId: string, id: string, opinion: string): Promise<void> {
    const application = await this.pendingForDecision(callerId, id);
    if (!(await enabledCompany(this.services.db, application.companyId))) throw new AppError('badRequest', { texts: companyApplyTexts('companyMissing') });
    await this.services.db.transaction().execute(async (trx) => {
      await decide(trx, id, callerId, APPROVED, opinion);
      await makeCompanyAdministrator(trx, application.userId, application.companyId);
    });
    // The new administrator's open pages reload their menu and permissions (they now hold the company's admin role).
    await pushUserInfoRefresh(this.services.fanOut, [application.userId]);
    await sendSystemMessage(this.services, [application.userId], callerId, (language) => ({
      title: companyApplyText('approvedTitle', language, { company: application.companyName }),
      paragraphs: [companyApplyText('approvedBody', language, { company: application.companyName })],
    }));
  }

  /** Rejects with a reason; the applicant is told why. */
  async reject(callerId: string, id: string, opinion: string): Promise<void> {
    if (!opinion) throw opinionRequired();
    const application = await this.pendingForDecision(callerId, id);
    await this.services.db.transaction().execute((trx) => decide(trx, id, callerId, REJECTED, opinion));
    await sendSystemMessage(this.services, [application.userId], callerId, (language) => ({
      title: companyApplyText('rejectedTitle', language, { company: application.companyName }),
      paragraphs: [companyApplyText('opinionLine', language, { opinion })],
    }));
  }
}

/**
 * Records a decision on a still pending application; a decision that lost the race to another one
 * changes nothing and is refused. The pending mark is cleared, so the user may apply again.
 */
async function decide(trx: Services['db'], id: string, auditorId: string, status: number, opinion: string): Promise<void> {
  const now = Date.now();
  const result = await trx
    .updateTable('base_company_admin_apply')
    .set({ status, pendingKey: null, auditOpinion: opinion, auditUserId: auditorId, auditTime: now, lastModifyTime: now, lastModifyUserId: auditorId })
    .where('id', '=', id)
    .where('status', '=', PENDING)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw alreadyDecided();
}
