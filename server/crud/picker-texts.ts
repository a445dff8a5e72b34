import type { Db } from '../core/db/database.ts';
import type { FormItem } from '../../common/form-runtime/form-item.ts';
import type { Caller } from './operations/context.ts';
import type { EntityDefinition } from './entity-definition.ts';
import type { Row } from './row-decorators.ts';
import { noteUnrecordedRead } from '../core/db/read-recorder.ts';

/**
 * Lists of a form with pop-up pickers (spec lowcode §3 "Form item configuration": relation and
 * pop-up select fields store the value under {field}_id and the display text under {field}): a
 * paged list row carries the stored id under `{field}_id` and the picked record's display text
 * (its relationField) under `{field}`, as the picker's echo-back gives it.
 *
 * The echo-back runs a data interface, which is the data-interface feature's business; the CRUD
 * runtime never imports a feature, so the feature hands its echo in through this seam, registered
 * per database by the composition root (server/app.ts). Per database, not one slot per process:
 * a process may hold several apps at once (the tests, one per database), and one app's echo must
 * never read another's interfaces.
 */

/** One echo-back: the display texts of the ids one picker field holds across the listed rows. */
export interface InterfaceEchoRequest {
  interfaceId: string;
  /** the record field the picker stores (default id) */
  propsValue: string;
  /** the record field shown as the display text (default fullName) */
  relationField: string;
  /** distinct, non-empty */
  ids: string[];
  /** who lists the rows: the echo runs, and is logged, as them */
  caller: Caller;
}

/** The display text of each id the interface knows; ids it does not know are simply absent. */
export type InterfaceEcho = (request: InterfaceEchoRequest) => Promise<Map<string, string>>;

// Keyed by the database handle the app was built over; a WeakMap so a closed app's echo goes with it.
const echoes = new WeakMap<Db, InterfaceEcho>();

/** Called once by the composition root with the data-interface feature's echo-back. */
export function registerInterfaceEcho(db: Db, echo: InterfaceEcho): void {
  echoes.set(db, echo);
}

/** The picker widgets whose stored value is an id and whose display text comes from the echo-back. */
const ECHOED_WIDGETS = new Set(['popupSelect', 'popupTableSelect']);

interface PickerField {
  field: string;
  interfaceId: string;
  propsValue: string;
  relationField: string;
  multiple: boolean;
}

const textProp = (props: Record<string, unknown>, name: string, fallback: string): string => {
  const value = props[name];
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
};

function pickerFieldOf(item: FormItem): PickerField | null {
  if (!item.field || !ECHOED_WIDGETS.has(item.key)) return null;
  const interfaceId = textProp(item.props, 'interfaceId', '');
  if (!interfaceId) return null;
  return {
    field: item.field,
    interfaceId,
    propsValue: textProp(item.props, 'propsValue', 'id'),
    relationField: textProp(item.props, 'relationField', 'fullName'),
    // The table picker picks several records (issue 13 §3); a pop-up picker only when told to.
    multiple: item.key === 'popupTableSelect' || item.props.multiple === true,
  };
}

/** The ids a stored value holds: one id, or several comma-joined (or a JSON list) for a multiple picker. */
function idsOf(value: unknown, multiple: boolean): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  const text = String(value);
  if (!multiple) return [text];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map(String).filter(Boolean);
    } catch {
      // not JSON after all: read it as a comma-joined list
    }
  }
  return text.split(',').filter(Boolean);
}

/** Ids asked at once: the echo-back takes at most 1000 (an Excel export of every row may hold many more). */
const ECHO_BATCH = 500;

/** The display texts of one field's ids; a failing echo shows nothing (spec §8: a failed echo-back is silently empty). */
async function textsOf(echo: InterfaceEcho, picker: PickerField, rows: Row[], caller: Caller): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => idsOf(row[picker.field], picker.multiple)))];
  const texts = new Map<string, string>();
  const { interfaceId, propsValue, relationField } = picker;
  // an interface may read an outside source or run its own SQL: no cached answer can follow that
  if (ids.length) noteUnrecordedRead('a data interface echo-back');
  for (let start = 0; start < ids.length; start += ECHO_BATCH) {
    try {
      const found = await echo({ interfaceId, propsValue, relationField, ids: ids.slice(start, start + ECHO_BATCH), caller });
      for (const [id, text] of found) texts.set(id, text);
    } catch {
      // the feature has logged the failure; one broken interface must not break the whole list
      return texts;
    }
  }
  return texts;
}

/**
 * Rows with `{field}_id` = the stored value and `{field}` = its display text, for every pop-up
 * picker field of the entity. Without a registered echo (a database no app registered for) the
 * rows are left as they are.
 */
export async function withPickerTexts(db: Db, entity: EntityDefinition, rows: Row[], caller: Caller): Promise<Row[]> {
  const echo = echoes.get(db);
  const pickers = entity.formItems.flatMap((item) => pickerFieldOf(item) ?? []);
  if (!echo || pickers.length === 0 || rows.length === 0) return rows;
  let result = rows;
  for (const picker of pickers) {
    const texts = await textsOf(echo, picker, result, caller);
    result = result.map((row) => {
      const stored = row[picker.field];
      const shown = idsOf(stored, picker.multiple).map((id) => texts.get(id) ?? '');
      return { ...row, [`${picker.field}_id`]: stored ?? '', [picker.field]: shown.filter(Boolean).join(',') };
    });
  }
  return result;
}
