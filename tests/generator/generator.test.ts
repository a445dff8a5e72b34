/* eslint-disable @typescript-eslint/no-explicit-any -- these tests spoil schema JSON of any shape on purpose */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from '../../generator/generate.ts';
import { staleFiles, writeFiles } from '../../generator/phases/write.ts';
import { loadSchemas, SchemaError } from '../../generator/phases/load-schemas.ts';

const root = path.resolve('.');

function tempProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-gen-'));
  fs.cpSync(path.join(root, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
  return dir;
}

describe('the generator', () => {
  it('is idempotent: twice gives identical bytes', () => {
    const first = generate(root);
    const second = generate(root);
    expect(second).toEqual(first);
  });

  it('matches the committed generated files (what npm run generate -- --check verifies)', () => {
    expect(staleFiles(root, generate(root))).toEqual([]);
  });

  it('stamps every file with the do-not-edit header', () => {
    for (const file of generate(root)) expect(file.text.startsWith('// Generated from schemas/')).toBe(true);
  });

  it('finds stale, missing and left-over files', () => {
    const dir = tempProject();
    const emitted = generate(dir);
    expect(staleFiles(dir, emitted)).toHaveLength(emitted.length);
    writeFiles(dir, emitted);
    expect(staleFiles(dir, emitted)).toEqual([]);
    fs.appendFileSync(path.join(dir, 'common/generated/dictionary-type.ts'), '// edited by hand\n');
    fs.writeFileSync(path.join(dir, 'common/generated/left-over.ts'), 'export {};\n');
    expect(staleFiles(dir, emitted)).toEqual(['common/generated/dictionary-type.ts', 'common/generated/left-over.ts']);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    [
      'an unknown widget',
      (s: Record<string, any>) => (s['x-portside'].fields.fullName.widget = 'magic'),
      /dictionary-type\.schema\.json \/x-portside\/fields\/fullName\/widget/,
    ],
    [
      'a dangling reference',
      (s: Record<string, any>) => (s['x-portside'].dependents = [{ table: 'nowhere', field: 'x' }]),
      /dictionary-type\.schema\.json \/x-portside\/dependents\/0\/table/,
    ],
    [
      'a malformed block',
      (s: Record<string, any>) => delete s['x-portside'].api,
      /dictionary-type\.schema\.json \/x-portside: must have required property 'api'/,
    ],
    ['a field that is not a property', (s: Record<string, any>) => (s['x-portside'].search = ['nothing']), /field nothing is not a property/],
    [
      'an Excel export of a field that is not a property',
      (s: Record<string, any>) => (s['x-portside'].excelExport = { columns: ['nothing'] }),
      /field nothing is not a property/,
    ],
    [
      'an Excel export of a tree list',
      (s: Record<string, any>) => (s['x-portside'].excelExport = {}),
      /dictionary-type\.schema\.json \/x-portside\/excelExport: only paged lists/,
    ],
  ])('refuses %s, naming the file and the JSON path', (_what, spoil, message) => {
    const dir = tempProject();
    const file = path.join(dir, 'schemas/dictionary-type.schema.json');
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, any>;
    spoil(json);
    fs.writeFileSync(file, JSON.stringify(json));
    expect(() => loadSchemas(path.join(dir, 'schemas'))).toThrow(SchemaError);
    expect(() => loadSchemas(path.join(dir, 'schemas'))).toThrow(message);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
