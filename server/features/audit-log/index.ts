import type { FeaturePlugin } from '../feature-plugin.ts';
import { ensureAuditLogTables } from './audit-log-tables.ts';
import { registerLogRoutes } from './log-routes.ts';
import { registerPrintLogRoutes } from './print-log-routes.ts';
import { registerAdminListRoutes } from './admin-list-routes.ts';

/**
 * The system administrators list, the admin-wide system log and the print log. The operations and
 * exceptions the log lists are written by audit-log-writer.ts, which server/app.ts hands to the
 * operation-log hook (server/core/http/operation-log.ts).
 */
export const auditLogFeature: FeaturePlugin = async (app, { services }) => {
  await ensureAuditLogTables(services.db);
  registerLogRoutes(app, services);
  registerPrintLogRoutes(app, services);
  registerAdminListRoutes(app, services);
};
