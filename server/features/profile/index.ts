import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerAvatarRoutes } from './avatar-routes.ts';
import { registerBaseInfoRoutes } from './base-info-routes.ts';
import { registerRelationRoutes } from './relation-routes.ts';
import { registerAuthorizeRoutes } from './authorize-routes.ts';
import { registerSystemLogRoutes } from './system-log-routes.ts';
import { registerSignImgRoutes } from './sign-img-routes.ts';
import { registerCertificationRoutes } from './certification-routes.ts';

/**
 * The personal profile's routes under /api/permission/Users/Current (contract §2.6) and the
 * avatar upload. Password, theme, language and system switching stay in
 * permission/current-user-routes.ts, which the shell already uses.
 */
export const profileFeature: FeaturePlugin = async (app, { services }) => {
  registerBaseInfoRoutes(app, services);
  registerAvatarRoutes(app, services);
  registerRelationRoutes(app, services);
  registerAuthorizeRoutes(app, services);
  registerSystemLogRoutes(app, services);
  registerSignImgRoutes(app, services);
  registerCertificationRoutes(app, services);
};
