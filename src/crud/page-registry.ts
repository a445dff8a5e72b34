import { generatedResources } from '../lib/data/entity-resource.ts';
import type { EntityRecord, EntityResource, Texts } from '../lib/data/entity-resource.ts';
import { billRuleExample } from './bill-rule-example.ts';
import type { ComponentType } from 'react';

/** Every generated resource by name, for the data provider. */
export const resources: Record<string, EntityResource> = Object.fromEntries(generatedResources.map((resource) => [resource.name, resource]));

/** Menu page keys (a page menu's urlAddress, from each schema's `page`) served by the generic entity screen. */
export const entityPages: Record<string, EntityResource> = Object.fromEntries(
  generatedResources.filter((resource) => resource.page !== null).map((resource) => [resource.page as string, resource]),
);

/** Screens whose dialog computes fields while the user types, by resource name. */
export const formDerivations: Record<string, (data: Record<string, unknown>) => Record<string, unknown>> = {
  billRule: billRuleExample,
};

/** What a list toolbar's extra action gets: a way to open the create dialog with values filled in. */
export interface ListToolbarExtraProps {
  startCreate: (initial: Record<string, unknown>) => void;
}

/** Extra toolbar actions of a list, by resource name (a numbering rule started from another as its template). */
export const toolbarExtras: Record<string, ComponentType<ListToolbarExtraProps>> = {};

/** Extra row actions of a list, by resource name (a menu's buttons, columns and form fields). */
export const rowExtras: Record<string, ComponentType<{ row: EntityRecord }>> = {};

/** What a list's aside gets: a way to narrow the list, sent with every list query ({} shows every row again). */
export interface ListAsideProps {
  onFilter: (filter: Record<string, unknown>) => void;
}

/** A panel left of a list's table, by resource name (the user list's organisation tree). */
export const listAsides: Record<string, ComponentType<ListAsideProps>> = {};

/**
 * A tab a feature adds to a settings page (系统配置's 超级管理员, saved through its own call): its
 * title, what it shows, and the settings it takes over, which the generic form then neither shows
 * nor sends.
 */
export interface SettingsTab {
  title: Texts;
  fields: readonly string[];
  Component: ComponentType;
}

/** Extra tabs of a settings page, by resource name. */
export const settingsTabs: Record<string, readonly SettingsTab[]> = {};

/**
 * What a feature adds to the generic list page of one or more resources, by resource name. Filled by
 * the features through `registerPageExtensions` (src/app/feature-screens.ts), so the generic screens
 * never import the features they serve. Which screen a page key shows is src/app/page-table.tsx.
 */
export interface PageExtensions {
  toolbarExtras?: Record<string, ComponentType<ListToolbarExtraProps>>;
  rowExtras?: Record<string, ComponentType<{ row: EntityRecord }>>;
  listAsides?: Record<string, ComponentType<ListAsideProps>>;
  settingsTabs?: Record<string, readonly SettingsTab[]>;
}

/** The registration seam: features hand their screens and actions in at start (the widget registry's pattern). */
export function registerPageExtensions(extensions: PageExtensions): void {
  Object.assign(toolbarExtras, extensions.toolbarExtras);
  Object.assign(rowExtras, extensions.rowExtras);
  Object.assign(listAsides, extensions.listAsides);
  Object.assign(settingsTabs, extensions.settingsTabs);
}
