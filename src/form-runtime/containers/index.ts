import type { ContainerDefinition } from '../widget-contract.ts';
import { cardContainer } from './card.tsx';
import { collapseContainer } from './collapse.tsx';
import { rowContainer } from './row.tsx';
import { tabContainer } from './tab.tsx';
import { tableGridContainer } from './table-grid.tsx';

/**
 * The layout containers of JNPF forms (contract §7.2 layout widgets): card, row, tab → tabItem,
 * collapse → collapseItem, tableGrid → tableGridTr → tableGridTd. Each draws its children through
 * the renderer's `renderItem`, so hiding, permissions and values stay the renderer's business.
 * groupTitle and divider hold no children and are display widgets (widgets/display).
 */
export const containerDefinitions: ContainerDefinition[] = [cardContainer, rowContainer, tabContainer, collapseContainer, tableGridContainer];

export { DEFAULT_GUTTER, FormGutterContext, GridCell, ItemGrid, renderChildren, useFormGutter, useGridGutter } from './grid.tsx';
