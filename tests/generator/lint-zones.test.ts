import { afterAll, describe, expect, it } from 'vitest';
import { ESLint, type Linter } from 'eslint';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPOSITION_ROOT, FEATURES, FEATURES_FOLDER, GENERIC_LAYERS, SERVER_FEATURES, ZONE_EXCEPTIONS } from '../../lint/import-zones.js';

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
    expect(await ruleIds('src/lib/request/zone-probe.ts', "import { buildApp } from '../../../server/app.ts';\nexport { buildApp };\n")).toContain(ZONE);
  });

  it('a feature never imports another feature, but may import a generic layer', async () => {
    expect(await ruleIds('src/features/schedule/zone-probe.ts', "export { fetchUnread } from '../messages/message-api.ts';\n")).toContain(ZONE);
    expect(await ruleIds('src/features/schedule/zone-probe.ts', "export { request } from '../../lib/request/request.ts';\n")).not.toContain(ZONE);
  });

  it('a generic layer never imports a feature or the composition root', async () => {
    expect(await ruleIds('src/crud/zone-probe.ts', "export { NoticePage } from '../features/notice/notice-page.tsx';\n")).toContain(ZONE);
    expect(await ruleIds('src/lib/zone-probe.ts', "export { App } from '../app/app.tsx';\n")).toContain(ZONE);
    expect(await ruleIds('src/app/zone-probe.ts', "export { NoticePage } from '../features/notice/notice-page.tsx';\n")).not.toContain(ZONE);
  });

  it('an exception is for its one file only', async () => {
    const importing = "export * from '../../features/messages/messages.ts';\n";
    expect(await ruleIds('src/lib/i18n/i18n-provider.ts', importing)).not.toContain(ZONE);
    expect(await ruleIds('src/lib/i18n/zone-probe.ts', importing)).toContain(ZONE);
  });

  it('common/ imports neither Node modules nor src/ or server/', async () => {
    expect(await ruleIds('common/zone-probe.ts', "import fs from 'node:fs';\nexport const read = fs.readFileSync;\n")).toContain('no-restricted-imports');
    expect(await ruleIds('common/zone-probe.ts', "import { Kysely } from 'kysely';\nexport { Kysely };\n")).toContain('no-restricted-imports');
    expect(await ruleIds('common/zone-probe.ts', "export * from '../src/lib/request/request.ts';\n")).toContain(ZONE);
  });

  it('server/ never imports mocks/, and generated code only its seams', async () => {
    expect(await ruleIds('server/core/http/zone-probe.ts', "export * from '../../../mocks/browser.ts';\n")).toContain(ZONE);
    expect(await ruleIds('common/generated/zone-probe.ts', "export * from '../entity-model.ts';\n")).not.toContain(ZONE);
    expect(await ruleIds('common/generated/zone-probe.ts', "export * from '../rich-text-rules.ts';\n")).toContain(ZONE);
    expect(await ruleIds('common/generated/zone-probe.ts', "export * from '../../server/core/http/app-error.ts';\n")).toContain(ZONE);
  });

  it('server/core never imports a feature, server features never import each other, crud never imports an override', async () => {
    expect(await ruleIds('server/core/http/zone-probe.ts', "export { messageFeature } from '../../features/message/index.ts';\n")).toContain(ZONE);
    expect(await ruleIds('server/core/http/zone-probe.ts', "export { entityOverrides } from '../../overrides/index.ts';\n")).toContain(ZONE);
    expect(await ruleIds('server/features/schedule/zone-probe.ts', "export { messageFeature } from '../message/index.ts';\n")).toContain(ZONE);
    expect(await ruleIds('server/features/schedule/zone-probe.ts', "export { pushToUsers } from '../../core/realtime/push.ts';\n")).not.toContain(ZONE);
    expect(await ruleIds('server/crud/zone-probe.ts', "export { entityOverrides } from '../overrides/index.ts';\n")).toContain(ZONE);
    // The one exception (the whole database type gathers every feature's tables) is for its one file only.
    const importing = "export { messageTables } from '../../features/message/message-tables.ts';\n";
    expect(await ruleIds('server/core/db/platform-tables.ts', importing)).not.toContain(ZONE);
    expect(await ruleIds('server/core/db/zone-probe.ts', importing)).toContain(ZONE);
  });

  it('every server/ feature folder is classified and server/ holds only its layers and composition roots', () => {
    const features = fs.readdirSync(path.join(root, 'server', 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(features.map((entry) => entry.name).filter((folder) => !SERVER_FEATURES.includes(folder))).toEqual([]);
    const top = fs.readdirSync(path.join(root, 'server'));
    expect(top.sort()).toEqual(['README.md', 'app.ts', 'boot.ts', 'core', 'crud', 'features', 'main.ts', 'overrides', 'services.ts']);
  });

  it('every src/ folder is classified and every exception names a file that exists', () => {
    const foldersOf = (dir: string) =>
      fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    const layers = [COMPOSITION_ROOT, FEATURES_FOLDER, ...GENERIC_LAYERS];
    expect(foldersOf('src').filter((folder) => !layers.includes(folder))).toEqual([]);
    expect(foldersOf(`src/${FEATURES_FOLDER}`).filter((folder) => !FEATURES.includes(folder))).toEqual([]);
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
