import { useMemo, useSyncExternalStore, type ComponentType } from 'react';
import type { UiSchema, WidgetProps } from '@rjsf/utils';
import type { RecordSource, RuntimeFormContext } from '../../form-runtime/rjsf-adapter.tsx';

/** The record a dialog is editing, kept outside React so a key press redraws only the widgets that read it. */
export interface RecordStore extends RecordSource {
  set: (record: Record<string, unknown>) => void;
}

export function createRecordStore(start: Record<string, unknown>): RecordStore {
  let record = start;
  const listeners = new Set<() => void>();
  return {
    get: () => record,
    set: (next) => {
      if (next === record) return;
      record = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Widgets that never read the whole record (formContext.formData): rjsf skips them when another
 * field changes. Every other widget a feature registers may read it (a user picker's condition on
 * another field, the data-interface editors, the design JSON check), so it is wrapped to follow the
 * record. `runtime` follows it itself, per the form runtime's widget (src/form-runtime/rjsf-adapter.tsx).
 */
const RECORD_FREE = new Set([
  'runtime',
  'treeSelect',
  'entitySelect',
  'switch01',
  'richText',
  'organizePicker',
  'departmentPicker',
  'positionPicker',
  'rolePicker',
  'groupPicker',
  'billRulePicker',
  'dictionaryTreeSelect',
]);

const followers = new WeakMap<ComponentType<WidgetProps>, ComponentType<WidgetProps>>();

/** The widget drawn again whenever the record changes, with the record as formContext.formData, as it was before the record left the context. */
function followingRecord(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  let Following = followers.get(Widget);
  if (!Following) {
    Following = function RecordFollowingWidget(props: WidgetProps) {
      const context = props.registry.formContext as RuntimeFormContext | undefined;
      const source = context?.record;
      const formData = useSyncExternalStore(source?.subscribe ?? noSubscription, source?.get ?? noRecord);
      const registry = useMemo(
        () => (source ? { ...props.registry, formContext: { ...context, formData } } : props.registry),
        [props.registry, context, source, formData],
      );
      return <Widget {...props} registry={registry} />;
    };
    followers.set(Widget, Following);
  }
  return Following;
}

const noSubscription = () => () => undefined;
const noRecord = () => undefined;

/** A screen's own widget components in the uiSchema (`'ui:widget': ConditionEditor`), wrapped to follow the record as well. */
export function recordAwareUiSchema(uiSchema: UiSchema): UiSchema {
  const result: UiSchema = { ...uiSchema };
  for (const [name, field] of Object.entries(uiSchema)) {
    const widget = (field as UiSchema | undefined)?.['ui:widget'] as unknown;
    if (typeof widget === 'function' || (typeof widget === 'object' && widget !== null))
      result[name] = { ...(field as UiSchema), 'ui:widget': followingRecord(widget as ComponentType<WidgetProps>) };
  }
  return result;
}

/** The registered widgets, those that read the record wrapped to follow it (see RECORD_FREE). */
export function recordAwareWidgets(widgets: Record<string, ComponentType<WidgetProps>>): Record<string, ComponentType<WidgetProps>> {
  return Object.fromEntries(Object.entries(widgets).map(([name, widget]) => [name, RECORD_FREE.has(name) ? widget : followingRecord(widget)]));
}
