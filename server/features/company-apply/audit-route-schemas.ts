import type { FastifyRequest } from 'fastify';
import { pagingProperties } from '../../core/http/paging.ts';
import { AUDIT_STATUSES } from './audit-status.ts';

/** The audit lists' largest page: the pager's largest size (spec §9: 500). */
const MAX_PAGE_SIZE = 500;

/** `?keyword&status&currentPage&pageSize` of both audit lists; no status lists every state. */
export const auditListQuery = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100 },
    status: { type: 'integer', enum: [...AUDIT_STATUSES] },
    ...pagingProperties(MAX_PAGE_SIZE),
  },
} as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

/** A decision's words: optional when approving, the reason (required) when rejecting. */
const opinion = { type: 'string', maxLength: 500 } as const;
export const approveBody = { type: 'object', properties: { auditOpinion: opinion } } as const;
export const rejectBody = { type: 'object', required: ['auditOpinion'], properties: { auditOpinion: opinion } } as const;

export interface DecisionBody {
  auditOpinion?: string;
}

/** A decision sent without a body reads as an empty one, so a missing reason gets its own words (请输入驳回原因), not a generic 400. */
export const bodyOrEmpty = async (request: FastifyRequest): Promise<void> => {
  request.body ??= {};
};
