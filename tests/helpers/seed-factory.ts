import { sampleMatching } from '../server/helpers/pattern-sample.ts';
import type { EntityDefinition } from '../../server/crud/entity-definition.ts';

interface PropertySchema {
  type?: string | string[];
  minItems?: number;
  items?: { type?: string; properties?: Record<string, PropertySchema> };
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
  return sampleOf(entity, (entity.bodySchema.properties ?? {}) as Record<string, PropertySchema>, n);
}

function sampleOf(entity: EntityDefinition, properties: Record<string, PropertySchema>, n: number): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (entity.defaults[name] !== undefined) record[name] = entity.defaults[name];
    // A sub-table that needs rows gets one, each cell a sample of its own property.
    if (property.type === 'array' && (property.minItems ?? 0) > 0 && property.items?.type === 'object')
      record[name] = Array.from({ length: property.minItems ?? 1 }, () => sampleOf(entity, property.items?.properties ?? {}, n));
    else if (property.type === 'array') record[name] = [];
    else if (Array.isArray(property.type)) record[name] = property.type.includes('number') ? 1 : `${name}${n}`;
    else if (property.enum) record[name] = property.enum[0];
    else if (property.type === 'integer' || property.type === 'number') record[name] = record[name] ?? property.minimum ?? 1;
    else if (property.pattern === '^[0-9]+$') record[name] = String(n);
    else if (record[name] === undefined || record[name] === '') record[name] = `${name}${n}`.slice(0, property.maxLength ?? 50);
    // A made-up value a pattern refuses (a phone number) gives way to the empty default it allows.
    if (typeof record[name] === 'string' && property.pattern && !new RegExp(property.pattern).test(record[name] as string))
      // A required one (a company administrator's contact phone) takes a value the pattern accepts.
      record[name] =
        entity.defaults[name] === '' ? '' : (sampleMatching(property.pattern, { seed: record[name] as string, maxLength: property.maxLength }) ?? record[name]);
    // A made-up id of another record (a user's position) is refused as unknown: an optional choice stays empty.
    if (
      entity.references.some((reference) => reference.field === name) &&
      !((entity.bodySchema.required ?? []) as string[]).includes(name) &&
      property.type === 'string'
    )
      record[name] = '';
  }
  if (entity.tree) record[entity.tree.parentField] = entity.tree.root;
  return record;
}
