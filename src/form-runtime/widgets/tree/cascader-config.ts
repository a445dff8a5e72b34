import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import { findPlaced, nodeAtPath, pathsOf, placeAll, valuesOf, type OptionNode } from './tree-model.ts';

export interface CascaderConfig {
  multiple: boolean;
  /** the value is the id path (true, the default) or only the last id */
  emitPath: boolean;
  /** any level may be chosen, not only a leaf */
  checkStrictly: boolean;
  filterable: boolean;
  clearable: boolean;
  separator: string;
  showAllLevels: boolean;
}

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/**
 * The cascader's settings. JNPF keeps `multiple`, `checkStrictly` and `emitPath` in el-cascader's
 * `props.props` (contract §7.2), beside the option names; the item's own props are read too.
 */
export function cascaderConfig(item: FormItem): CascaderConfig {
  const outer = record(item.props.props);
  const inner = { ...outer, ...record(outer.props) };
  const flag = (key: string, fallback: boolean) => {
    const own = item.props[key] ?? inner[key];
    return typeof own === 'boolean' ? own : fallback;
  };
  return {
    multiple: flag('multiple', false),
    emitPath: flag('emitPath', true),
    checkStrictly: flag('checkStrictly', false),
    filterable: flag('filterable', false),
    clearable: flag('clearable', true),
    separator: typeof item.props.separator === 'string' ? item.props.separator : '/',
    showAllLevels: flag('showAllLevels', true),
  };
}

/** The stored value as id paths: with emitPath off each stored id is found in the tree. */
export function chosenPaths(value: unknown, nodes: OptionNode[], config: CascaderConfig): string[][] {
  if (config.emitPath) return pathsOf(value, config.multiple).filter((path) => path.length > 0);
  const placed = placeAll(nodes);
  return valuesOf(value).map((id) => findPlaced(placed, id)?.path ?? [id]);
}

/** The value to store for the chosen paths. */
export function valueOfPaths(paths: string[][], config: CascaderConfig): unknown {
  const stored = paths.map((path) => (config.emitPath ? path : (path[path.length - 1] ?? '')));
  if (config.multiple) return stored;
  return stored[0] ?? (config.emitPath ? [] : null);
}

/** A path's text: its labels joined by the separator (only the last one without showAllLevels); unknown ids show as themselves. */
export function pathText(nodes: OptionNode[], path: string[], config: Pick<CascaderConfig, 'separator' | 'showAllLevels'>): string {
  const labels = path.map((_, index) => nodeAtPath(nodes, path.slice(0, index + 1))?.node.label ?? (path[index] as string));
  return config.showAllLevels ? labels.join(config.separator) : (labels[labels.length - 1] ?? '');
}

export const samePath = (a: string[], b: string[]) => a.length === b.length && a.every((id, index) => id === b[index]);
