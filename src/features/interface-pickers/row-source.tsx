import { useMemo } from 'react';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { RowSourceProps } from '../../form-runtime/sub-table/index.ts';
import { RecordsDialog } from '../../components/record-picker/records-dialog.tsx';
import { interfaceConfigOf } from './interface-config.ts';
import { interfaceRecords } from './interface-records.ts';
import { paramListOf } from './param-fill.ts';

const NO_RECORD: Record<string, unknown> = {};

/** The sub-table's `addTableConf` (popupTitle, popupType, popupWidth, interfaceId, templateJson, hasPage, pageSize, columnOptions, relationOptions). */
const addTableConfOf = (item: FormItem): Record<string, unknown> => {
  const conf = item.props.addTableConf;
  return conf && typeof conf === 'object' && !Array.isArray(conf) ? (conf as Record<string, unknown>) : {};
};

/**
 * The sub-table's "pick rows from a dialog" (addType 1, spec lowcode §3 "Sub-table", §4): the
 * record picker over `addTableConf`, always multi-select; Confirm hands the chosen records as they
 * came (the sub-table maps them onto its columns through addTableConf.relationOptions) and needs at
 * least one. The dialog's parameters come from templateJson's defaults and the system values: the
 * sub-table hands this component no record to read form fields from.
 */
export function InterfacePickerRowSource({ open, item, language, onPick, onClose }: RowSourceProps) {
  const conf = addTableConfOf(item);
  const config = useMemo(() => interfaceConfigOf({ ...conf, multiple: true }, language), [conf, language]);
  const templateItem = useMemo<FormItem>(() => ({ key: item.key, field: item.field, props: conf }), [item.key, item.field, conf]);
  const load = useMemo(() => interfaceRecords(config, () => paramListOf(templateItem, NO_RECORD)), [config, templateItem]);
  return <RecordsDialog open={open} config={config} multiple language={language} load={load} onConfirm={onPick} onCancel={onClose} />;
}
