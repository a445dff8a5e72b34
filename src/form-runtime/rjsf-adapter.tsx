import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { WidgetProps as RjsfWidgetProps } from '@rjsf/utils';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import { formWidget } from './widget-registry.ts';
import type { FormSize, Language } from './widget-contract.ts';
import { runtimeMessages } from './runtime-messages.ts';
import { useFormRuntime } from './runtime-loader.ts';

/** The record a dialog edits, read and followed without being part of rjsf's props (src/crud/widgets/record-widgets.tsx). */
export interface RecordSource {
  get: () => Record<string, unknown>;
  subscribe: (listener: () => void) => () => void;
}

/** What a schema dialog tells the runtime widgets through rjsf's formContext. */
export interface RuntimeFormContext {
  language?: Language;
  size?: FormSize;
  /**
   * The record being edited, for widgets that read other fields (calculated values, barcodes), in
   * forms that hand the whole record to every field (the settings page). A dialog gives `record`
   * instead: a new record in the context would make rjsf draw every field on every key press.
   */
  formData?: Record<string, unknown>;
  record?: RecordSource;
  /**
   * Sets several fields of the record at once (a widget's `onFill`). rjsf gives a widget no way to
   * change another field, so the dialog that owns the record supplies it (its setState over the
   * whole record); without it, fills are not offered.
   */
  fill?: (values: Record<string, unknown>) => void;
}

const NO_RECORD: Record<string, unknown> = {};
const noSubscription = () => () => undefined;

/**
 * The runtime's widgets that never read the rest of the record: rjsf draws them only when their
 * own value, errors or settings change. Any other (calculated values, barcodes, pickers with
 * conditions on other fields, widgets features register) is drawn again whenever the record changes.
 */
const RECORD_FREE_KEYS = new Set([
  'comInput',
  'textarea',
  'PsdInput',
  'numInput',
  'numberRange',
  'switch',
  'rate',
  'slider',
  'colorPicker',
  'date',
  'time',
  'dateRange',
  'timeRange',
  'editor',
]);

/**
 * The rjsf widget `runtime`: a schema dialog's field drawn by the form runtime's widget named by
 * `ui:options.item` (a FormItem: src/crud/schema-to-form.ts builds it from the generated model),
 * so the entity dialogs and the JNPF online forms use the same widgets. rjsf keeps the form state,
 * the rules and the messages; the widget only edits the value.
 */
export function RuntimeWidget({ id, value, onChange, onBlur, disabled, readonly, options, rawErrors, registry, schema }: RjsfWidgetProps) {
  useFormRuntime();
  const context = (registry.formContext ?? {}) as RuntimeFormContext;
  const language = context.language ?? 'zh';
  const size = context.size ?? 'default';
  const item = options.item as FormItem;
  const definition = formWidget(item.key);
  const error = rawErrors?.[0];
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const source = context.record;
  const follows = source !== undefined && !RECORD_FREE_KEYS.has(item.key);
  const followed = useSyncExternalStore(follows ? source.subscribe : noSubscription, follows ? source.get : () => undefined);
  // Without a source, the form draws every widget on every change, so the record of this render is the record now.
  const formData = follows ? followed : source ? source.get() : context.formData;
  const readRecord = useMemo(() => source?.get ?? (() => formData ?? NO_RECORD), [source, formData]);
  // rjsf checks the schema's types: an unset value is absent, and a calculated value (decimal text, so no float drift on the page) a number.
  const handleChange = useCallback(
    (next: unknown) =>
      onChange(next === null ? undefined : numeric && typeof next === 'string' && next.trim() !== '' && !Number.isNaN(Number(next)) ? Number(next) : next),
    [onChange, numeric],
  );
  const handleBlur = useCallback(() => onBlur(id, value), [onBlur, id, value]);
  if (!definition) return <span data-testid="runtime-widget-missing">{runtimeMessages[language].missingWidget.replace('{key}', item.key)}</span>;
  if (readonly) return <definition.View item={item} value={value} size={size} language={language} formData={formData} />;
  return (
    <definition.Edit
      item={item}
      id={id}
      value={value}
      onChange={handleChange}
      onBlur={handleBlur}
      disabled={disabled}
      size={size}
      language={language}
      error={error}
      formData={formData}
      readRecord={readRecord}
      onFill={context.fill}
    />
  );
}
