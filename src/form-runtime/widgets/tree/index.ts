import type { WidgetDefinition } from '../../widget-contract.ts';
import { treeSelectWidget } from './tree-select.tsx';
import { cascaderWidget } from './cascader.tsx';
import { addressWidget } from './address.tsx';

export { registerTreeOptionSource, clearTreeOptionCache, type TreeOptionLoader } from './option-source.ts';

/** The tree widgets of spec lowcode §2 (tree select, cascader, province/city/district picker), for the registry. */
export const treeWidgets: WidgetDefinition[] = [treeSelectWidget, cascaderWidget, addressWidget];
