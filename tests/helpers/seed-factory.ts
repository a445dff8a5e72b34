import type { EntityDefinition } from '../../server/crud/entity-definition.ts';

interface PropertySchema {
  type?: string;
  enum?: (string | number)[];
  minimum?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
}

/**
 * A valid record for any generated entity, derived from its body schema: the tests' seed
 * factory. `n` makes unique fields unique.
 */
export function sampleRecord(entity: EntityDefinition, n: number): Record<string, unknown> {
  const properties = (entity.bodySchema.properties ?? {}) as Record<string, PropertySchema>;
  const record: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (entity.defaults[name] !== undefined) record[name] = entity.defaults[name];
    if (property.type === 'array') record[name] = [];
    else if (property.enum) record[name] = property.enum[0];
    else if (property.type === 'integer' || property.type === 'number') record[name] = record[name] ?? property.minimum ?? 1;
    else if (property.pattern === '^[0-9]+$') record[name] = String(n);
    else if (record[name] === undefined || record[name] === '') record[name] = `${name}${n}`.slice(0, property.maxLength ?? 50);
    // A made-up value a pattern refuses (a phone number) gives way to the empty default it allows.
    if (typeof record[name] === 'string' && property.pattern && !new RegExp(property.pattern).test(record[name] as string) && entity.defaults[name] === '')
      record[name] = '';
  }
  if (entity.tree) record[entity.tree.parentField] = entity.tree.root;
  return record;
}
