import { memo, useCallback, useMemo, useSyncExternalStore } from 'react';
import { textIn, type FormItem } from '../../../common/form-runtime/form-item.ts';
import { checkItemValue } from '../../../common/form-runtime/validation/index.ts';
import { formContainer, formWidget } from '../widget-registry.ts';
import type { ContainerDefinition, WidgetDefinition } from '../widget-contract.ts';
import { runtimeMessages } from '../runtime-messages.ts';
import { GridCell, useGridGutter } from '../containers/grid.tsx';
import { FieldLayout } from './field-layout.tsx';
import { isItemShown } from './item-tree.ts';
import { tableRowsError } from './table-check.ts';
import { confNumber } from './form-conf.ts';
import { useRenderer, type RendererContextValue } from './renderer-context.ts';

/**
 * Widgets that read other fields of the record (a calculation, a sub-table's totals, a barcode or
 * QR code from a relation field, a linked form's attributes). They re-render on every change;
 * every other widget only when its own value changes.
 */
const RECORD_READERS = new Set(['calculate', 'table', 'barcode', 'qrcode', 'relationFormAttr', 'popupAttr']);
const readsRecord = (item: FormItem, definition: WidgetDefinition) => !definition.holdsValue || RECORD_READERS.has(item.key);

/** JNPF's rowFormItem layout (sub-tables, and anything configured so) spans the row with no label column. */
const isRowLayout = (item: FormItem) => item.key === 'table' || item.props.layout === 'rowFormItem';

const NO_RECORD = () => undefined;
const noSubscription = () => () => undefined;

function labelOf(item: FormItem, context: RendererContextValue, holdsValue: boolean): string | undefined {
  if (item.props.showLabel === false || isRowLayout(item)) return undefined;
  const label = textIn(item.label, context.language);
  // A value field keeps its label column even unlabelled, so its input lines up with the others.
  return label || holdsValue ? label : undefined;
}

/** One widget item: its label column and its Edit (or View when read-only), fed its own value from the store. */
const WidgetNode = memo(function WidgetNode({ item, definition }: { item: FormItem; definition: WidgetDefinition }) {
  const context = useRenderer();
  const { store, readOnly, size, language } = context;
  const field = definition.holdsValue ? item.field : undefined;
  const subscribeField = useCallback((listener: () => void) => (field === undefined ? () => undefined : store.subscribeField(field, listener)), [store, field]);
  const value = useSyncExternalStore(subscribeField, () => (field === undefined ? undefined : store.record()[field]));
  const touched = useSyncExternalStore(subscribeField, () => field !== undefined && store.isTouched(field));
  const validated = useSyncExternalStore(subscribeField, () => field !== undefined && store.isValidated(field));
  const reader = readsRecord(item, definition);
  const formData = useSyncExternalStore(reader ? store.subscribeRecord : noSubscription, reader ? store.record : NO_RECORD);
  // A sub-table's cells count once the form has been checked as a whole (a submit): a row just added is not wrong yet.
  const error = useMemo(() => {
    if (!touched || readOnly) return undefined;
    return checkItemValue(item, value, language) ?? (validated ? tableRowsError(item, value, language) : undefined);
  }, [touched, validated, readOnly, item, value, language]);
  const onChange = useCallback((next: unknown) => context.changeField(item, next), [context, item]);
  const id = `${context.idPrefix}${item.field ?? item.key}`;
  const name = item.field ?? item.key;
  return (
    <FieldLayout
      name={name}
      label={labelOf(item, context, definition.holdsValue)}
      tip={textIn(item.tipLabel, language) || undefined}
      required={item.required === true}
      htmlFor={readOnly || !definition.holdsValue ? undefined : id}
      labelWidth={confNumber(item.props.labelWidth, context.labelWidth)}
      labelPosition={context.labelPosition}
      size={size}
      readOnly={readOnly}
    >
      {readOnly ? (
        <definition.View item={item} value={value} size={size} language={language} formData={formData} />
      ) : (
        <definition.Edit
          item={item}
          id={id}
          value={value}
          onChange={onChange}
          disabled={context.disabled || item.props.disabled === true}
          size={size}
          language={language}
          error={error}
          formData={formData}
          readRecord={store.record}
          onFill={context.fillFields}
        />
      )}
    </FieldLayout>
  );
});

/** A layout container: the renderer's own renderItem draws its children, so they follow the same rules. */
const ContainerNode = memo(function ContainerNode({ item, definition }: { item: FormItem; definition: ContainerDefinition }) {
  const { size, language, readOnly, renderItem } = useRenderer();
  return <definition.Container item={item} size={size} language={language} readOnly={readOnly} renderItem={renderItem} />;
});

/** A key nothing registered: a translated notice in its place, so one unknown widget does not take the form down. */
const MissingNode = memo(function MissingNode({ item }: { item: FormItem }) {
  const context = useRenderer();
  const name = item.field ?? item.key;
  return (
    <FieldLayout
      name={name}
      label={labelOf(item, context, item.field !== undefined)}
      required={false}
      labelWidth={confNumber(item.props.labelWidth, context.labelWidth)}
      labelPosition={context.labelPosition}
      size={context.size}
      readOnly
    >
      <span role="note" data-testid="form-runtime-missing" style={{ color: '#e6a23c', fontSize: 13 }}>
        {runtimeMessages[context.language].missingWidget.replace('{key}', item.key)}
      </span>
    </FieldLayout>
  );
});

/**
 * Any item of the tree, in its grid cell: hidden (noShow, visibility without pc, field not granted)
 * items draw nothing; a registered container lays out its children; a registered widget draws
 * itself; anything else shows the notice. Memoised on the item, so a form re-rendered with a new
 * record skips every item whose own value did not change.
 */
export const ItemNode = memo(function ItemNode({ item }: { item: FormItem }) {
  const { grantedFields, span } = useRenderer();
  const gutter = useGridGutter();
  if (!isItemShown(item, grantedFields)) return null;
  const container = formContainer(item.key);
  const widget = container ? undefined : formWidget(item.key);
  const cellSpan = confNumber(item.span, container || (widget && isRowLayout(item)) ? 24 : span);
  return (
    <GridCell span={cellSpan} gutter={gutter}>
      {container ? <ContainerNode item={item} definition={container} /> : widget ? <WidgetNode item={item} definition={widget} /> : <MissingNode item={item} />}
    </GridCell>
  );
});

/** The renderer's renderItem: the same for every form, so containers never re-render for a new function. */
export const renderItem = (child: FormItem) => <ItemNode item={child} />;
