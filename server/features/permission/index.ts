import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerCurrentUserRoutes } from './current-user-routes.ts';
import { registerUserActionRoutes } from './user-action-routes.ts';
import { registerDepartmentRoutes } from './department-routes.ts';
import { registerPickerSelectorRoutes } from './picker-selector-routes.ts';
import { registerImUserSelectorRoutes } from './im-user-selector-routes.ts';
import { registerUserConditionRoutes } from './user-condition-routes.ts';
import { registerColumnSettingsRoutes } from './column-settings-routes.ts';
import { registerStockClientSelectorRoutes } from './stock-client-selector-routes.ts';

/** The current user's settings, user admin actions (unlock, password reset), departments, the pickers' selector trees and each user's column settings. */
export const permissionFeature: FeaturePlugin = async (app, { services }) => {
  registerCurrentUserRoutes(app, services);
  registerUserActionRoutes(app, services);
  registerDepartmentRoutes(app, services);
  registerPickerSelectorRoutes(app, services);
  registerImUserSelectorRoutes(app, services);
  registerUserConditionRoutes(app, services);
  registerColumnSettingsRoutes(app, services);
  registerStockClientSelectorRoutes(app, services);
};
