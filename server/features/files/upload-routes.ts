import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { registerSimpleUploadRoute } from './upload-simple-route.ts';
import { registerStoredFileRoute } from './stored-file-route.ts';
import { registerChunkRoutes } from './chunk-routes.ts';
import { registerMergeRoute } from './merge-route.ts';

/**
 * Simple and chunked uploads (contract §6.1, §6.2) and the stored files they answer with, served
 * by name. The rules every upload follows are server/core/files/upload-policy.ts; the bytes go
 * through server/core/files/stored-files.ts.
 */
export function registerUploadRoutes(app: FastifyInstance, services: Services): void {
  registerSimpleUploadRoute(app, services);
  registerStoredFileRoute(app, services);
  registerChunkRoutes(app, services);
  registerMergeRoute(app, services);
}
