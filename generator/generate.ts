import path from 'node:path';
import { loadSchemas } from './phases/load-schemas.ts';
import { normalise } from './phases/normalise.ts';
import { emitAll, type EmittedFile } from './phases/emit.ts';

/** load → normalise → emit, all pure: the files the schemas in `root/schemas` produce. */
export function generate(root: string): EmittedFile[] {
  return emitAll(loadSchemas(path.join(root, 'schemas')).map(normalise));
}
