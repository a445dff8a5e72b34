import type { WidgetDefinition } from './widget-contract.ts';
import { registerFormContainer, registerFormWidget } from './widget-registry.ts';
import { basicWidgets } from './widgets/basic/index.ts';
import { choiceWidgets } from './widgets/choice/index.ts';
import { dateTimeWidgets } from './widgets/date-time/index.ts';
import { displayWidgets } from './widgets/display/index.ts';
import { treeWidgets } from './widgets/tree/index.ts';
import { editorWidgets } from './widgets/editor/index.ts';
import { subTableWidgets } from './sub-table/index.ts';
import { containerDefinitions } from './containers/index.ts';

/**
 * Registers every widget and layout container of the form runtime. Widgets a feature owns (the
 * pickers: src/features/pickers/form-runtime-widgets.ts) come in as `featureWidgets` from the
 * composition root, since a generic layer never imports a feature (lint/import-zones.js).
 * Registering again replaces each entry with itself.
 */
export function registerFormRuntime(featureWidgets: readonly WidgetDefinition[] = []): void {
  for (const widget of [
    ...basicWidgets,
    ...choiceWidgets,
    ...dateTimeWidgets,
    ...displayWidgets,
    ...treeWidgets,
    ...editorWidgets,
    ...subTableWidgets,
    ...featureWidgets,
  ])
    registerFormWidget(widget);
  for (const container of containerDefinitions) registerFormContainer(container);
}
