import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

export function registerAuthorityRoutes(_app: FastifyInstance, _services: Services): void {}
