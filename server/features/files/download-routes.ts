import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

/** Signed downloads, zips and previews (contract §6.3, §6.4). */
export function registerDownloadRoutes(app: FastifyInstance, services: Services): void {
  void app;
  void services;
}
