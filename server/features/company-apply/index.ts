import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerCompanyAdminApplyRoutes } from './company-admin-apply-routes.ts';
import { registerUserAuditRoutes } from './user-audit-routes.ts';

/**
 * Company administrators (issue 15 point 5, spec shell §2.3, §4, §6): the company-administrator
 * application, decided by the system administrators, and the company user audit, decided by the
 * company's administrators.
 */
export const companyApplyFeature: FeaturePlugin = async (app, { services }) => {
  registerCompanyAdminApplyRoutes(app, services);
  registerUserAuditRoutes(app, services);
};
