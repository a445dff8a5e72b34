import { request } from '../../lib/request/request.ts';

/** A role, position or user one may pick: its name and where it sits (organisations, department). */
export interface ObjectChoice {
  id: string;
  label: string;
  caption: string;
}

interface SelectorNode {
  id: string;
  fullName?: string;
  type?: string;
  department?: string;
  children?: SelectorNode[] | null;
}

/**
 * The records of one type in a selector tree (contract §4.5, §4.6), each once, captioned with the
 * organisations it sits under (a role bound to two organisations shows under both in the tree).
 */
export function leavesOfType(roots: readonly SelectorNode[], type: string): ObjectChoice[] {
  const found = new Map<string, { label: string; places: string[] }>();
  const walk = (nodes: readonly SelectorNode[], place: string) => {
    for (const node of nodes) {
      if (node.type === type) {
        const entry = found.get(node.id) ?? { label: node.fullName ?? '', places: [] };
        if (place && !entry.places.includes(place)) entry.places.push(place);
        found.set(node.id, entry);
      }
      walk(node.children ?? [], node.type === type ? place : (node.fullName ?? ''));
    }
  };
  walk(roots, '');
  return [...found].map(([id, entry]) => ({ id, label: entry.label, caption: entry.places.join('、') }));
}

/** Every enabled role (GET Role/Selector: global ones under 全局, the others under their organisations). */
export async function fetchRoleChoices(): Promise<ObjectChoice[]> {
  const answer = await request<{ list?: SelectorNode[] }>({ url: '/api/permission/Role/Selector' });
  return leavesOfType(answer.data?.list ?? [], 'role');
}

/** Every enabled position (GET Position/Selector: organisations with their positions). */
export async function fetchPositionChoices(): Promise<ObjectChoice[]> {
  const answer = await request<{ list?: SelectorNode[] }>({ url: '/api/permission/Position/Selector' });
  return leavesOfType(answer.data?.list ?? [], 'position');
}

/** The first enabled users whose name or account holds the keyword, in any organisation (POST Users/ImUser/Selector/0). */
export async function searchUserChoices(keyword: string): Promise<ObjectChoice[]> {
  const answer = await request<{ list?: SelectorNode[] }>({
    url: '/api/permission/Users/ImUser/Selector/0',
    method: 'POST',
    data: { keyword, currentPage: 1, pageSize: 50 },
  });
  return (answer.data?.list ?? [])
    .filter((node) => node.type === 'user')
    .map((node) => ({ id: node.id, label: node.fullName ?? '', caption: node.department ?? '' }));
}
