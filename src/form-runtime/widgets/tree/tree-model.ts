import type { FormItem } from '../../../../common/form-runtime/form-item.ts';

/**
 * One option of a tree select or cascader, whatever the source called its fields (JNPF's
 * `props.props` names them; spec lowcode §3 "Tree node": id, fullName, children, isLeaf, disabled).
 */
export interface OptionNode {
  value: string;
  label: string;
  disabled: boolean;
  /** false only for a node a lazy source says has children still to load */
  leaf: boolean;
  children: OptionNode[];
}

/** A node with where it sits: the values and labels from the root down to it. */
export interface PlacedNode {
  node: OptionNode;
  depth: number;
  path: string[];
  labels: string[];
}

export interface NodeKeys {
  label: string;
  value: string;
  children: string;
}

const DEFAULT_KEYS: NodeKeys = { label: 'fullName', value: 'id', children: 'children' };

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The field names of the options: JNPF keeps them in the widget's `props.props`
 * (`{ label: 'fullName', value: 'id', children: 'children' }`, contract §7.2), which the runtime's
 * FormItem holds as `item.props.props.props`; a bare `item.props.props` with those keys is read too.
 */
export function nodeKeys(item: FormItem): NodeKeys {
  const outer = record(item.props.props);
  const inner = record(outer.props);
  const named = Object.keys(inner).length > 0 ? inner : outer;
  const pick = (key: keyof NodeKeys) => (typeof named[key] === 'string' && named[key] !== '' ? (named[key] as string) : DEFAULT_KEYS[key]);
  return { label: pick('label'), value: pick('value'), children: pick('children') };
}

/** The options as OptionNodes, read with the field's key names. */
export function toOptionNodes(raw: unknown, keys: NodeKeys = DEFAULT_KEYS): OptionNode[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const source = record(entry);
    const rawValue = source[keys.value];
    if (rawValue === undefined || rawValue === null) return [];
    const value = String(rawValue);
    const children = toOptionNodes(source[keys.children], keys);
    const label = source[keys.label];
    return [
      {
        value,
        label: label === undefined || label === null ? value : String(label),
        disabled: source.disabled === true,
        leaf: children.length === 0 && source.isLeaf !== false && source.hasChildren !== true,
        children,
      },
    ];
  });
}

/** Every node depth first, with its path. */
export function placeAll(nodes: OptionNode[], above: { path: string[]; labels: string[] } = { path: [], labels: [] }): PlacedNode[] {
  return nodes.flatMap((node) => {
    const path = [...above.path, node.value];
    const labels = [...above.labels, node.label];
    return [{ node, depth: path.length - 1, path, labels }, ...placeAll(node.children, { path, labels })];
  });
}

/**
 * The nodes a keyword keeps (spec lowcode §2 "filterable"): those whose label holds it, with their
 * ancestors so each match shows where it sits. An empty keyword keeps everything.
 */
export function filterPlaced(placed: PlacedNode[], keyword: string): PlacedNode[] {
  const word = keyword.trim().toLowerCase();
  if (!word) return placed;
  const kept = new Set<string>();
  for (const entry of placed)
    if (entry.node.label.toLowerCase().includes(word)) entry.path.forEach((_, i) => kept.add(entry.path.slice(0, i + 1).join('\u0000')));
  return placed.filter((entry) => kept.has(entry.path.join('\u0000')));
}

/**
 * Whether a click may choose the node (spec lowcode §2): never a disabled one; in last-level mode
 * only a leaf.
 */
export const isChoosable = (node: OptionNode, lastLevel: boolean): boolean => !node.disabled && (!lastLevel || (node.children.length === 0 && node.leaf));

/** The first node holding the value, with its path. */
export const findPlaced = (placed: PlacedNode[], value: string): PlacedNode | undefined => placed.find((entry) => entry.node.value === value);

/** The node at the end of an id path, if the tree has it. */
export function nodeAtPath(nodes: OptionNode[], path: string[]): PlacedNode | undefined {
  let level = nodes;
  const labels: string[] = [];
  let found: OptionNode | undefined;
  for (const value of path) {
    found = level.find((node) => node.value === value);
    if (!found) return undefined;
    labels.push(found.label);
    level = found.children;
  }
  return found ? { node: found, depth: path.length - 1, path, labels } : undefined;
}

/** The stored value as a list of strings ('' and null are nothing; a comma-joined text is split). */
export function valuesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((entry) => entry !== null && entry !== undefined && entry !== '').map(String);
  if (value === null || value === undefined || value === '') return [];
  return [String(value)];
}

/** A stored id path list: an array of paths, or one path (single mode). */
export function pathsOf(value: unknown, multiple: boolean): string[][] {
  if (!Array.isArray(value) || value.length === 0) return [];
  if (multiple) return value.filter(Array.isArray).map((path) => valuesOf(path));
  return Array.isArray(value[0]) ? [valuesOf(value[0])] : [valuesOf(value)];
}
