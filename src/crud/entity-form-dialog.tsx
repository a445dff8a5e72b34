import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import Form from '@rjsf/mui';
import type { UiSchema } from '@rjsf/utils';
// Precompiled by the generator, as the Content-Security-Policy allows no eval (see the file).
import { useFormValidations, withFieldTitles } from './precompiled-form-validators.ts';
import { registeredWidgets } from './widget-registry.ts';
import type { EntityRecord, EntityResource, Texts } from '../lib/data/entity-resource.ts';
import { formSchemas, transformErrorsFor } from './schema-to-form.ts';
import { LabelledFieldTemplate } from './labelled-field-template.tsx';
import { useReportDirty } from '../shell/tags/dirty-registry.ts';

export interface EntityFormDialogProps {
  resource: EntityResource;
  record: EntityRecord | null;
  open: boolean;
  onClose: () => void;
  /** resolves on success; rejects on failure (the request client has already said why) */
  onSubmit: (data: Record<string, unknown>) => Promise<void>;
  /** per-screen additions: tree options for a parent field, fields disabled while editing… */
  uiOverrides?: UiSchema;
  /** values a new record starts with (the parent a child is added under) */
  initial?: Record<string, unknown>;
  /** fields computed from the others while the user types (the numbering rule's example) */
  derive?: (data: Record<string, unknown>) => Record<string, unknown>;
}

/** Create and edit in one rjsf dialog: the schema's width and titles, its rules and messages. */
export function EntityFormDialog({ resource, record, open, onClose, onSubmit, uiOverrides, initial, derive }: EntityFormDialogProps) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const lang = (locale as keyof Texts) ?? 'zh';
  const [busy, setBusy] = useState(false);
  const current = useRef<Record<string, unknown>>({});
  const startText = useRef('');
  const [data, setData] = useState<Record<string, unknown> | undefined>(undefined);
  // Each opening starts from the record (or an empty form), as the spec's dialogs reset.
  useEffect(() => {
    // A new record starts from the schema's defaults (a new row is enabled), then what the screen presets.
    if (!open) return;
    // A stored null (a user without an entry date) is an unset field, as a JNPF backend omits it
    // (contract §1.2 NON_NULL); kept, the schema's rules would refuse it ("must be integer").
    const start: Record<string, unknown> = record
      ? Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null))
      : { ...resource.defaults, ...initial };
    current.current = derive ? derive(start) : start;
    startText.current = JSON.stringify(current.current);
    setData(current.current);
    // initial is read when the dialog opens, not followed while it is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, record, derive, resource]);
  // Typed but unsaved input makes the tab ask before it closes (src/shell/tags).
  useReportDirty(open && data !== undefined && JSON.stringify(data) !== startText.current);
  const { schema: titled, uiSchema } = useMemo(() => formSchemas(resource, lang), [resource, lang]);
  // The schema the validator was compiled from (formSchemas' without the labels, which move to the uiSchema).
  const [{ schema, validator }] = useFormValidations(resource.name);
  const formUiSchema = useMemo(
    () => withFieldTitles({ ...uiSchema, ...uiOverrides, 'ui:globalOptions': { label: false } }, titled),
    [uiSchema, uiOverrides, titled],
  );
  const transformErrors = useMemo(() => transformErrorsFor(resource, lang, () => current.current), [resource, lang]);
  const title = record?.id ? resource.dialog.titles.edit[lang] : resource.dialog.titles.create[lang];

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: resource.dialog.width, maxWidth: '95vw' } } }}
      data-testid="entity-dialog"
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Form
          schema={schema}
          uiSchema={formUiSchema}
          widgets={registeredWidgets()}
          templates={{ FieldTemplate: LabelledFieldTemplate }}
          formContext={{ labelWidth: resource.dialog.labelWidth, language: lang, size: 'default', formData: data }}
          formData={data}
          validator={validator}
          transformErrors={transformErrors}
          showErrorList={false}
          noHtml5Validate
          onChange={(event) => {
            const next = (event.formData ?? {}) as Record<string, unknown>;
            current.current = derive ? derive(next) : next;
            // Controlled: rjsf re-reads formData whenever its props change (the buttons' busy state),
            // so what was typed must be the prop, or a refused submit would wipe it.
            setData(current.current);
          }}
          onSubmit={async (event) => {
            setBusy(true);
            try {
              await onSubmit((event.formData ?? {}) as Record<string, unknown>);
            } catch {
              // failure only ends the loading state (spec lowcode §8)
            } finally {
              setBusy(false);
            }
          }}
        >
          <DialogActions sx={{ px: 0 }}>
            <Button onClick={onClose} disabled={busy}>
              {translate('entity.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('entity.confirm')}
            </Button>
          </DialogActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
