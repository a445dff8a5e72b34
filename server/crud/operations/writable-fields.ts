import type { EntityDefinition } from '../entity-definition.ts';
import { encodeJson } from '../row-decorators.ts';

const cache = new WeakMap<EntityDefinition, string[]>();

/** The stored columns a body may set: those the schema's body declares. */
export function writableFields(entity: EntityDefinition): string[] {
  let fields = cache.get(entity);
  if (!fields) {
    fields = entity.table.columns.map((c) => c.name).filter((name) => name in (entity.bodySchema.properties as object));
    cache.set(entity, fields);
  }
  return fields;
}

/** The writable values a body sends (undefined means not sent), array fields as JSON text. */
export function pickWritable(entity: EntityDefinition, body: Record<string, unknown>): Record<string, unknown> {
  return encodeJson(
    entity,
    Object.fromEntries(
      writableFields(entity)
        .filter((k) => body[k] !== undefined)
        .map((k) => [k, body[k]]),
    ),
  );
}
