import { afterAll, describe, expect, it } from 'vitest';
import { ESLint, type Linter } from 'eslint';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FEATURES, GENERIC_LAYERS, ZONE_EXCEPTIONS } from '../../lint/import-zones.js';

/**
 * The import zones and the cycle check of eslint.config.js bite: each snippet below is linted by the
 * real configuration as if it sat at the given path (imports must name files that exist, since the
 * rule compares resolved paths).
 */
const root = path.resolve('.');
const configFile = path.join(root, 'eslint.config.js');
const eslint = new ESLint({ cwd: root, overrideConfigFile: configFile });

async function ruleIds(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((message: Linter.LintMessage) => message.ruleId);
}

const ZONE = 'import-x/no-restricted-paths';

describe('import zones', () => {
  it('src/ never imports server/', async () => {
    expect(await ruleIds('src/request/zone-probe.ts', "import { buildApp } from '../../server/app.ts';\nexport { buildApp };\n")).toContain(ZONE);
  });

  it('a feature never imports another feature, but may import a generic layer', async () => {
    expect(await ruleIds('src/schedule/zone-probe.ts', "export { fetchUnread } from '../messages/message-api.ts';\n")).toContain(ZONE);
    expect(await ruleIds('src/schedule/zone-probe.ts', "export { request } from '../request/request.ts';\n")).not.toContain(ZONE);
  });

  it('a generic layer never imports a feature', async () => {
    expect(await ruleIds('src/entity-screens/zone-probe.ts', "export { NoticePage } from '../notice/notice-page.tsx';\n")).toContain(ZONE);
  });

  it('an exception is for its one file only', async () => {
    const importing = "export * from '../messages/messages.ts';\n";
    expect(await ruleIds('src/i18n/i18n-provider.ts', importing)).not.toContain(ZONE);
    expect(await ruleIds('src/i18n/zone-probe.ts', importing)).toContain(ZONE);
  });

  it('common/ imports neither Node modules nor src/ or server/', async () => {
    expect(await ruleIds('common/zone-probe.ts', "import fs from 'node:fs';\nexport const read = fs.readFileSync;\n")).toContain('no-restricted-imports');
    expect(await ruleIds('common/zone-probe.ts', "import { Kysely } from 'kysely';\nexport { Kysely };\n")).toContain('no-restricted-imports');
    expect(await ruleIds('common/zone-probe.ts', "export * from '../src/request/request.ts';\n")).toContain(ZONE);
  });

  it('server/ never imports mocks/, and generated code only its seams', async () => {
    expect(await ruleIds('server/http/zone-probe.ts', "export * from '../../mocks/browser.ts';\n")).toContain(ZONE);
    expect(await ruleIds('common/generated/zone-probe.ts', "export * from '../entity-model.ts';\n")).not.toContain(ZONE);
    expect(await ruleIds('common/generated/zone-probe.ts', "export * from '../rich-text-rules.ts';\n")).toContain(ZONE);
    expect(await ruleIds('common/generated/zone-probe.ts', "export * from '../../server/http/app-error.ts';\n")).toContain(ZONE);
  });

  it('every src/ folder is classified and every exception names a file that exists', () => {
    const folders = fs
      .readdirSync(path.join(root, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !GENERIC_LAYERS.includes(folder) && !FEATURES.includes(folder))).toEqual([]);
    const missing = ZONE_EXCEPTIONS.flatMap((exception) => exception.files).filter((file) => !fs.existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
  });
});

describe('import cycles', () => {
  // Two real files in a scratch project outside the tree (the cycle rule reads them from disk), linted
  // by the real configuration with the scratch folder as the base path.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-cycle-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('lint fails on a cycle', async () => {
    fs.mkdirSync(path.join(scratch, 'src', 'request'), { recursive: true });
    fs.writeFileSync(path.join(scratch, 'src', 'request', 'cycle-a.ts'), "import { b } from './cycle-b.ts';\nexport const a = (): number => b() + 1;\n");
    fs.writeFileSync(path.join(scratch, 'src', 'request', 'cycle-b.ts'), "import { a } from './cycle-a.ts';\nexport const b = (): number => a() + 1;\n");
    const scratchLint = new ESLint({ cwd: scratch, overrideConfigFile: configFile });
    const results = await scratchLint.lintFiles(['src/request/cycle-a.ts']);
    expect(results[0].messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
