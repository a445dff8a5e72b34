import type { FormItem } from '../form-runtime/form-item.ts';
import type { JnpfField } from './online-design.ts';
import { PANE_OF, roleOf, runtimeKeyOfDesign, isStorageOf } from './jnpf-keys.ts';
import { itemLevelProps, widgetPropsOf } from './field-props.ts';
import { sameText } from './field-messages.ts';

/**
 * Walks a design's `fields` through its layout (row, card, tab → tabItem, collapse → collapseItem,
 * tableGrid → tableGridTr → tableGridTd; 3.5+ steps are flattened) and returns the form as the
 * runtime draws it: containers and display widgets as they are, each value field as `value` makes
 * it. A sub-table is one value field (its columns are its own). An unknown widget that holds no value
 * is reported and left out; one that holds a value goes to `value` like any other (kept as text).
 */
export interface DesignVisitor {
  /** the item a value field is drawn as; undefined leaves it out of the form */
  value: (field: JnpfField) => FormItem | undefined;
  unsupported: (key: string) => void;
}

const labelOf = (field: JnpfField): FormItem['label'] => {
  const label = field.__config__?.label;
  return typeof label === 'string' && label ? sameText(label) : undefined;
};

/** A container, pane or display widget as a FormItem: JNPF's props, no value. */
function shownItem(field: JnpfField, key: string, children?: FormItem[]): FormItem {
  const label = labelOf(field);
  return {
    key,
    ...(label ? { label } : {}),
    ...itemLevelProps(field),
    props: widgetPropsOf(field, key),
    ...(children ? { children } : {}),
  };
}

export function walkDesign(fields: readonly JnpfField[], visit: DesignVisitor, parentKey = ''): FormItem[] {
  const items: FormItem[] = [];
  for (const field of fields) {
    if (!field || typeof field !== 'object') continue;
    const config = field.__config__ ?? {};
    // 3.4 writes a tab's panes (and a grid's rows and cells) without a jnpfKey: the parent implies it
    const designKey = String(config.jnpfKey ?? '') || PANE_OF[parentKey] || '';
    const key = runtimeKeyOfDesign(designKey);
    const hasValue = typeof field.__vModel__ === 'string' && field.__vModel__ !== '';
    const children = Array.isArray(config.children) ? config.children : [];
    switch (roleOf(key, hasValue, isStorageOf(field))) {
      case 'container':
      case 'pane':
        items.push(shownItem(field, key, walkDesign(children, visit, key)));
        break;
      case 'flattened':
        items.push(...walkDesign(children, visit, key));
        break;
      case 'display':
        items.push(shownItem(field, key));
        break;
      case 'value': {
        const item = visit.value(field);
        if (item) items.push(item);
        break;
      }
      case 'unsupported':
        if (hasValue) {
          const item = visit.value(field);
          if (item) items.push(item);
        } else {
          if (designKey) visit.unsupported(designKey);
          // an unknown wrapper: its children still belong to the form
          items.push(...walkDesign(children, visit, key));
        }
        break;
    }
  }
  return items;
}
