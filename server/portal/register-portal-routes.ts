import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { registerPublicNoticeRoutes } from './public-notice-routes.ts';
import { registerShortLinkRoutes } from './short-link-routes.ts';
import { registerFeedbackRoutes } from '../feedback/feedback-routes.ts';

/** The public portal's routes (notices, platform info, short links) and the navbar's feedback. */
export function registerPortalRoutes(app: FastifyInstance, services: Services): void {
  registerPublicNoticeRoutes(app, services);
  registerShortLinkRoutes(app, services);
  registerFeedbackRoutes(app, services);
}
