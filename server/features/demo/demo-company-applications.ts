import type { Db } from '../../core/db/database.ts';
import { newId } from '../../core/db/ids.ts';
import { insertRows } from './insert-rows.ts';

const DAY = 86_400_000;

/**
 * Users who registered for a company and wait for its administrators (the company user audit:
 * an account created disabled, with a base_user_audit row naming the company). Three are pending —
 * two for the terminal company, which its administrator `manager` audits, one for the group, which
 * only a system administrator sees — and one was rejected. Their password is the demo one, for
 * when an audit lets them in.
 */
export const demoRegistrations = [
  { id: 'user-reg-zhao', account: 'zhaoxin', realName: '赵新', mobilePhone: '13700000011', companyId: 'org-terminal', status: 0, daysAgo: 1, opinion: '' },
  { id: 'user-reg-qian', account: 'qianli', realName: '钱立', mobilePhone: '13700000012', companyId: 'org-terminal', status: 0, daysAgo: 2, opinion: '' },
  { id: 'user-reg-sun', account: 'sunmei', realName: '孙梅', mobilePhone: '13700000013', companyId: 'org-group', status: 0, daysAgo: 3, opinion: '' },
  {
    id: 'user-reg-zhou',
    account: 'zhouhang',
    realName: '周航',
    mobilePhone: '13700000014',
    companyId: 'org-terminal',
    status: 2,
    daysAgo: 9,
    opinion: '非本公司员工',
  },
];

/** Applications to administer a company: staff's for the terminal company waits; the tourist's for the group was rejected. */
export const demoAdminApplications = [
  {
    id: 'apply-staff-terminal',
    userId: 'user-staff',
    companyId: 'org-terminal',
    reason: '负责操作部系统账号的日常维护，申请成为集装箱码头公司管理员',
    mobilePhone: '13800000003',
    status: 0,
    daysAgo: 1,
    opinion: '',
  },
  {
    id: 'apply-tourist-group',
    userId: 'user-tourist',
    companyId: 'org-group',
    reason: '希望管理集团的公众服务账号',
    mobilePhone: '13800000004',
    status: 2,
    daysAgo: 6,
    opinion: '请通过所在公司提交申请',
  },
];

/** Writes the two audit screens' demo rows, inside the demo loader's transaction (a fresh demo database only). */
export async function loadDemoCompanyApplications(trx: Db, passwordHash: string): Promise<void> {
  const now = Date.now();
  const decided = (status: number, daysAgo: number) =>
    status === 0 ? { auditUserId: null, auditTime: null } : { auditUserId: 'user-admin', auditTime: now - daysAgo * DAY + DAY / 2 };
  await insertRows(
    trx,
    'base_user',
    demoRegistrations.map((r, index) => ({
      id: r.id,
      account: r.account,
      realName: r.realName,
      passwordHash,
      gender: 1,
      headIcon: '',
      mobilePhone: r.mobilePhone,
      email: '',
      organizeId: r.companyId,
      isAdministrator: 0,
      enabledMark: 0,
      errorCount: 0,
      theme: 'blend',
      language: 'zh',
      systemId: 'sys-port',
      changePasswordDate: now,
      description: '',
      sortCode: 100 + index,
      creatorTime: now - r.daysAgo * DAY,
      creatorUserId: r.id,
    })),
  );
  await insertRows(
    trx,
    'base_user_relation',
    demoRegistrations.map((r) => ({ id: newId(), userId: r.id, objectType: 'Organize', objectId: r.companyId, sortCode: 0 })),
  );
  await insertRows(
    trx,
    'base_user_audit',
    demoRegistrations.map((r) => ({
      id: `audit-${r.id}`,
      userId: r.id,
      companyId: r.companyId,
      status: r.status,
      auditOpinion: r.opinion,
      ...decided(r.status, r.daysAgo),
      creatorTime: now - r.daysAgo * DAY,
      creatorUserId: r.id,
    })),
  );
  await insertRows(
    trx,
    'base_company_admin_apply',
    demoAdminApplications.map((a) => ({
      id: a.id,
      userId: a.userId,
      companyId: a.companyId,
      reason: a.reason,
      mobilePhone: a.mobilePhone,
      status: a.status,
      pendingKey: a.status === 0 ? `${a.userId}:${a.companyId}` : null,
      auditOpinion: a.opinion,
      ...decided(a.status, a.daysAgo),
      creatorTime: now - a.daysAgo * DAY,
      creatorUserId: a.userId,
    })),
  );
}
