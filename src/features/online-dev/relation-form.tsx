import { useEffect, useMemo, useState } from 'react';
import { Link } from '@mui/material';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { Language, ViewProps, WidgetProps } from '../../form-runtime/widget-contract.ts';
import { ViewText } from '../../form-runtime/widgets/basic/view-text.tsx';
import { useOpenLinkedRecord } from '../../form-runtime/viewer/index.ts';
import { publishLinkedRecord } from '../../components/record-picker/linked-records.ts';
import { recordPickerTexts } from '../../components/record-picker/messages.ts';
import { PickerInput } from '../../components/record-picker/picker-input.tsx';
import { cellText, placeholderOf, type RecordRow } from '../../components/record-picker/record-rows.ts';
import { RecordsDialog } from '../../components/record-picker/records-dialog.tsx';
import { relationFormConfigOf, relationRecords, type RelationFormConfig } from './relation-form-config.ts';
import { RelationRecordDetail } from './relation-form-detail.tsx';
import { rememberChosenRow, useRelatedRecord } from './relation-form-records.ts';

/** The stored id as text ('' when none). */
const idOf = (value: unknown): string => (value === undefined || value === null || Array.isArray(value) || typeof value === 'object' ? '' : String(value));

interface RelationState {
  config: RelationFormConfig;
  id: string;
  /** the related record (the chosen row over the record read back), once known */
  record: RecordRow | undefined;
  /** its display text: the relationField value */
  text: string;
}

/**
 * What a related-form field reads from its item and value: the configuration, the related record
 * (echo-back by id, spec §7: reads the record's data JSON and takes the relationField value) and
 * its text. The record is published to the fields showing its attributes (relationFormAttr).
 */
function useRelation(item: FormItem, value: unknown, language: Language): RelationState {
  const config = useMemo(() => relationFormConfigOf(item.props, language), [item.props, language]);
  const id = idOf(value);
  const record = useRelatedRecord(config.modelId, id);
  useEffect(() => {
    if (item.field && id && record) publishLinkedRecord(item.field, id, record);
  }, [item.field, id, record]);
  return { config, id, record, text: record ? cellText(record[config.relationField]) : '' };
}

/**
 * JNPF `relationForm` (contract §7.2; spec lowcode §2 "Related-form picker", §4 "Pickers"): the
 * related record's text in a read-only box; a click opens the record dialog over the released
 * form's records (keyword, Search/Reset/Refresh, a radio table with the index and the configured
 * columns, the optional pager); Confirm needs a record and stores its id, Cancel leaves the stored
 * value as it was; the clear icon empties it.
 */
export function RelationFormEdit({ item, id: inputId, value, onChange, onBlur, disabled, size, language, error }: WidgetProps) {
  const relation = useRelation(item, value, language);
  const { config } = relation;
  const texts = recordPickerTexts(language);
  const [open, setOpen] = useState(false);
  const initial = useMemo(() => (relation.record ? [{ ...relation.record, id: relation.id }] : []), [relation.record, relation.id]);

  const choose = (row: RecordRow | undefined) => {
    const chosenId = row ? idOf(row.id) : '';
    if (row && chosenId) {
      rememberChosenRow(config.modelId, row);
      // The attributes beside it show the chosen row at once (then the whole record, once read back).
      if (item.field) publishLinkedRecord(item.field, chosenId, row);
    }
    onChange(chosenId || null);
  };

  return (
    <>
      <PickerInput
        id={inputId}
        texts={relation.text ? [relation.text] : []}
        placeholder={placeholderOf(item.props, texts.placeholder, language)}
        clearLabel={texts.clear}
        clearable={item.props.clearable !== false}
        disabled={disabled || item.props.disabled === true}
        error={Boolean(error)}
        size={size}
        onOpen={() => setOpen(true)}
        onClear={() => choose(undefined)}
        onBlur={onBlur}
        testId="relation-form"
      />
      <RecordsDialog
        open={open}
        config={config}
        multiple={false}
        language={language}
        initial={initial}
        load={relationRecords(config)}
        onConfirm={(rows) => {
          choose(rows[0]);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

/**
 * The read-only rendering: the related record's text; when it holds a value, a click opens the
 * related record's detail (spec lowcode §2: "Opens a detail view of the related record when it is
 * read-only and has a value") — nested in the detail viewer around it when there is one, else in
 * its own. A server row already holds the display text, with the id under `{field}_id` (spec §3):
 * shown as it is, without one lookup per row.
 */
export function RelationFormView(props: ViewProps) {
  const { item, value, formData, language } = props;
  if (item.field !== undefined && formData !== undefined && Object.hasOwn(formData, `${item.field}_id`)) {
    const config = relationFormConfigOf(item.props, language);
    return <RelationLink {...props} modelId={config.modelId} id={idOf(formData[`${item.field}_id`])} text={cellText(value)} />;
  }
  return <EchoedRelationView {...props} />;
}

function EchoedRelationView(props: ViewProps) {
  const relation = useRelation(props.item, props.value, props.language);
  return <RelationLink {...props} modelId={relation.config.modelId} id={relation.id} text={relation.text} />;
}

function RelationLink({ size, language, modelId, id, text }: ViewProps & { modelId: string; id: string; text: string }) {
  const openInViewer = useOpenLinkedRecord();
  const [open, setOpen] = useState(false);
  if (!modelId || !id || !text)
    return (
      <ViewText size={size}>
        <span data-testid="relation-form-view">{text}</span>
      </ViewText>
    );
  return (
    <ViewText size={size}>
      <Link
        component="button"
        type="button"
        underline="hover"
        onClick={() => (openInViewer ? openInViewer(modelId, id) : setOpen(true))}
        data-testid="relation-form-view"
        sx={{ font: 'inherit', verticalAlign: 'baseline' }}
      >
        {text}
      </Link>
      {open && <RelationRecordDetail modelId={modelId} id={id} language={language} size={size} onClose={() => setOpen(false)} />}
    </ViewText>
  );
}
