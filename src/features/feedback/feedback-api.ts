import { request } from '../../lib/request/request.ts';

export const FEEDBACK_CATEGORIES = ['suggestion', 'problem', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export interface FeedbackInput {
  category: FeedbackCategory;
  content: string;
  contact: string;
  pagePath: string;
}

export interface FeedbackRow {
  id: string;
  category: FeedbackCategory;
  content: string;
  contact: string;
  pagePath: string;
  creatorTime: number;
  creatorUser: string;
}

export const CONTENT_MAX = 2000;
export const CONTACT_MAX = 100;

/** The first problem with a feedback form (the same rules the server applies), as a text key. */
export function feedbackProblem(input: Pick<FeedbackInput, 'content' | 'contact'>): string | null {
  if (!input.content.trim()) return 'feedback.contentRequired';
  if (input.content.trim().length > CONTENT_MAX) return 'feedback.contentTooLong';
  if (input.contact.trim().length > CONTACT_MAX) return 'feedback.contactTooLong';
  return null;
}

/** POST /api/system/Feedback; resolves with the server's thank-you text. */
export async function sendFeedback(input: FeedbackInput): Promise<string> {
  const response = await request({
    url: '/api/system/Feedback',
    method: 'POST',
    data: { ...input, content: input.content.trim(), contact: input.contact.trim() },
  });
  return response.msg ?? '';
}

/** GET /api/system/Feedback (administrators): newest first. */
export async function listFeedback(currentPage: number, pageSize = 10) {
  const response = await request<{ list: FeedbackRow[]; pagination: { total: number } }>({ url: '/api/system/Feedback', data: { currentPage, pageSize } });
  return response.data ?? { list: [], pagination: { total: 0 } };
}
