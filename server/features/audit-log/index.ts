import type { FeaturePlugin } from '../feature-plugin.ts';

/** The system administrators list, the admin-wide system log and the print log. */
export const auditLogFeature: FeaturePlugin = async () => {};
