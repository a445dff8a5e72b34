import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR, type EmittedFile } from './emit.ts';

export const GENERATED_DIRS = [GENERATED_DIR];

function existing(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of GENERATED_DIRS) {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) continue;
    for (const name of fs.readdirSync(full)) files.set(`${dir}/${name}`, fs.readFileSync(path.join(full, name), 'utf8'));
  }
  return files;
}

/** The files that differ from what the schemas produce: stale, missing or left over. */
export function staleFiles(root: string, emitted: EmittedFile[]): string[] {
  const current = existing(root);
  const stale = emitted.filter((file) => current.get(file.path) !== file.text).map((file) => file.path);
  const wanted = new Set(emitted.map((file) => file.path));
  for (const file of current.keys()) if (!wanted.has(file)) stale.push(file);
  return stale.sort();
}

/** The only phase that touches disk: replaces the generated folders it owns. */
export function writeFiles(root: string, emitted: EmittedFile[]): void {
  for (const dir of GENERATED_DIRS) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  for (const file of emitted) {
    const target = path.join(root, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.text);
  }
}
