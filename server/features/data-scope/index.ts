import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerSchemeRoutes } from './scheme-routes.ts';

/**
 * Data-permission schemes per menu (`/api/system/ModuleDataAuthorizeScheme`, the fields they test
 * at `/api/system/ModuleDataAuthorize/{moduleId}/Fields`). The row conditions they put on lists,
 * info, updates, deletes and exports live in the generic runtime (server/crud/operations/data-scope/).
 */
export const dataScopeFeature: FeaturePlugin = async (app, { services }) => {
  registerSchemeRoutes(app, services);
};
