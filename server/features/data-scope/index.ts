import type { FeaturePlugin } from '../feature-plugin.ts';

/** Data-permission schemes per menu and the row conditions they put on lists, info, updates, deletes and exports. */
export const dataScopeFeature: FeaturePlugin = async () => {};
