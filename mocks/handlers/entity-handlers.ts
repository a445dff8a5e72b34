import type { HttpHandler } from 'msw';
import type { EntityDefinition } from '../../server/crud/entity-definition.ts';

/**
 * Left only because the generator's mock emitter (generator/phases/emit.ts → mocks/generated/*)
 * still calls it: no handler per entity any more. `npm run dev:mock` is served by the one offline
 * engine (mocks/engine/) from the generated resources; delete this file with that emitter.
 */
export function entityHandlers(_entity: EntityDefinition): HttpHandler[] {
  return [];
}
