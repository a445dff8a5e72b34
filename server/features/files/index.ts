import type { FeaturePlugin } from '../feature-plugin.ts';
import { registerUploadRoutes } from './upload-routes.ts';
import { registerDownloadRoutes } from './download-routes.ts';

/**
 * Files (contract §6): uploads in one piece and in chunks, stored images served by name, signed
 * single-use download links, zips of several files and previews. The bytes live in the file store
 * (server/core/files/file-storage.ts), what they are in base_file.
 */
export const filesFeature: FeaturePlugin = async (app, { services }) => {
  registerUploadRoutes(app, services);
  registerDownloadRoutes(app, services);
};
