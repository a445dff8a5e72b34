import { pageSizeSchema, pagingProperties } from '../../core/http/paging.ts';

/**
 * Request shapes of the dashboard routes (contract §8, `/api/visualdev/Dashboard`): ajv checks each
 * request against them before the route runs, and tests send theirs to the real app in-process.
 */

/** A list of category codes, as JNPF's dashboard widgets send them (empty: every category). */
const categories = { type: ['array', 'null'], maxItems: 50, items: { type: 'string', maxLength: 64 } } as const;

/** POST …/Notice: `typeList` narrows to notice categories (dictionary NoticeType codes). */
export interface DashboardNoticeBody {
  typeList?: string[] | null;
  pageSize?: number;
}
export const dashboardNoticeBody = {
  type: 'object',
  properties: { typeList: categories, pageSize: pageSizeSchema(50) },
} as const;
/** Spec §7 asks message lists for 10 at a time; the dashboard's notice card shows as many. */
export const DASHBOARD_NOTICE_COUNT = 10;

/** POST …/FlowTodoCount: JNPF's per-count category filters (flowCategory in a flow message's body). */
export interface FlowTodoCountBody {
  toBeReviewedType?: string[] | null;
  flowDoneType?: string[] | null;
  flowCirculateType?: string[] | null;
}
export const flowTodoCountBody = {
  type: 'object',
  properties: { toBeReviewedType: categories, flowDoneType: categories, flowCirculateType: categories },
} as const;

/** GET …/FlowTodo and …/MyFlowTodo: paged; JNPF's dashboard asks for 20. */
export interface FlowTodoQuery {
  currentPage?: number;
  pageSize?: number;
}
export const flowTodoQuery = {
  type: 'object',
  properties: pagingProperties(100),
} as const;
export const FLOW_TODO_PAGE_SIZE = 20;
