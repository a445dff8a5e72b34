import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerPublicNoticeRoutes } from './public-notice-routes.ts';
import { registerShortLinkRoutes } from './short-link-routes.ts';
import { registerFeedbackRoutes } from './feedback-routes.ts';

/** The public portal's routes (notices, platform info, short links) and the navbar's feedback. */
export const portalFeature: FeaturePlugin = async (app, { services }) => {
  registerPublicNoticeRoutes(app, services);
  registerShortLinkRoutes(app, services);
  registerFeedbackRoutes(app, services);
};
