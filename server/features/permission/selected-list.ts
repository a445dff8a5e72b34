import type { Db } from '../../core/db/database.ts';

/**
 * Who or what a picker's stored values are (contract §4.9 POST /Users/getSelectedList): the stock
 * client's user and recipient pickers store plain user ids, or "id--type" for an organisation,
 * position, role or group picked as a whole (type user, company, department, organize, position,
 * role, group). Each known value is named in the order asked; an entry carries `type` only when
 * its value named one, since the client re-joins `id--type` from it and a plain user id must stay plain.
 */

export interface SelectedEntry {
  id: string;
  fullName: string;
  type?: string;
  headIcon?: string;
}

type Kind = 'user' | 'organize' | 'position' | 'role' | 'group';
const KINDS: Record<string, Kind> = {
  user: 'user',
  company: 'organize',
  department: 'organize',
  organize: 'organize',
  position: 'position',
  role: 'role',
  group: 'group',
};

/** A stored value as its record id, the type it named (if any) and the table to look in. */
function parse(value: string): { id: string; type?: string; kind: Kind } | null {
  const cut = value.lastIndexOf('--');
  if (cut < 0) return { id: value, kind: 'user' };
  const type = value.slice(cut + 2);
  const kind = KINDS[type];
  return kind ? { id: value.slice(0, cut), type, kind } : null;
}

async function namesOf(db: Db, kind: Kind, ids: string[]): Promise<Map<string, { fullName: string; headIcon?: string }>> {
  if (ids.length === 0) return new Map();
  if (kind === 'user') {
    const users = await db.selectFrom('base_user').select(['id', 'realName', 'account', 'headIcon']).where('id', 'in', ids).execute();
    return new Map(users.map((user) => [user.id, { fullName: `${user.realName ?? ''}/${user.account ?? ''}`, headIcon: user.headIcon ?? '' }]));
  }
  const table = ({ organize: 'base_organize', position: 'base_position', role: 'base_role', group: 'base_group' } as const)[kind];
  const rows = await db.selectFrom(table).select(['id', 'fullName']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, { fullName: row.fullName ?? '' }]));
}

export async function selectedList(db: Db, values: string[]): Promise<SelectedEntry[]> {
  const parsed = [...new Set(values)].map(parse).filter((entry) => entry !== null);
  const names = new Map<Kind, Map<string, { fullName: string; headIcon?: string }>>();
  for (const kind of new Set(parsed.map((entry) => entry.kind))) {
    names.set(kind, await namesOf(db, kind, [...new Set(parsed.filter((entry) => entry.kind === kind).map((entry) => entry.id))]));
  }
  return parsed.flatMap((entry) => {
    const named = names.get(entry.kind)?.get(entry.id);
    if (!named) return [];
    return [{ id: entry.id, ...named, ...(entry.type ? { type: entry.type } : {}) }];
  });
}
