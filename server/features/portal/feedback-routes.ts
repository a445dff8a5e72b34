import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { pagingProperties } from '../../core/http/paging.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { newId } from '../../core/db/ids.ts';
import { userLabels } from '../../core/identity/user-labels.ts';
import { portalRefusal, portalText, portalTexts } from './portal-texts.ts';

/**
 * The menu code that grants reading feedback. No demo menu carries it, so administrators (who
 * pass every permission) read feedback; a role is granted it by adding a menu with this code.
 */
export const FEEDBACK_PERMISSION = 'system.feedback';

export const FEEDBACK_CATEGORIES = ['suggestion', 'problem', 'other'] as const;

interface FeedbackBody {
  category: (typeof FEEDBACK_CATEGORIES)[number];
  content: string;
  contact?: string;
  pagePath?: string;
}

interface ListQuery {
  keyword?: string;
  category?: string;
  currentPage?: number;
  pageSize?: number;
}

const feedbackBody = {
  type: 'object',
  required: ['category', 'content'],
  additionalProperties: false,
  properties: {
    category: { type: 'string', enum: [...FEEDBACK_CATEGORIES] },
    content: { type: 'string', minLength: 1, maxLength: 2000 },
    contact: { type: 'string', maxLength: 100 },
    pagePath: { type: 'string', maxLength: 500 },
  },
} as const;

const listQuery = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100 },
    category: { type: 'string', enum: ['', ...FEEDBACK_CATEGORIES] },
    ...pagingProperties(100),
  },
} as const;

/** The words of each refusal, per field and rule (server/core/http/validation-message.ts). */
const fieldMessages = {
  category: { required: portalTexts.feedbackCategory, enum: portalTexts.feedbackCategory },
  content: { required: portalTexts.feedbackContentRequired, maxLength: portalTexts.feedbackContentTooLong },
  contact: { maxLength: portalTexts.feedbackContactTooLong },
};

/**
 * Feedback from the navbar (spec §2.5): any signed-in user sends it (POST /api/system/Feedback),
 * holders of FEEDBACK_PERMISSION list it (GET /api/system/Feedback, paged, newest first).
 */
export function registerFeedbackRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

  app.post<{ Body: FeedbackBody }>(
    '/api/system/Feedback',
    { config: { access: 'signed-in', fieldMessages }, schema: { body: feedbackBody } },
    async (request) => {
      const content = request.body.content.trim();
      if (!content) return portalRefusal('feedbackContentRequired', lang(request));
      await db
        .insertInto('base_feedback')
        .values({
          id: newId(),
          userId: currentUser(request).userId,
          category: request.body.category,
          content,
          contact: request.body.contact?.trim() ?? '',
          pagePath: request.body.pagePath ?? '',
          creatorTime: Date.now(),
        })
        .execute();
      return ok(undefined, portalText('feedbackSent', lang(request)));
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/system/Feedback',
    { config: { access: { permission: FEEDBACK_PERMISSION } }, schema: { querystring: listQuery } },
    async (request) => {
      const currentPage = request.query.currentPage ?? 1;
      const pageSize = request.query.pageSize ?? 20;
      const keyword = request.query.keyword?.trim();
      let base = db.selectFrom('base_feedback');
      if (keyword) base = base.where('content', 'like', `%${keyword}%`);
      if (request.query.category) base = base.where('category', '=', request.query.category);
      const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const rows = await base
        .select(['id', 'userId', 'category', 'content', 'contact', 'pagePath', 'creatorTime'])
        .orderBy('creatorTime', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize)
        .execute();
      const labels = await userLabels(
        db,
        rows.map((row) => row.userId),
      );
      const list = rows.map(({ userId, ...row }) => ({ ...row, creatorUser: labels.get(userId ?? '') ?? '' }));
      return ok({ list, pagination: { currentPage, pageSize, total: Number(counted?.total ?? 0) } });
    },
  );
}
