import type { AuthorizeGrants, AuthorizeKind, AuthorizeValues } from './authorize-api.ts';
import { chosenLeaves, grantedIds, indexTree, type TreeIndex } from './tree-check.ts';

/**
 * How the tabs hang together (JNPF AuthorizeForm): the systems chosen decide the menu tree, the
 * menus chosen decide the button, column, form and data-permission trees. Pure: the hook
 * (use-authorize-steps.ts) loads and keeps the trees.
 */

/** One tab as loaded: its tree, the leaves chosen, and the `moduleIds` it was asked with. */
export interface StepTree {
  index: TreeIndex;
  chosen: ReadonlySet<string>;
  /** every leaf any tree of this tab has shown: a leaf seen before keeps what the user made of it */
  seen: ReadonlySet<string>;
  moduleIds: string;
}

export type StepTrees = Partial<Record<AuthorizeKind, StepTree>>;

const NO_IDS: ReadonlySet<string> = new Set();

/** The ids of the systems tab's tree: system nodes, which the menu tree also shows as its roots. */
const systemIds = (trees: StepTrees): ReadonlySet<string> => trees.system?.index.ids ?? NO_IDS;

/** The `moduleIds` a tab's tree is asked with: none for systems, the chosen systems for menus, the granted menus for the rest. */
export function moduleIdsFor(kind: AuthorizeKind, trees: StepTrees): string {
  if (kind === 'system') return '';
  if (kind === 'module') return trees.system ? chosenLeaves(trees.system.index, trees.system.chosen).join(',') : '';
  return grantedMenus(trees).join(',');
}

/** The menus granted: checked or half-checked nodes of the menu tree, without its system roots. */
function grantedMenus(trees: StepTrees): string[] {
  if (!trees.module) return [];
  const systems = systemIds(trees);
  return grantedIds(trees.module.index, trees.module.chosen).filter((id) => !systems.has(id));
}

/**
 * A tab's tree as just loaded. A leaf this tab has not shown before starts as the object holds it
 * (`takeHeld`, off for a batch grant, which only adds); a leaf shown before keeps the user's choice,
 * so going back to uncheck a menu and checking it again loses nothing.
 */
export function loadedStep(previous: StepTree | undefined, values: AuthorizeValues, moduleIds: string, takeHeld: boolean): StepTree {
  const index = indexTree(values.list);
  const seen = new Set(previous?.seen ?? []);
  const chosen = new Set(previous?.chosen ?? []);
  const held = new Set(takeHeld ? values.ids : []);
  for (const leaf of index.leaves) {
    if (seen.has(leaf)) continue;
    seen.add(leaf);
    if (held.has(leaf)) chosen.add(leaf);
  }
  return { index, chosen, seen, moduleIds };
}

/**
 * What the tabs grant. Items are the chosen leaves of their tree that are neither menus nor
 * systems: the server grants an item's menu with it (contract §8).
 */
export function grantsOf(trees: StepTrees): AuthorizeGrants {
  const systems = systemIds(trees);
  const menus = trees.module?.index.ids ?? NO_IDS;
  const items = (kind: 'button' | 'column' | 'form' | 'resource') => {
    const step = trees[kind];
    return step ? chosenLeaves(step.index, step.chosen).filter((id) => !menus.has(id) && !systems.has(id)) : [];
  };
  return {
    systemIds: trees.system ? chosenLeaves(trees.system.index, trees.system.chosen) : [],
    module: grantedMenus(trees),
    button: items('button'),
    column: items('column'),
    form: items('form'),
    resource: items('resource'),
  };
}
