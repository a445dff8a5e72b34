import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../services.ts';

/**
 * One feature's routes as one Fastify plugin: `server/app.ts` registers every feature from one list,
 * after access control and error handling are installed on the root, so each plugin inherits them.
 */
export type FeaturePlugin = FastifyPluginAsync<{ services: Services }>;
