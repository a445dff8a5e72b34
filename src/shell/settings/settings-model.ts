import { storageGet, storageSet } from '../../lib/storage/jnpf-storage.ts';

/**
 * The shell's local settings (spec §2.5 and §3 "Local settings"), each under its own `jnpf_`
 * key as JNPF keeps them: jnpf_layoutType, jnpf_theme, jnpf_themeClass, jnpf_tagsView,
 * jnpf_tagsIcon, jnpf_showLanguage, jnpf_showSearch, jnpf_useCache, jnpf_size and
 * jnpf_sidebarStatus (1 open, 0 closed). The language lives in jnpf_language (src/lib/i18n/locale.ts).
 */
export const LAYOUT_TYPES = ['classic', 'functional', 'blend', 'plain'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

/** The eight colours of the settings drawer. The spec names them; the values are Ant Design's primaries, as JNPF's element theme uses. */
export const THEME_COLORS = {
  blue: '#1890ff',
  purple: '#722ed1',
  azure: '#1ba4e5',
  ocean: '#13c2c2',
  green: '#52c41a',
  yellow: '#fadb14',
  orange: '#fa8c16',
  red: '#f5222d',
} as const;
export type ThemeColor = keyof typeof THEME_COLORS;

export const THEME_CLASSES = ['light', 'dark'] as const;
export type ThemeClass = (typeof THEME_CLASSES)[number];

export const COMPONENT_SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type ComponentSize = (typeof COMPONENT_SIZES)[number];

export interface ShellSettings {
  layoutType: LayoutType;
  theme: ThemeColor;
  themeClass: ThemeClass;
  tagsView: boolean;
  tagsIcon: boolean;
  showLanguage: boolean;
  showSearch: boolean;
  useCache: boolean;
  size: ComponentSize;
  sidebarOpened: boolean;
}

/** Blend is forced as the default at start (spec §2.5); theme blue and size medium (spec §3). */
export const DEFAULT_SETTINGS: ShellSettings = {
  layoutType: 'blend',
  theme: 'blue',
  themeClass: 'light',
  tagsView: true,
  tagsIcon: true,
  showLanguage: true,
  showSearch: true,
  useCache: true,
  size: 'medium',
  sidebarOpened: true,
};

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** A stored flag: true/false as JNPF writes booleans, 1/0 as it writes some of them. */
function flag(value: unknown, fallback: boolean): boolean {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return fallback;
}

/** The settings as stored; anything missing or unreadable takes its default. */
export function readSettings(): ShellSettings {
  const d = DEFAULT_SETTINGS;
  return {
    layoutType: oneOf(LAYOUT_TYPES, storageGet('layoutType'), d.layoutType),
    theme: oneOf(Object.keys(THEME_COLORS) as ThemeColor[], storageGet('theme'), d.theme),
    themeClass: oneOf(THEME_CLASSES, storageGet('themeClass'), d.themeClass),
    tagsView: flag(storageGet('tagsView'), d.tagsView),
    tagsIcon: flag(storageGet('tagsIcon'), d.tagsIcon),
    showLanguage: flag(storageGet('showLanguage'), d.showLanguage),
    showSearch: flag(storageGet('showSearch'), d.showSearch),
    useCache: flag(storageGet('useCache'), d.useCache),
    size: oneOf(COMPONENT_SIZES, storageGet('size'), d.size),
    sidebarOpened: flag(storageGet('sidebarStatus'), d.sidebarOpened),
  };
}

/** Writes one setting under its key. */
export function writeSetting<K extends keyof ShellSettings>(key: K, value: ShellSettings[K]): void {
  if (key === 'sidebarOpened') storageSet('sidebarStatus', value ? 1 : 0);
  else storageSet(key, value);
}
