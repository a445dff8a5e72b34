import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { areaNamesByIds, areaSelector, pathsOf } from './area-selector.ts';

const areaId = { type: 'string', minLength: 1, maxLength: 64 } as const;
const selectorParams = { type: 'object', required: ['parentId', 'currId'], properties: { parentId: areaId, currId: areaId } } as const;
/** A form's address values: up to 500 stored paths, each at most a few levels deep. */
const idsBody = {
  type: 'object',
  properties: {
    idsList: {
      type: 'array',
      maxItems: 500,
      items: { anyOf: [{ type: 'array', maxItems: 10, items: areaId }, areaId] },
    },
  },
} as const;

/**
 * The address widget's reads (contract §4.10, spec lowcode §7 "Area"). Any signed-in user may
 * read them, as addresses are filled and shown in forms by users without the area-management
 * right; the rest of /api/system/Area stays behind it (schemas/area.schema.json, generic routes).
 */
export function registerAreaSelectorRoutes(app: FastifyInstance, services: Services): void {
  const config = { access: 'signed-in' as const };

  // One level: GET /{parentId}/Selector/{currId or 0} → ListVO of { id, fullName, enCode, isLeaf, hasChildren }.
  app.get<{ Params: { parentId: string; currId: string } }>(
    '/api/system/Area/:parentId/Selector/:currId',
    { config, schema: { params: selectorParams } },
    async (request) => ok({ list: await areaSelector(services.db, request.params.parentId, request.params.currId) }),
  );

  // Names of stored paths: POST /GetAreaByIds { idsList } → data is the bare string[][] the stock client maps over.
  app.post<{ Body: { idsList?: (string | string[])[] } | undefined }>('/api/system/Area/GetAreaByIds', { config, schema: { body: idsBody } }, async (request) =>
    ok(await areaNamesByIds(services.db, pathsOf(request.body?.idsList ?? []))),
  );
}
