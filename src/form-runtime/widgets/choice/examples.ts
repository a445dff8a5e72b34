import type { FormItem } from '../../../../common/form-runtime/form-item.ts';
import type { Texts } from '../../../../common/entity-model.ts';
import { inAllLanguages } from '../basic/messages.ts';

/** Trade types as a static list with JNPF's default keys (id, fullName), labels in all three languages for the gallery. */
const TRADE_TYPES = [
  { id: 'import', fullName: inAllLanguages('进口', '進口', 'Import') },
  { id: 'export', fullName: inAllLanguages('出口', '出口', 'Export') },
  { id: 'transit', fullName: inAllLanguages('中转', '中轉', 'Transhipment') },
];

/** A gallery example with the static trade types. */
export const staticExample = (key: string, field: string, label: Texts, props: Record<string, unknown>): FormItem => ({
  key,
  field,
  label,
  props: { dataType: 'static', options: TRADE_TYPES, props: { props: { label: 'fullName', value: 'id' } }, ...props },
});

/** A gallery example reading the demo data's port-area dictionary (type id dict-port-type), storing the item's code. */
export const portTypeExample = (key: string, props: Record<string, unknown>): FormItem => ({
  key,
  field: `${key}PortType`,
  label: inAllLanguages('港区类型（数据字典）', '港區類型（數據字典）', 'Port area (dictionary)'),
  props: { dataType: 'dictionary', dictionaryType: 'dict-port-type', props: { props: { label: 'fullName', value: 'enCode' } }, ...props },
});
