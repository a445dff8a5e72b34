import { useMemo } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import type { UiSchema } from '@rjsf/utils';
import { EntityFormDialog } from '../../crud/entity-form-dialog-lazy.ts';
import type { EntityFormDialogProps } from '../../crud/entity-form-dialog.tsx';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { DESIGN_JSON_FIELDS, jsonProblem } from './design-json-check.ts';
import { designPageTexts, fill } from './design-messages.ts';

/** The widget the composition root registers for the design's JSON (src/app/app.tsx, widgets.registerWidget). */
export const DESIGN_JSON_WIDGET = 'designJson';

/** Thrown to the generic dialog, which then only ends its loading state (the message is already shown). */
class InvalidDesignJson extends Error {}

/** A field the page hides (no form permission) stays hidden: only the shown ones get the JSON editor. */
function withJsonEditors(overrides: UiSchema | undefined): UiSchema {
  const ui: UiSchema = { ...overrides };
  for (const field of Object.keys(DESIGN_JSON_FIELDS)) {
    const own = (ui[field] ?? {}) as UiSchema;
    if (own['ui:widget'] === 'hidden') continue;
    ui[field] = { ...own, 'ui:widget': DESIGN_JSON_WIDGET };
  }
  return ui;
}

/**
 * The design's create/edit dialog: the schema's rjsf dialog (schemas/visual-dev.schema.json) with
 * formData, columnData and appColumnData in the JSON editor (design-json-widget.tsx), and a save
 * refused while one of them is no JSON object, saying which (the editor says where under itself).
 * Whether a form design converts is a warning only: a draft may be unfinished.
 */
export function DesignFormDialog(props: EntityFormDialogProps) {
  const [locale] = useLocaleState();
  const language = (locale as Language) ?? 'zh';
  const notify = useNotify();
  const { resource, uiOverrides, onSubmit } = props;
  const ui = useMemo(() => withJsonEditors(uiOverrides), [uiOverrides]);

  const submit = async (data: Record<string, unknown>) => {
    for (const field of Object.keys(DESIGN_JSON_FIELDS)) {
      const message = typeof data[field] === 'string' ? jsonProblem(data[field], language) : undefined;
      if (!message) continue;
      const label = resource.fields.find((candidate) => candidate.name === field)?.label[language] ?? field;
      const text = fill(designPageTexts(language).fieldInvalid, { label, message });
      // shown as it is, not looked up as a translation key
      notify(text, { type: 'error', messageArgs: { _: text } });
      throw new InvalidDesignJson(text);
    }
    await onSubmit(data);
  };

  return <EntityFormDialog {...props} uiOverrides={ui} onSubmit={submit} />;
}
