import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

/**
 * The data-interface dialog's rjsf widgets, by the names schemas/data-interface.schema.json gives
 * its fields, for the composition root (src/app/app.tsx) to register with the schema dialogs
 * (src/crud/widget-registry.ts): the entity screens do not import features. Each editor's code
 * loads with the first dialog that shows it, as the dictionary's widget does.
 */
function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>): ComponentType<WidgetProps> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyEditor(props: WidgetProps) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  };
}

export const interfaceEditorWidgets: Record<string, ComponentType<WidgetProps>> = {
  interfaceParameters: lazyWidget(() => import('./interface-parameters-editor.tsx').then((m) => m.InterfaceParametersEditor)),
  interfaceHeaders: lazyWidget(() => import('./interface-headers-editor.tsx').then((m) => m.InterfaceHeadersEditor)),
  interfaceProperties: lazyWidget(() => import('./interface-properties-editor.tsx').then((m) => m.InterfacePropertiesEditor)),
  dataSourceSelect: lazyWidget(() => import('./interface-data-source-editor.tsx').then((m) => m.InterfaceDataSourceEditor)),
  interfaceRequestMethod: lazyWidget(() => import('./interface-request-method-editor.tsx').then((m) => m.InterfaceRequestMethodEditor)),
};
