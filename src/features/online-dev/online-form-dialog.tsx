import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useLocaleState } from 'react-admin';
import { Button } from '@mui/material';
import type { UiSchema } from '@rjsf/utils';
import type { EntityResource } from '../../lib/data/entity-resource.ts';
import type { EntityFormDialogProps } from '../../crud/entity-form-dialog.tsx';
import { FormRenderer, initialValues, type FormConf, type FormRendererHandle } from '../../form-runtime/renderer/index.ts';
import { useFormSize } from '../../form-runtime/use-form-size.ts';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import type { PopupType } from '../../form-runtime/viewer/viewer-frame.tsx';
import { useReportDirty } from '../../shell/tags/dirty-registry.ts';
import { FormFrame } from './form-frame.tsx';
import { onlineDevTexts } from './messages.ts';
import { currentValuesOfSession } from './current-values.ts';

/** How a design's form is framed and laid out: formData's form-level keys, popupType and the width for it. */
export interface OnlineFormFrame {
  conf: FormConf;
  popupType: PopupType;
  width: string | undefined;
  /** the form's layout as the runtime draws it (DesignModel.form); the resource's fields one by one when empty */
  items: readonly FormItem[];
  /** a tree table's parent column (columnData parentField): where the page's 新建下级 puts the parent row */
  parentField?: string;
}

/**
 * What a new record starts with from the page: the generic page names a child row's parent
 * `parentId` (-1 for the top level); a tree table's parent is its own parentField, empty at the top.
 */
function presetOf(initial: Record<string, unknown> | undefined, parentField: string | undefined): Record<string, unknown> {
  if (!initial || !('parentId' in initial) || !parentField || parentField === 'parentId') return initial ?? {};
  const { parentId, ...rest } = initial;
  return parentId === '-1' ? rest : { ...rest, [parentField]: parentId };
}

/** The runtime items of the form: every field of the resource, in order (online-resource.ts gives each one). */
export const formItemsOf = (resource: EntityResource) => resource.fields.flatMap((field) => (field.item ? [field.item] : []));

/** The fields the page lets this form show: all but those the generic page hides for want of a form permission. */
function grantedOf(resource: EntityResource, uiOverrides: UiSchema | undefined): Set<string> {
  const hidden = new Set(
    Object.entries(uiOverrides ?? {}).flatMap(([name, ui]) => (ui && typeof ui === 'object' && (ui as UiSchema)['ui:widget'] === 'hidden' ? [name] : [])),
  );
  return new Set(resource.fields.map((field) => field.name).filter((name) => !hidden.has(name)));
}

function OnlineFormDialog({ resource, record, open, onClose, onSubmit, uiOverrides, initial, frame }: EntityFormDialogProps & { frame: OnlineFormFrame }) {
  const [locale] = useLocaleState();
  const language = (locale as Language) ?? 'zh';
  const texts = onlineDevTexts(language);
  const size = useFormSize();
  const form = useRef<FormRendererHandle>(null);
  const items = useMemo(() => (frame.items.length > 0 ? frame.items : formItemsOf(resource)), [frame.items, resource]);
  const granted = useMemo(() => grantedOf(resource, uiOverrides), [resource, uiOverrides]);
  const [value, setValue] = useState<Record<string, unknown>>({});
  const [busy, setBusy] = useState(false);
  const startText = useRef('');
  // Each opening starts from the record, or a new record's defaults and what the page presets.
  useEffect(() => {
    if (!open) return;
    const start = record ? { ...record } : { ...initialValues(items, currentValuesOfSession()), ...resource.defaults, ...presetOf(initial, frame.parentField) };
    startText.current = JSON.stringify(start);
    setValue(start);
    form.current?.clearValidation();
    // initial is read when the dialog opens, not followed while it is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, record, items, resource, frame.parentField]);
  // Typed but unsaved input makes the tab ask before it closes (src/shell/tags).
  useReportDirty(open && JSON.stringify(value) !== startText.current);

  const save = async () => {
    if (!form.current?.validate().valid) return;
    setBusy(true);
    try {
      await onSubmit(value);
    } catch {
      // failure only ends the loading state: the request client has said why (spec lowcode §8)
    } finally {
      setBusy(false);
    }
  };
  const titles = resource.dialog.titles;
  const title = record?.id ? titles.edit[language] || texts.edit : titles.create[language] || texts.add;

  return (
    <FormFrame
      open={open}
      onClose={busy ? undefined : onClose}
      popupType={frame.popupType}
      width={frame.width}
      title={title}
      closeLabel={texts.close}
      actions={
        <>
          <Button onClick={onClose} disabled={busy} data-testid="online-form-cancel">
            {texts.cancel}
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={busy} data-testid="online-form-save">
            {texts.confirm}
          </Button>
        </>
      }
    >
      <FormRenderer
        ref={form}
        items={items}
        value={value}
        onChange={(next) => setValue(next)}
        language={language}
        size={size}
        conf={frame.conf}
        grantedFields={granted}
        idPrefix="online-form-"
      />
    </FormFrame>
  );
}

/**
 * The generic list page's create/edit dialog for one design (list-page-extension.ts FormDialog): the
 * whole online form drawn and checked by the form runtime (FormRenderer, the shared validation;
 * the server checks again), framed by the design's popupType.
 */
export function onlineFormDialogOf(frame: OnlineFormFrame): ComponentType<EntityFormDialogProps> {
  return function DesignedFormDialog(props: EntityFormDialogProps) {
    return <OnlineFormDialog {...props} frame={frame} />;
  };
}
