import { generate } from './generate.ts';
import { SchemaError } from './phases/load-schemas.ts';
import { staleFiles, writeFiles } from './phases/write.ts';

/** `npm run generate` writes; `npm run generate -- --check` lists stale files and fails. */
function main(): number {
  const root = process.cwd();
  const check = process.argv.includes('--check');
  let emitted;
  try {
    emitted = generate(root);
  } catch (error) {
    if (error instanceof SchemaError) {
      console.error(`schema error: ${error.message}`);
      return 2;
    }
    throw error;
  }
  const stale = staleFiles(root, emitted);
  if (check) {
    if (stale.length === 0) {
      console.log(`generated files are up to date (${emitted.length} files)`);
      return 0;
    }
    console.error(`stale generated files (run npm run generate):\n${stale.map((f) => `  ${f}`).join('\n')}`);
    return 1;
  }
  writeFiles(root, emitted);
  console.log(`wrote ${emitted.length} files (${stale.length} changed)`);
  return 0;
}

process.exitCode = main();
