import path from 'node:path';
import { loadSchemas } from './phases/load-schemas.ts';
import { normalise } from './phases/normalise.ts';
import { emitAll, type EmittedFile } from './phases/emit.ts';
import { platformTables } from '../server/core/db/platform-tables.ts';

/** load → normalise → emit, all pure: the files the schemas in `root/schemas` produce. */
export function generate(root: string): EmittedFile[] {
  const schemas = loadSchemas(
    path.join(root, 'schemas'),
    platformTables.map((table) => table.name),
  );
  const tables = new Map(schemas.map((schema) => [schema.json['x-portside'].entity, schema.json['x-portside'].table]));
  return emitAll(schemas.map((schema) => normalise(schema, tables)));
}
