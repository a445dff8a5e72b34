import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { ListSearch } from '../../../common/online-forms/design-model.ts';
import type { EntityResource } from '../../lib/data/entity-resource.ts';
import { formWidget } from '../../form-runtime/widget-registry.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { onlineDevTexts } from './messages.ts';

/** Keys whose range search (searchType 3) picks two dates, two times or two numbers (contract §7.2 search types). */
const DATE_KEYS = new Set(['date', 'createTime', 'modifyTime']);
const NUMBER_KEYS = new Set(['numInput', 'calculate']);
/** Keys an equal search (searchType 1) picks with the field's own widget: options, trees and the organisation pickers. */
const PICKED_KEYS = new Set([
  'select',
  'radio',
  'checkbox',
  'cascader',
  'treeSelect',
  'address',
  'comSelect',
  'depSelect',
  'posSelect',
  'userSelect',
  'usersSelect',
  'roleSelect',
  'groupSelect',
]);
/** The option widgets search with a select (JNPF searches a radio or checkbox group with a select). */
const AS_SELECT = new Set(['radio', 'checkbox']);

/** A switch's configured word (activeTxt, inactiveTxt), when it has one. */
const shownText = (text: unknown): unknown => (text === undefined || text === null || (typeof text === 'string' && text.trim() === '') ? undefined : text);

const textItem = (search: ListSearch): FormItem => ({ key: 'comInput', field: search.prop, label: search.label, props: { clearable: true } });

/**
 * The widget one search field is typed with (columnData searchList, contract §7.3): a range of two
 * dates, times or numbers for searchType 3; the field's own picker or options (as a select, one or
 * several by searchMultiple) for an equal search of such a field, a switch's two states by its
 * words (是/否 without them); a text box otherwise. The field's form rules (required, bounds) do
 * not apply to a search.
 */
export function searchItemOf(search: ListSearch, resource: EntityResource, language: Language): FormItem {
  const field = resource.fields.find((f) => f.name === search.prop)?.item;
  const key = field?.key ?? search.jnpfKey;
  const props = field?.props ?? {};
  if (search.searchType === 3) {
    if (DATE_KEYS.has(key)) {
      const type = typeof props.type === 'string' && props.type !== 'datetime' ? props.type : 'date';
      const format = key === 'date' && typeof props.format === 'string' ? props.format : 'yyyy-MM-dd';
      return { key: 'dateRange', field: search.prop, label: search.label, props: { type, format, valueFormat: 'timestamp' } };
    }
    if (key === 'time') return { key: 'timeRange', field: search.prop, label: search.label, props: { format: props.format ?? 'HH:mm:ss' } };
    if (NUMBER_KEYS.has(key))
      return { key: 'numberRange', field: search.prop, label: search.label, props: { precision: props.precision, thousands: props.thousands } };
    return textItem(search);
  }
  if (search.searchType === 1 && key === 'switch') {
    // A switch without its own words is searched as 是/否, never as its raw values 1 and 0.
    const texts = onlineDevTexts(language);
    const options = [
      { id: props.activeValue ?? props['active-value'] ?? 1, fullName: shownText(props.activeTxt) ?? texts.yes },
      { id: props.inactiveValue ?? props['inactive-value'] ?? 0, fullName: shownText(props.inactiveTxt) ?? texts.no },
    ];
    return { key: 'select', field: search.prop, label: search.label, props: { dataType: 'static', options, clearable: true } };
  }
  if (search.searchType === 1 && PICKED_KEYS.has(key)) {
    const shown = AS_SELECT.has(key) ? 'select' : key;
    if (formWidget(shown))
      return {
        key: shown,
        field: search.prop,
        label: search.label,
        props: { ...props, multiple: search.multiple, clearable: true, disabled: false, readonly: false },
      };
  }
  return textItem(search);
}
