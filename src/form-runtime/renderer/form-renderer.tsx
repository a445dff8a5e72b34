import { useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { FormSize, Language } from '../widget-contract.ts';
import { DEFAULT_GUTTER, FormGutterContext, ItemGrid, renderChildren } from '../containers/grid.tsx';
import { confNumber, type FormConf } from './form-conf.ts';
import { renderItem } from './item-node.tsx';
import { createRecordStore } from './record-store.ts';
import { RendererContext, type RendererContextValue } from './renderer-context.ts';
import { validateRecord, valueItemsOf, type ValidationResult } from './item-tree.ts';

/** What a form's owner can ask of it (a ref): check every shown field and show their messages, or hide the messages again. */
export interface FormRendererHandle {
  validate(): ValidationResult;
  clearValidation(): void;
}

export interface FormRendererProps {
  items: readonly FormItem[];
  /** the record; controlled */
  value: Record<string, unknown>;
  /** the whole new record, and the field that changed (after a fill of several fields: the first of them) */
  onChange?: (next: Record<string, unknown>, field: string) => void;
  language: Language;
  /** overrides `conf.size`; default 'default' */
  size?: FormSize;
  /** JNPF formData form-level keys: labelWidth, labelPosition, gutter, span, size, disabled */
  conf?: FormConf;
  readOnly?: boolean;
  disabled?: boolean;
  /**
   * The form fields the page grants (spec §5: its form operate list); an item whose field is not in
   * it is hidden. Absent: all granted. Pass the same Set while it does not change: a new one redraws every item.
   */
  grantedFields?: ReadonlySet<string>;
  /** prefix of the widgets' ids (labels point at them), unique per page when two forms show at once */
  idPrefix?: string;
  ref?: Ref<FormRendererHandle>;
}

const noChange = () => undefined;

/**
 * A FormItem tree drawn editable or read-only (spec §2, §3; contract §7.2 formData): layout
 * containers, labels, the span grid, hiding by noShow, visibility and form permissions, and the
 * shared validation on each field's change and on `validate()`. The record lives in a store the
 * fields subscribe to one by one, so a keystroke redraws the changed field only.
 */
export function FormRenderer({
  items,
  value,
  onChange = noChange,
  language,
  size,
  conf,
  readOnly = false,
  disabled,
  grantedFields,
  idPrefix = 'form-',
  ref,
}: FormRendererProps) {
  const [store] = useState(() => createRecordStore(value));
  // A new record from the owner (a reset, a recomputed total) reaches the fields whose value differs.
  // Before paint, so the fields never show an old value; the owner's echo of our own change is a no-op.
  useLayoutEffect(() => store.setRecord(value), [store, value]);
  const latest = useRef({ onChange, items, language, grantedFields });
  useLayoutEffect(() => {
    latest.current = { onChange, items, language, grantedFields };
  });

  const changeField = useCallback(
    (item: FormItem, next: unknown) => {
      if (item.field === undefined) return;
      const record = { ...store.record(), [item.field]: next };
      // The store first: the field shows what was typed in this same render, even before the owner answers.
      store.setRecord(record);
      store.touch([item.field]);
      latest.current.onChange(record, item.field);
    },
    [store],
  );

  const fillFields = useCallback(
    (values: Record<string, unknown>) => {
      const fields = Object.keys(values);
      if (fields.length === 0) return;
      const record = { ...store.record(), ...values };
      store.setRecord(record);
      store.touch(fields);
      latest.current.onChange(record, fields[0]);
    },
    [store],
  );

  useImperativeHandle(
    ref,
    () => ({
      validate() {
        const { items: current, language: currentLanguage, grantedFields: granted } = latest.current;
        store.touch(
          valueItemsOf(current, granted, true).map((item) => item.field as string),
          true,
        );
        return validateRecord(current, store.record(), currentLanguage, granted);
      },
      clearValidation: () => store.clearTouched(),
    }),
    [store],
  );

  const formSize = size ?? conf?.size ?? 'default';
  const labelWidth = confNumber(conf?.labelWidth, 100);
  const labelPosition = conf?.labelPosition ?? 'right';
  const span = confNumber(conf?.span, 24);
  const gutter = confNumber(conf?.gutter, DEFAULT_GUTTER);
  const formDisabled = disabled ?? conf?.disabled === true;
  const context = useMemo<RendererContextValue>(
    () => ({
      store,
      readOnly,
      disabled: formDisabled,
      size: formSize,
      language,
      grantedFields,
      labelWidth,
      labelPosition,
      span,
      idPrefix,
      renderItem,
      changeField,
      fillFields,
    }),
    [store, readOnly, formDisabled, formSize, language, grantedFields, labelWidth, labelPosition, span, idPrefix, changeField, fillFields],
  );
  // The same element while the items and settings stay: a new record alone re-renders no item from here.
  // The root is padded by half a gutter so the grid's negative margins stay inside it (no scrollbar in a drawer).
  const tree = useMemo(() => <ItemGrid gutter={gutter}>{renderChildren(items, renderItem)}</ItemGrid>, [items, gutter]);
  return (
    <RendererContext.Provider value={context}>
      <FormGutterContext.Provider value={gutter}>
        <div
          data-testid={readOnly ? 'form-renderer-readonly' : 'form-renderer'}
          data-size={formSize}
          style={{ paddingLeft: gutter / 2, paddingRight: gutter / 2 }}
        >
          {tree}
        </div>
      </FormGutterContext.Provider>
    </RendererContext.Provider>
  );
}

export type ReadOnlyRendererProps = Omit<FormRendererProps, 'onChange' | 'readOnly' | 'disabled' | 'ref'>;

/** The read-only detail renderer (spec §2): every item's View, hidden items as in the form. */
export function ReadOnlyRenderer(props: ReadOnlyRendererProps) {
  return <FormRenderer idPrefix="detail-" {...props} readOnly />;
}
