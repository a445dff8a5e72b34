import { generatedResources } from '../generated/index.ts';
import type { EntityRecord, EntityResource } from '../data/entity-resource.ts';
import { billRuleExample } from './bill-rule-example.ts';
import { createElement, lazy, Suspense, type ComponentType } from 'react';

// Hand-written screens load when first shown (docs/architecture.md: the app is split per screen).
const SchedulePage = lazy(() => import('../schedule/schedule-page.tsx').then((m) => ({ default: m.SchedulePage })));
const NoticePage = lazy(() => import('../notice/notice-page.tsx').then((m) => ({ default: m.NoticePage })));
const LazyMenuItemButtons = lazy(() => import('../menu-items/menu-item-buttons.tsx').then((m) => ({ default: m.MenuItemButtons })));
/** Row actions wait in their own cell, so the list does not blank while their code downloads. */
const MenuItemButtons = (props: { row: EntityRecord }) => createElement(Suspense, { fallback: null }, createElement(LazyMenuItemButtons, props));

const LazyBillRuleFromTemplate = lazy(() => import('../pickers/bill-rule-from-template.tsx').then((m) => ({ default: m.BillRuleFromTemplate })));
const BillRuleFromTemplate = (props: ListToolbarExtraProps) => createElement(Suspense, { fallback: null }, createElement(LazyBillRuleFromTemplate, props));

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

/** Screens of entities whose routes are hand-written (`api.routes: custom`), by resource name. */
export const customScreens: Record<string, ComponentType<{ resource: EntityResource }>> = {
  schedule: SchedulePage,
  notice: NoticePage,
};

/** What a list toolbar's extra action gets: a way to open the create dialog with values filled in. */
export interface ListToolbarExtraProps {
  startCreate: (initial: Record<string, unknown>) => void;
}

/** Extra toolbar actions of a list, by resource name (a numbering rule started from another as its template). */
export const toolbarExtras: Record<string, ComponentType<ListToolbarExtraProps>> = {
  billRule: BillRuleFromTemplate,
};

/** Extra row actions of a list, by resource name (a menu's buttons, columns and form fields). */
export const rowExtras: Record<string, ComponentType<{ row: EntityRecord }>> = {
  menu: MenuItemButtons,
};
