import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

/** Simple and chunked uploads (contract §6.1, §6.2). */
export function registerUploadRoutes(app: FastifyInstance, services: Services): void {
  void app;
  void services;
}
