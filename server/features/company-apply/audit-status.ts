/**
 * The states an application and a registration go through (translated in the browser as 待审核,
 * 已通过, 已驳回): pending until a decision, then approved or rejected for good.
 */
export const PENDING = 0;
export const APPROVED = 1;
export const REJECTED = 2;

export const AUDIT_STATUSES = [PENDING, APPROVED, REJECTED] as const;

/** What a paged audit list is asked: keyword, state and page (contract §1.3 paging). */
export interface AuditListQuery {
  keyword?: string;
  status?: number;
  currentPage?: number;
  pageSize?: number;
}
