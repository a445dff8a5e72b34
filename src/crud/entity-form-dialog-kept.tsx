import { useLayoutEffect, useRef } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/**
 * Widgets that hold nothing of an opening but the value they are handed: rjsf's own inputs, the
 * switch, and the tree pickers (they read their tree again as their dialog opens). Widgets that
 * load what they offer when they mount (tree and entity selects, the runtime's pop-ups and
 * data-interface pickers, the feature editors) must mount again to offer what the server holds now.
 */
const KEPT_WIDGETS = new Set([
  'hidden',
  'textarea',
  'password',
  'switch01',
  'organizePicker',
  'departmentPicker',
  'positionPicker',
  'rolePicker',
  'groupPicker',
]);
/** the form runtime's widgets of that kind (drawn through the `runtime` widget) */
const KEPT_RUNTIME_ITEMS = new Set(['date']);
const PLAIN_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

function keptField(property: RJSFSchema | undefined, ui: UiSchema | undefined): boolean {
  if (ui && Object.keys(ui).some((key) => !key.startsWith('ui:'))) return false;
  if (ui?.['ui:autofocus']) return false;
  const widget = ui?.['ui:widget'] as unknown;
  if (widget === undefined) return typeof property?.type === 'string' && PLAIN_TYPES.has(property.type);
  if (widget === 'runtime') return KEPT_RUNTIME_ITEMS.has(String((ui?.['ui:options'] as { item?: { key?: string } } | undefined)?.item?.key));
  return typeof widget === 'string' && KEPT_WIDGETS.has(widget);
}

/**
 * Whether the dialog may keep its form between openings and hand it the next record, rather
 * than mounting it again (issue 17, the user dialog's reopening): only when every field is drawn
 * by a widget that keeps nothing of the last opening (see KEPT_WIDGETS). rjsf itself keeps a
 * refused submit's messages across a new record; the dialog mounts the form again after one.
 */
export function keptAcrossOpenings(schema: RJSFSchema, uiSchema: UiSchema): boolean {
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const names = new Set([...Object.keys(properties), ...Object.keys(uiSchema).filter((key) => !key.startsWith('ui:'))]);
  return [...names].every((name) => keptField(properties[name], uiSchema[name] as UiSchema | undefined));
}

/**
 * Where a kept form shows: the holder (the form's own element, drawn into by a portal) is put in
 * the dialog while its content is mounted and taken out of the document when it goes, so a closed
 * dialog's fields are neither in the page nor in the accessibility tree.
 */
export function HolderSlot({ holder, onAttach }: { holder: HTMLElement; onAttach: () => void }) {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    slot.current?.appendChild(holder);
    onAttach();
    return () => holder.remove();
  }, [holder, onAttach]);
  return <div ref={slot} />;
}
