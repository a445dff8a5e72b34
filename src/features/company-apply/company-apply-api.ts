import { request } from '../../lib/request/request.ts';
import type { ListSource } from '../../lib/data/list-source.ts';

/** 0 待审核, 1 已通过, 2 已驳回: the states of an application and of a registration. */
export type AuditStatus = 0 | 1 | 2;
export const AUDIT_STATUSES: readonly AuditStatus[] = [0, 1, 2];

/** One application (GET /api/permission/CompanyAdminApply). */
export interface ApplicationRow {
  id: string;
  userId: string;
  realName: string;
  account: string;
  companyId: string;
  companyName: string;
  reason: string;
  mobilePhone: string;
  status: AuditStatus;
  auditOpinion: string;
  auditUserName: string;
  auditTime: number | null;
  creatorTime: number | null;
  /** the caller may decide it: a system administrator, and it is pending */
  canAudit: boolean;
}

/** One registration waiting for, or given, a decision (GET /api/permission/UserAudit). */
export interface RegistrationRow {
  id: string;
  userId: string;
  account: string;
  realName: string;
  mobilePhone: string;
  companyId: string;
  companyName: string;
  status: AuditStatus;
  auditOpinion: string;
  auditUserName: string;
  auditTime: number | null;
  creatorTime: number | null;
}

const APPLY_BASE = '/api/permission/CompanyAdminApply';
const AUDIT_BASE = '/api/permission/UserAudit';

/** The paged lists (keyword, status, currentPage, pageSize), read by the list controller. */
export const APPLICATION_LIST: ListSource = { url: APPLY_BASE, sortable: false };
export const REGISTRATION_LIST: ListSource = { url: AUDIT_BASE, sortable: false };

/** What an applicant sends. */
export interface ApplyForm {
  companyId: string;
  reason: string;
  mobilePhone: string;
}

/** Each call resolves with the server's words for the toast. */
const said = async (url: string, method: 'POST' | 'PUT', data: object): Promise<string> => (await request({ url, method, data })).msg ?? '';

export const applyForCompany = (form: ApplyForm) => said(APPLY_BASE, 'POST', form);
export const approveApplication = (id: string) => said(`${APPLY_BASE}/${encodeURIComponent(id)}/Actions/Approve`, 'PUT', {});
export const rejectApplication = (id: string, auditOpinion: string) => said(`${APPLY_BASE}/${encodeURIComponent(id)}/Actions/Reject`, 'PUT', { auditOpinion });
export const approveRegistration = (id: string) => said(`${AUDIT_BASE}/${encodeURIComponent(id)}/Actions/Approve`, 'PUT', {});
export const rejectRegistration = (id: string, auditOpinion: string) => said(`${AUDIT_BASE}/${encodeURIComponent(id)}/Actions/Reject`, 'PUT', { auditOpinion });

/**
 * The caller's own applications, newest first, for the company certification page (the server
 * lists only one's own, or everyone's for a system administrator: those are narrowed to the
 * caller's). A refusal, such as a user without the application page, is the caller's to show.
 */
export async function loadOwnApplications(userId: string): Promise<ApplicationRow[]> {
  const answer = await request<{ list: ApplicationRow[] }>({ url: APPLY_BASE, data: { currentPage: 1, pageSize: 500 }, showsOwnError: true });
  return (answer.data?.list ?? []).filter((row) => row.userId === userId);
}

/** The company a user belongs to: the nearest company on their organisation path (root first), if any. */
export const companyOnPath = (organizeIdList: readonly string[], companies: readonly CompanyOption[]): CompanyOption | undefined =>
  [...organizeIdList]
    .reverse()
    .map((id) => companies.find((company) => company.id === id))
    .find((company) => company !== undefined);

export interface CompanyOption {
  id: string;
  fullName: string;
}

interface OrganizeNode {
  id: string;
  fullName?: string;
  type?: string;
  children?: OrganizeNode[] | null;
}

/**
 * The companies one may apply for: the enabled organisation tree (GET Organize/Selector/0, every
 * signed-in user's picker tree), its company nodes in tree order; departments are left out.
 */
export async function loadCompanies(): Promise<CompanyOption[]> {
  const tree = (await request<{ list: OrganizeNode[] }>({ url: '/api/permission/Organize/Selector/0' })).data?.list ?? [];
  const companies: CompanyOption[] = [];
  const walk = (nodes: readonly OrganizeNode[]) => {
    for (const node of nodes) {
      if (node.type === 'company') companies.push({ id: node.id, fullName: node.fullName ?? node.id });
      walk(node.children ?? []);
    }
  };
  walk(tree);
  return companies;
}
