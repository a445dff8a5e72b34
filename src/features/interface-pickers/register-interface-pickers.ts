import { registerFormWidget } from '../../form-runtime/widget-registry.ts';
import { registerRowSource } from '../../form-runtime/sub-table/row-source.ts';
import { interfacePickerWidgets, InterfacePickerRowSource } from './widgets.ts';
import { textInterfaceWidgets } from './text-widgets.ts';
import { registerInterfaceOptionSources } from './option-source.ts';

/**
 * Everything the data-interface pickers add to the form runtime, called once by the composition
 * root (src/app/app.tsx) before the first form: the pop-up and table pickers, the autocomplete and
 * the pop-up attribute by jnpfKey, the sub-table's pick-rows dialog (addType 1) and the option
 * widgets' 'dynamic' source.
 */
export function registerInterfacePickers(): void {
  for (const widget of [...interfacePickerWidgets, ...textInterfaceWidgets]) registerFormWidget(widget);
  registerRowSource(InterfacePickerRowSource);
  registerInterfaceOptionSources();
}
