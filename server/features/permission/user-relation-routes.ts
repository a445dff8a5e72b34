import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

export function registerUserRelationRoutes(_app: FastifyInstance, _services: Services): void {}
