import type { FeaturePlugin } from '../feature-plugin.ts';

/** Company-administrator applications and the company user audit. */
export const companyApplyFeature: FeaturePlugin = async () => {};
