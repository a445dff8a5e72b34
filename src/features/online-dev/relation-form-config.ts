import type { Language } from '../../form-runtime/widget-contract.ts';
import { recordPickerTexts } from '../../components/record-picker/messages.ts';
import { columnsOf, configuredText, pageSizeOf, popupWidthOf, type LoadRecords, type RecordPopupConfig } from '../../components/record-picker/record-rows.ts';
import { listRelationRecords } from './relation-form-api.ts';

/**
 * A related-form picker's configuration (contract §7.2 relationForm: `modelId`, `relationField`,
 * `columnOptions`, `hasPage`, `pageSize`, and the pop-up's `popupType`, `popupTitle`,
 * `popupWidth`), with the spec's picker defaults (§9). The value is the related record's id.
 */
export interface RelationFormConfig extends RecordPopupConfig {
  /** the released form (design) whose records are listed */
  modelId: string;
  /** the related form's field shown as the display text */
  relationField: string;
  /** the configured columns' fields, comma-joined, as the list request sends them */
  columnFields: string;
}

export function relationFormConfigOf(props: Record<string, unknown>, language: Language): RelationFormConfig {
  const relationField = typeof props.relationField === 'string' ? props.relationField : '';
  const configured = columnsOf(props.columnOptions, language);
  const hasPage = props.hasPage === true;
  return {
    modelId: typeof props.modelId === 'string' ? props.modelId : '',
    relationField,
    propsValue: 'id',
    // the shown columns: the configured ones, else the display field
    columns: configured.length > 0 ? configured : relationField ? [{ value: relationField, label: relationField }] : [],
    columnFields: configured.map((column) => column.value).join(','),
    hasPage,
    pageSize: pageSizeOf(hasPage, props.pageSize),
    popupType: props.popupType === 'drawer' ? 'drawer' : 'dialog',
    popupTitle: configuredText(props.popupTitle, language).trim() || recordPickerTexts(language).selectData,
    popupWidth: popupWidthOf(props.popupWidth),
  };
}

/** The related form's records as the record dialog loads them; without a form there is nothing to list. */
export const relationRecords =
  (config: RelationFormConfig): LoadRecords =>
  async ({ keyword, currentPage, pageSize }) =>
    config.modelId
      ? listRelationRecords(config.modelId, { keyword, currentPage, pageSize, relationField: config.relationField, columnOptions: config.columnFields })
      : { list: [], total: 0 };
