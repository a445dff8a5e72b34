import { useEffect, useMemo, useState } from 'react';
import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import { dictionaryApi, type ItemNode } from '../../../lib/data/dictionary-api.ts';
import { nodeKeys, toOptionNodes, type OptionNode } from './tree-model.ts';

/**
 * Where a tree select's or cascader's options come from, by the item's `dataType` (contract §7.2:
 * 'static' the inline `options`, 'dictionary' the items of the dictionary type `dictionaryType`,
 * 'dynamic' a data interface). A loader answers the raw options, read afterwards with the item's
 * `props.props` names. 'dynamic' (and any later kind) is registered by the feature that owns it.
 */
export type TreeOptionLoader = (item: FormItem) => Promise<unknown[]>;

const loaders = new Map<string, TreeOptionLoader>();

export function registerTreeOptionSource(kind: string, loader: TreeOptionLoader): void {
  loaders.set(kind, loader);
}

/** A dictionary item switched off (enabledMark 0) is shown but cannot be chosen. */
const markDisabled = (items: ItemNode[]): unknown[] =>
  items.map((item) => ({ ...item, disabled: item.enabledMark === 0, children: item.children ? markDisabled(item.children) : [] }));

// The dictionary's items as a tree (GET /api/system/DictionaryData/{typeId}?isTree=1: any signed-in user may read it).
registerTreeOptionSource('dictionary', async (item) => {
  const typeId = item.props.dictionaryType;
  if (typeof typeId !== 'string' || typeId === '') return [];
  return markDisabled(await dictionaryApi.items(typeId, 1, ''));
});

/**
 * Loads shared for a few seconds by source settings: a list or a detail view showing the same
 * field in many rows asks once, while a dictionary edited meanwhile is read afresh soon after.
 */
const SHARED_MS = 5000;
const shared = new Map<string, { at: number; loading: Promise<unknown[]> }>();

function loadShared(key: string, load: () => Promise<unknown[]>): Promise<unknown[]> {
  const now = Date.now();
  const hit = shared.get(key);
  if (hit && now - hit.at < SHARED_MS) return hit.loading;
  const loading = load();
  shared.set(key, { at: now, loading });
  // A failed load is not kept for the next asker.
  loading.catch(() => shared.delete(key));
  return loading;
}

/** Forgets every shared load: a dictionary changed (src/features/dictionary), so the next tree reads it afresh. */
export function clearTreeOptionCache(): void {
  shared.clear();
}

export const dataTypeOf = (item: FormItem): string => (typeof item.props.dataType === 'string' && item.props.dataType !== '' ? item.props.dataType : 'static');

/**
 * The item's options as OptionNodes. Static options are there at once; the others load when the
 * item (its source settings) changes. A source that fails or is not registered offers nothing: the
 * widget then shows its 'no data' text (the request client has said why a call failed).
 */
export function useTreeOptions(item: FormItem): { nodes: OptionNode[]; loading: boolean } {
  const kind = dataTypeOf(item);
  const keys = nodeKeys(item);
  const keysKey = `${keys.label}|${keys.value}|${keys.children}`;
  const staticOptions = kind === 'static' ? item.props.options : undefined;
  const staticNodes = useMemo(() => toOptionNodes(staticOptions, keys), [staticOptions, keysKey]); // eslint-disable-line react-hooks/exhaustive-deps -- keys are compared by their text
  // What the loaders read of the item; a new item object with the same settings does not reload.
  const sourceKey = kind === 'static' ? '' : JSON.stringify([kind, item.props.dictionaryType, item.props.propsUrl, item.props.templateJson, keysKey]);
  const [loaded, setLoaded] = useState<{ key: string; nodes: OptionNode[] }>({ key: '', nodes: [] });
  useEffect(() => {
    if (!sourceKey) return undefined;
    const loader = loaders.get(kind);
    let live = true;
    (loader ? loadShared(sourceKey, () => loader(item)) : Promise.resolve([]))
      .then((raw) => live && setLoaded({ key: sourceKey, nodes: toOptionNodes(raw, keys) }))
      .catch(() => live && setLoaded({ key: sourceKey, nodes: [] }));
    return () => {
      live = false;
    };
  }, [sourceKey]); // eslint-disable-line react-hooks/exhaustive-deps -- the item is read through sourceKey
  if (!sourceKey) return { nodes: staticNodes, loading: false };
  return { nodes: loaded.key === sourceKey ? loaded.nodes : [], loading: loaded.key !== sourceKey };
}
