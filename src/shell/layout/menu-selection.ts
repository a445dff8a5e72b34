import type { MenuItem } from '../../lib/auth/current-user-types.ts';

/**
 * Pure decisions of the menus (spec §2.5): which top entry a page belongs to, how many top
 * entries fit before the More entry, and the flat list the header search looks through.
 * Menus here are `buildMenuRoutes(...).menus`: `path` is filled in (in-app path or outside URL).
 */

/** Top-menu item widths of spec §2.5: about 116 px in functional, 140 px in blend. */
export const TOP_ITEM_WIDTH = { functional: 116, blend: 140 } as const;

export const visibleMenus = (menus: readonly MenuItem[] | null | undefined): MenuItem[] => (menus ?? []).filter((menu) => !menu.hidden);

/** Entries that lead somewhere outside the router: big screens, and links not opened in the frame. */
export const isOutsideLink = (menu: MenuItem): boolean => menu.type === 6 || (menu.type === 7 && menu.linkTarget !== '_self');

const pathOnly = (path: string | undefined): string => (path ?? '').split('?')[0];

function contains(menu: MenuItem, pathname: string): boolean {
  if (!isOutsideLink(menu) && pathOnly(menu.path) === pathname && !menu.children?.length) return true;
  return (menu.children ?? []).some((child) => contains(child, pathname));
}

/**
 * The top entry a page selects: the one whose tree holds the page; /home and /dashboard pick the
 * first entry; null when the page is in no entry (fixed pages), so the selection stays.
 */
export function topEntryFor(menus: readonly MenuItem[], pathname: string): MenuItem | null {
  const top = visibleMenus(menus);
  if (pathname === '/home' || pathname === '/dashboard') return top[0] ?? null;
  return top.find((menu) => contains(menu, pathname)) ?? null;
}

/** The ids of the submenus on the way to a page, outermost first: they open to show it. */
export function openPathFor(menus: readonly MenuItem[], pathname: string): string[] {
  for (const menu of visibleMenus(menus)) {
    if (!menu.children?.length) continue;
    if (contains(menu, pathname)) return [menu.id, ...openPathFor(menu.children, pathname)];
  }
  return [];
}

/** How many top entries show before a More entry takes the rest. */
/** Room the More entry takes: its own label, not a whole item's width. */
export const MORE_ENTRY_WIDTH = 64;

export function visibleTopCount(availableWidth: number, itemWidth: number, total: number): number {
  const fit = Math.max(0, Math.floor(availableWidth / itemWidth));
  if (total <= fit) return total;
  // The More entry needs room of its own beside the items that stay.
  return Math.max(0, Math.floor((availableWidth - MORE_ENTRY_WIDTH) / itemWidth));
}

export interface MenuLeaf {
  menu: MenuItem;
  /** the names from the top entry down to this one */
  trail: string[];
}

/** Every entry one can open (pages, framed and outside links), with its trail, for the search. */
export function menuLeaves(menus: readonly MenuItem[], trail: string[] = []): MenuLeaf[] {
  return visibleMenus(menus).flatMap((menu) =>
    menu.children?.length ? menuLeaves(menu.children, [...trail, menu.fullName]) : menu.path ? [{ menu, trail: [...trail, menu.fullName] }] : [],
  );
}

/** Leaves whose name or trail holds the words (case-insensitive). */
export function searchMenus(leaves: readonly MenuLeaf[], words: string): MenuLeaf[] {
  const needle = words.trim().toLowerCase();
  if (!needle) return [];
  return leaves.filter((leaf) => leaf.trail.join(' / ').toLowerCase().includes(needle));
}
