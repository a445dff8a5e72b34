import { useMemo } from 'react';
import type { WidgetProps as RjsfWidgetProps } from '@rjsf/utils';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import { formWidget } from './widget-registry.ts';
import type { FormSize, Language } from './widget-contract.ts';
import { runtimeMessages } from './runtime-messages.ts';
import { useFormRuntime } from './runtime-loader.ts';

/** What a schema dialog tells the runtime widgets through rjsf's formContext. */
export interface RuntimeFormContext {
  language?: Language;
  size?: FormSize;
  /** the record being edited, for widgets that read other fields (calculated values, barcodes) */
  formData?: Record<string, unknown>;
  /**
   * Sets several fields of the record at once (a widget's `onFill`). rjsf gives a widget no way to
   * change another field, so the dialog that owns the record supplies it (its setState over the
   * whole record); without it, fills are not offered.
   */
  fill?: (values: Record<string, unknown>) => void;
}

const NO_RECORD: Record<string, unknown> = {};

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
  // rjsf redraws every widget on every change, so the record of this render is the record now.
  const formData = context.formData;
  const readRecord = useMemo(() => () => formData ?? NO_RECORD, [formData]);
  // rjsf checks the schema's types: an unset value is absent, and a calculated value (decimal text, so no float drift on the page) a number.
  const handleChange = useMemo(
    () => (next: unknown) =>
      onChange(next === null ? undefined : numeric && typeof next === 'string' && next.trim() !== '' && !Number.isNaN(Number(next)) ? Number(next) : next),
    [onChange, numeric],
  );
  if (!definition) return <span data-testid="runtime-widget-missing">{runtimeMessages[language].missingWidget.replace('{key}', item.key)}</span>;
  if (readonly) return <definition.View item={item} value={value} size={size} language={language} formData={context.formData} />;
  return (
    <definition.Edit
      item={item}
      id={id}
      value={value}
      onChange={handleChange}
      onBlur={() => onBlur(id, value)}
      disabled={disabled}
      size={size}
      language={language}
      error={error}
      formData={context.formData}
      readRecord={readRecord}
      onFill={context.fill}
    />
  );
}
