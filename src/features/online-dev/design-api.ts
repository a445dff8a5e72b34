import { reportSessionRefusal, request } from '../../lib/request/request.ts';
import { sessionStore } from '../../lib/auth/session-store.ts';
import type { TreeOption } from '../../crud/widgets/tree-select-widget.tsx';
import { treeOptions } from '../../crud/widgets/tree-select-widget.tsx';

/**
 * The design page's calls beyond the generic CRUD of `/api/visualdev/Base` (contract §7.1): copy,
 * release, one design whole (the list rows leave formData and columnData out), and the directories
 * a released design's menu may go under (contract §3 GET /api/system/Menu/Selector/{id}/{systemId},
 * the menu page's parent picker).
 */

const BASE = '/api/visualdev/Base';
const path = (id: string, tail = '') => `${BASE}/${encodeURIComponent(id)}${tail}`;

/** Copies a design (a draft under a new name and code): answers the server's message (复制成功). */
export async function copyDesign(id: string): Promise<string> {
  return (await request<unknown>({ url: path(id, '/Actions/Copy'), method: 'POST' })).msg ?? '';
}

export type ReleaseAnswer = { ok: true; msg: string } | { ok: false; msg: string };

/**
 * Releases a design to a Web menu under `parentId` of the application `systemId` (body of 3.6's
 * VisualDevPubModel). A refusal (unsupported widgets, a table conflict, no parent) comes back as
 * the server's message for the release dialog to show beside the choice, rather than as a toast
 * the dialog would hide; an ended session is still handed to the request client's handling.
 */
export async function releaseDesign(id: string, parentId: string, systemId: string): Promise<ReleaseAnswer> {
  const answer = await request<unknown>({
    url: path(id, '/Actions/Release'),
    method: 'POST',
    data: { pc: 1, pcModuleParentId: parentId, ...(systemId ? { pcSystemId: systemId } : {}) },
    raw: true,
  });
  if (answer.code === 200) return { ok: true, msg: answer.msg ?? '' };
  reportSessionRefusal(answer.code, answer.msg ?? '');
  return { ok: false, msg: answer.msg ?? '' };
}

/** One design whole, its JSON strings included (GET /{id}). */
export async function designInfo(id: string): Promise<Record<string, unknown>> {
  return (await request<Record<string, unknown>>({ url: path(id) })).data ?? {};
}

/** The application the user works in: the one flagged current among userInfo.systemIds, else userInfo.systemId. */
export function currentSystemId(): string {
  const { userInfo } = sessionStore.getSnapshot();
  return userInfo?.systemIds?.find((system) => system.currentSystem)?.id ?? userInfo?.systemId ?? '';
}

interface SelectorNode {
  id: string;
  fullName: string;
  children?: SelectorNode[] | null;
}

/** The Web directories of the application, indented as a tree (the only menus a design's menu may go under). */
export async function parentMenuOptions(systemId: string): Promise<TreeOption[]> {
  const answer = await request<{ list: SelectorNode[] }>({
    url: `/api/system/Menu/Selector/0/${encodeURIComponent(systemId || '0')}`,
    data: { category: 'Web' },
  });
  return treeOptions(answer.data?.list ?? []);
}
