import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerCurrentUserRoutes } from './current-user-routes.ts';
import { registerUserActionRoutes } from './user-action-routes.ts';
import { registerDepartmentRoutes } from './department-routes.ts';
import { registerPickerSelectorRoutes } from './picker-selector-routes.ts';
import { registerImUserSelectorRoutes } from './im-user-selector-routes.ts';
import { registerUserConditionRoutes } from './user-condition-routes.ts';
import { registerColumnSettingsRoutes } from './column-settings-routes.ts';
import { registerStockClientSelectorRoutes } from './stock-client-selector-routes.ts';
import { registerAuthorityRoutes } from './authority-routes.ts';
import { registerUserRelationRoutes } from './user-relation-routes.ts';
import { registerUserQueryRoutes } from './user-query-routes.ts';

/**
 * The current user's settings, user admin actions (unlock, password reset), departments, the pickers'
 * selector trees, each user's column settings, authorisation (what a role, position or user is granted),
 * members (UserRelation) and the user, position, role and organisation queries of contract §4.5–4.9.
 */
export const permissionFeature: FeaturePlugin = async (app, { services }) => {
  registerCurrentUserRoutes(app, services);
  registerUserActionRoutes(app, services);
  registerDepartmentRoutes(app, services);
  registerPickerSelectorRoutes(app, services);
  registerImUserSelectorRoutes(app, services);
  registerUserConditionRoutes(app, services);
  registerColumnSettingsRoutes(app, services);
  registerStockClientSelectorRoutes(app, services);
  registerAuthorityRoutes(app, services);
  registerUserRelationRoutes(app, services);
  registerUserQueryRoutes(app, services);
};
