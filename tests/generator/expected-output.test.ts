import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from '../../generator/generate.ts';

const fixtures = path.resolve('tests/generator/fixtures');
const expectedDir = path.join(fixtures, 'expected');
/** Expected files are stored as .txt: they import project paths that only resolve once generated into place. */
const expectedPath = (file: string) => path.join(expectedDir, `${file.replaceAll('/', '__')}.txt`);

/**
 * A fixture schema generates exactly the committed expected files. UPDATE_GENERATOR_FIXTURES=1
 * rewrites them after an intended change to the emitters; review the diff before committing.
 */
describe('the generator on a fixture schema', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-fixture-'));
  fs.cpSync(path.join(fixtures, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  const emitted = generate(root);

  if (process.env.UPDATE_GENERATOR_FIXTURES === '1') {
    fs.rmSync(expectedDir, { recursive: true, force: true });
    fs.mkdirSync(expectedDir, { recursive: true });
    for (const file of emitted) fs.writeFileSync(expectedPath(file.path), file.text);
  }

  it('emits the same set of files as expected', () => {
    const expected = fs.readdirSync(expectedDir).sort();
    expect(emitted.map((file) => path.basename(expectedPath(file.path))).sort()).toEqual(expected);
  });

  it.each(emitted.map((file) => [file.path, file.text]))('%s matches the expected output', (file, text) => {
    expect(text).toBe(fs.readFileSync(expectedPath(file), 'utf8'));
  });
});
