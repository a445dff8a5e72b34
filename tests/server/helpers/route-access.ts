import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Access } from '../../../server/core/http/access.ts';

/**
 * The reviewed snapshot of every route's declared access, and how a declaration compares with
 * it. Labels are one readable string per route:
 *   "public" | "signed-in" | "permission <menu code>" | "permission <menu code> button <button code>"
 */

export const SNAPSHOT_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'route-access.snapshot.json');

export const UPDATE_HINT =
  'If the change is intended, review it and refresh the snapshot with ' +
  '`UPDATE_ROUTE_SNAPSHOT=1 npx vitest run --project server tests/server/route-matrix.test.ts`, then commit tests/server/route-access.snapshot.json.';

export type Snapshot = Record<string, string>;

export const routeKey = (method: string, url: string): string => `${method} ${url}`;

export function accessLabel(access: Access | undefined): string {
  if (access === undefined) return 'undeclared';
  if (typeof access === 'string') return access;
  return access.button ? `permission ${access.permission} button ${access.button}` : `permission ${access.permission}`;
}

export function parseAccessLabel(label: string): Access | undefined {
  if (label === 'public' || label === 'signed-in') return label;
  const match = /^permission (\S+)(?: button (\S+))?$/.exec(label);
  if (!match) return undefined;
  return match[2] ? { permission: match[1], button: match[2] } : { permission: match[1] };
}

/** public < signed-in < permission; an undeclared route counts as the widest (it is refused at run time, but must not exist). */
const rank = (access: Access | undefined): number => (access === undefined ? -1 : access === 'public' ? 0 : access === 'signed-in' ? 1 : 2);

export type Comparison = 'same' | 'wider' | 'narrower' | 'changed';

/**
 * How a route's declaration compares with the reviewed one. A different menu or button code is a
 * change (it may open the route to other roles); dropping a button check is wider, adding one narrower.
 */
export function compareAccess(current: Access | undefined, reviewed: Access | undefined): Comparison {
  if (accessLabel(current) === accessLabel(reviewed)) return 'same';
  const [now, before] = [rank(current), rank(reviewed)];
  if (now !== before) return now < before ? 'wider' : 'narrower';
  if (typeof current !== 'object' || typeof reviewed !== 'object') return 'changed';
  if (current.permission !== reviewed.permission) return 'changed';
  if (!current.button) return 'wider';
  if (!reviewed.button) return 'narrower';
  return 'changed';
}

export function readSnapshot(): Snapshot {
  if (!fs.existsSync(SNAPSHOT_FILE)) return {};
  return JSON.parse(fs.readFileSync(SNAPSHOT_FILE, 'utf8')) as Snapshot;
}

/** Sorted, one route a line, so a review (and a diff) reads one change a line. */
export function writeSnapshot(snapshot: Snapshot): void {
  const lines = Object.keys(snapshot)
    .sort()
    .map((key) => `  ${JSON.stringify(key)}: ${JSON.stringify(snapshot[key])}`);
  fs.writeFileSync(SNAPSHOT_FILE, `{\n${lines.join(',\n')}\n}\n`);
}
