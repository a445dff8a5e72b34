import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { TreeSelectWidget } from './widgets/tree-select-widget.tsx';
import { EntitySelectWidget } from './widgets/entity-select-widget.tsx';
import { RuntimeWidget } from '../form-runtime/rjsf-adapter.tsx';
import { SwitchWidget } from './widgets/switch-widget.tsx';
import { RichTextWidget } from './widgets/rich-text/rich-text-widget.tsx';

/**
 * Widgets the schema-driven dialogs render by name (x-portside `widget`). Features that own a
 * widget (the dictionary tree select lives with dictionary management) register it at start, so
 * the entity screens do not import the features.
 */
const widgets: Record<string, ComponentType<WidgetProps>> = {
  treeSelect: TreeSelectWidget,
  entitySelect: EntitySelectWidget,
  // every widget of the form runtime, named by the field's FormItem (src/form-runtime)
  runtime: RuntimeWidget,
  switch01: SwitchWidget,
  richText: RichTextWidget,
};

export function registerWidget(name: string, widget: ComponentType<WidgetProps>): void {
  widgets[name] = widget;
}

export function registeredWidgets(): Record<string, ComponentType<WidgetProps>> {
  return { ...widgets };
}
