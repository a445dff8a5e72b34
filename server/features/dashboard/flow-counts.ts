/**
 * FlowTodoCount from the inbox. This platform has no workflow engine: the only flow facts it holds
 * are the flow messages (type 2) a user received. So the counts are counts of those messages:
 * - toBeReviewed: flow messages the user has not opened yet (flowType other than 2),
 * - flowDone: flow messages the user has opened (flowType other than 2),
 * - entrust: entrust messages (flowType 2), opened or not.
 * JNPF's flowCirculate has no source here and is not sent. A category filter keeps the messages
 * whose JSON body names one of the categories in `flowCategory`.
 */
import type { FlowTodoCountBody } from './dashboard-schemas.ts';

export interface FlowMessageFact {
  flowType: number | null;
  isRead: number | null;
  /** the message's JSON body; only needed when a category filter is given */
  bodyText?: string | null;
}

export interface FlowTodoCount {
  toBeReviewed: number;
  flowDone: number;
  entrust: number;
}

/** flowCategory of a flow message's JSON body, '' when absent or not JSON. */
export function flowCategoryOf(bodyText: string | null | undefined): string {
  try {
    const body: unknown = JSON.parse(bodyText ?? '');
    const category = body && typeof body === 'object' ? (body as Record<string, unknown>).flowCategory : undefined;
    return category === undefined || category === null ? '' : String(category);
  } catch {
    return '';
  }
}

/** True when a count's category filter needs the messages' bodies. */
export const needsBodies = (filter: FlowTodoCountBody): boolean => Boolean(filter.toBeReviewedType?.length || filter.flowDoneType?.length);

export function countFlowMessages(facts: readonly FlowMessageFact[], filter: FlowTodoCountBody = {}): FlowTodoCount {
  const inCategories = (fact: FlowMessageFact, wanted: readonly string[] | null | undefined) =>
    !wanted?.length || wanted.includes(flowCategoryOf(fact.bodyText));
  const counts: FlowTodoCount = { toBeReviewed: 0, flowDone: 0, entrust: 0 };
  for (const fact of facts) {
    if (Number(fact.flowType) === 2) counts.entrust += 1;
    else if (Number(fact.isRead) === 1) counts.flowDone += inCategories(fact, filter.flowDoneType) ? 1 : 0;
    else counts.toBeReviewed += inCategories(fact, filter.toBeReviewedType) ? 1 : 0;
  }
  return counts;
}
