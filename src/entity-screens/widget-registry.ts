import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { TreeSelectWidget } from './widgets/tree-select-widget.tsx';
import { OrganizeSelectWidget } from './widgets/organize-select-widget.tsx';
import { OrganizePathsWidget } from './widgets/organize-paths-widget.tsx';
import { EntitySelectWidget } from './widgets/entity-select-widget.tsx';
import { EntityMultiSelectWidget } from './widgets/entity-multi-select-widget.tsx';
import { EpochDateWidget } from './widgets/epoch-date-widget.tsx';
import { SwitchWidget } from './widgets/switch-widget.tsx';

/**
 * Widgets the schema-driven dialogs render by name (x-portside `widget`). Features that own a
 * widget (the dictionary tree select lives with dictionary management) register it at start, so
 * the entity screens do not import the features.
 */
const widgets: Record<string, ComponentType<WidgetProps>> = {
  treeSelect: TreeSelectWidget,
  organizeSelect: OrganizeSelectWidget,
  organizePaths: OrganizePathsWidget,
  entitySelect: EntitySelectWidget,
  entityMultiSelect: EntityMultiSelectWidget,
  epochDate: EpochDateWidget,
  switch01: SwitchWidget,
};

export function registerWidget(name: string, widget: ComponentType<WidgetProps>): void {
  widgets[name] = widget;
}

export function registeredWidgets(): Record<string, ComponentType<WidgetProps>> {
  return { ...widgets };
}
