import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { request } from '../../lib/request/request.ts';
import { onSessionReset } from '../../lib/auth/session-store.ts';
import type { PickerNode } from './picker-tree.ts';
import { KeyedListeners } from '../../lib/store/keyed-listeners.ts';

/** How long a loaded tree names what fields hold without asking again: a dialog's pickers, its reopening, a list's cells. */
const SELECTOR_FRESH_MS = 30_000;

interface Tree {
  nodes: PickerNode[];
  /** when the answer arrived; 0 while none has (or the last load failed) */
  at: number;
  /** the load whose answer counts; an older one still in flight is ignored */
  loading: Promise<void> | null;
}

const NO_NODES: PickerNode[] = [];
const trees = new Map<string, Tree>();
/** the fields following each url's tree; kept across session resets, as the fields stay mounted */
const followers = new KeyedListeners();
/** bumped at each session reset: an answer to a request of the last session is dropped */
let session = 0;

// Another user signing in on this page must not see the trees the last one was shown.
onSessionReset(() => {
  session++;
  trees.clear();
  followers.notifyAll();
});

function treeOf(url: string): Tree {
  let tree = trees.get(url);
  if (!tree) trees.set(url, (tree = { nodes: NO_NODES, at: 0, loading: null }));
  return tree;
}

function publish(url: string, tree: Tree, nodes: PickerNode[], at: number): void {
  if (trees.get(url) !== tree) return;
  tree.nodes = nodes;
  tree.at = at;
  followers.notify(url);
}

/** Asks for the tree; each call is a new request, and the answer of the latest one is the tree. */
function load(url: string): Promise<void> {
  const tree = treeOf(url);
  const asked = session;
  const loading: Promise<void> = request<{ list: PickerNode[] } | PickerNode[]>({ url })
    .then((answer) => {
      const data = answer.data;
      if (asked === session && tree.loading === loading) publish(url, tree, Array.isArray(data) ? data : (data?.list ?? []), Date.now());
    })
    .catch(() => {
      // not kept as fresh: the next field that needs the tree asks again
      if (asked === session && tree.loading === loading) publish(url, tree, NO_NODES, 0);
    })
    .finally(() => {
      if (tree.loading === loading) tree.loading = null;
    });
  tree.loading = loading;
  return loading;
}

/** Loads the tree unless a fresh one is at hand or a load is under way. */
function ensure(url: string): void {
  const tree = treeOf(url);
  if (tree.loading || (tree.at > 0 && Date.now() - tree.at < SELECTOR_FRESH_MS)) return;
  void load(url);
}

/**
 * A selector tree (GET …/Selector), shared by every field of the same selector. It is loaded when a
 * field needs it to name what it holds (`needed`: the field holds ids) and no fresh tree is at hand
 * (an empty field asks nothing, and a dialog's pickers and its reopenings share one answer), and
 * again at each `reload`, whatever the cache holds (a picker reloads as its dialog opens, so the
 * user chooses from the server's tree as it is now). Selectors answer `{ list }`, the group
 * selector a bare array (contract §4.8). A failed load offers nothing: the request client has
 * already said why. Sign-out and a new sign-in clear every tree.
 */
export function useSelectorTree(url: string, needed = true): { nodes: PickerNode[]; reload: () => void } {
  const subscribe = useCallback((listener: () => void) => followers.subscribe(url, listener), [url]);
  const nodes = useSyncExternalStore(subscribe, () => trees.get(url)?.nodes ?? NO_NODES);
  useEffect(() => {
    if (needed) ensure(url);
  }, [url, needed]);
  const reload = useCallback(() => void load(url), [url]);
  return { nodes, reload };
}
