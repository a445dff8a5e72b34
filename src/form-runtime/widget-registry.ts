import type { ContainerDefinition, WidgetDefinition } from './widget-contract.ts';

/**
 * Every widget of the form runtime by jnpfKey: the schema entities' dialogs (through
 * rjsf-adapter.tsx), the JNPF online forms, the sub-table's cells, the read-only renderer and the
 * widget gallery all look widgets up here, so each is written once. Features that own a widget
 * (the pickers) register it from a composition root; pickers still to come (pop-up, table,
 * related-form, data-interface options, uploads) register under their jnpfKeys the same way.
 */
const widgets = new Map<string, WidgetDefinition>();
const containers = new Map<string, ContainerDefinition>();

export function registerFormWidget(definition: WidgetDefinition): void {
  widgets.set(definition.key, definition);
}

export function registerFormContainer(definition: ContainerDefinition): void {
  containers.set(definition.key, definition);
}

export const formWidget = (key: string): WidgetDefinition | undefined => widgets.get(key);
export const formContainer = (key: string): ContainerDefinition | undefined => containers.get(key);
export const allFormWidgets = (): WidgetDefinition[] => [...widgets.values()];
export const allFormContainers = (): ContainerDefinition[] => [...containers.values()];
