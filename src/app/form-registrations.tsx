import { lazy, Suspense, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';

const LazyDictionaryTreeSelect = lazy(() =>
  import('../features/dictionary/dictionary-tree-select-widget.tsx').then((m) => ({ default: m.DictionaryTreeSelectWidget })),
);

/** The dictionary's widget in the forms; its code loads with the first form that shows one. */
function DictionaryTreeSelectWidget(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <LazyDictionaryTreeSelect {...props} />
    </Suspense>
  );
}

const LazyDesignJson = lazy(() => import('../features/online-dev/design-json-widget.tsx').then((m) => ({ default: m.DesignJsonWidget })));

/** An online design's formData/columnData as checked JSON text (功能设计); its code loads with the first design dialog. */
function DesignJsonWidget(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <LazyDesignJson {...props} />
    </Suspense>
  );
}

let registered: Promise<void> | undefined;

/**
 * The forms' widgets (pickers, uploads, data-interface pickers, related forms, the interface
 * editors, the dictionary's and the design's) handed to the form registries, once. Issue 17: this
 * is no part of what the layout and its menu need, so signing in does not wait for it; every
 * screen waits for it instead (`lazyScreen`), so no form ever draws before its widgets are known.
 */
export function loadFormRegistrations(): Promise<void> {
  registered ??= Promise.all([
    import('../crud/widget-registry.ts'),
    import('../features/pickers/register-pickers.ts'),
    import('../features/pickers/form-runtime-widgets.ts'),
    import('../form-runtime/widget-registry.ts'),
    import('../features/uploads/form-runtime-widgets.ts'),
    import('../features/interface-pickers/register-interface-pickers.ts'),
    import('../features/online-dev/relation-form-widgets.ts'),
    import('../features/data-interface/editor-widgets.ts'),
  ]).then(([widgets, pickers, pickerWidgets, formWidgets, uploadWidgets, interfacePickers, relationForms, interfaceEditors]) => {
    widgets.registerWidget('dictionaryTreeSelect', DictionaryTreeSelectWidget);
    widgets.registerWidget('designJson', DesignJsonWidget);
    // The data-interface dialog's editors of parameters, headers, paging/echo properties, data source and request method.
    for (const [name, widget] of Object.entries(interfaceEditors.interfaceEditorWidgets)) widgets.registerWidget(name, widget);
    pickers.registerPickers();
    // The pickers as form-runtime widgets (userSelect, depSelect…): the runtime's own widgets load with the first form (src/form-runtime/runtime-loader.ts).
    for (const widget of pickerWidgets.pickerWidgets) formWidgets.registerFormWidget(widget);
    // The upload widgets (uploadFz, uploadImg): their uploader and panel load with the first one drawn.
    for (const widget of uploadWidgets.uploadWidgets) formWidgets.registerFormWidget(widget);
    // The data-interface pickers (popupSelect, popupTableSelect, autoComplete, popupAttr), the sub-table's pick-rows dialog, 'dynamic' options.
    interfacePickers.registerInterfacePickers();
    // The related-form picker and its attribute (relationForm, relationFormAttr) read released online designs.
    for (const widget of relationForms.relationFormWidgets) formWidgets.registerFormWidget(widget);
  });
  return registered;
}

/**
 * A screen split into its own chunk (docs/architecture.md) that shows once its code and the forms'
 * widgets are in: React.lazy over both, so the layout around it never waits for either.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a screen's props are its own
export function lazyScreen<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  return lazy(() => Promise.all([load(), loadFormRegistrations()]).then(([module]) => module));
}
