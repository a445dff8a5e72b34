import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerOauthRoutes } from './oauth-routes.ts';

/** Sign-in, sign-out, captcha and the CurrentUser answer under /api/oauth. */
export const authFeature: FeaturePlugin = async (app, { services }) => {
  registerOauthRoutes(app, services);
};
