import type { Services } from '../../services.ts';
import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import { releasedDesignModel } from './design-records.ts';

/**
 * What a related-form widget lets its form's users read of the design it picks records from
 * (spec lowcode §7 "Model-based picker"; contract §7.2 relationForm: `modelId`, `relationField`,
 * `columnOptions`). A user of 费用结算 picks a contract of 港口合同 without holding that menu: the
 * picker's records, the chosen record read back by id and the detail of it are served to them,
 * cut to what the widget shows: the record's id, its `relationField`, its `columnOptions`, and the
 * `showField` of each relationFormAttr of the same form reading that widget's record.
 */

/** A relationFormAttr names its related-form field as the field itself, or a sub-table's column as `tableField…-field` (or `.field`). */
const lastSegment = (name: string): string => name.split(/[-.]/).pop() ?? name;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** `columnOptions`: `[{ value, label }]` as the designer saves it, or comma-joined names. */
function columnOptionNames(value: unknown): string[] {
  if (typeof value === 'string') return value.split(',').map((name) => name.trim());
  if (!Array.isArray(value)) return [];
  return value.map((option) => (option && typeof option === 'object' ? textOf((option as { value?: unknown }).value) : textOf(option)));
}

/** Every item of a form, containers and sub-tables opened. */
function allItems(items: readonly FormItem[]): FormItem[] {
  return items.flatMap((item) => [item, ...allItems(item.children ?? [])]);
}

/** The fields of `modelId` one form's related-form widgets (and their attributes) show; empty when none picks from it. */
function fieldsShownBy(items: readonly FormItem[], modelId: string): string[] {
  const every = allItems(items);
  const pickers = every.filter((item) => item.key === 'relationForm' && item.field && textOf(item.props.modelId) === modelId);
  if (pickers.length === 0) return [];
  const pickerFields = new Set(pickers.map((item) => item.field as string));
  const attributes = every.filter((item) => {
    if (item.key !== 'relationFormAttr') return false;
    const picker = textOf(item.props.relationField);
    return pickerFields.has(picker) || pickerFields.has(lastSegment(picker));
  });
  return [
    'id',
    ...pickers.flatMap((item) => [textOf(item.props.relationField), ...columnOptionNames(item.props.columnOptions)]),
    ...attributes.map((item) => textOf(item.props.showField)),
  ].filter(Boolean);
}

/**
 * The fields (the design's `__vModel__`s, and `id`) of design `modelId` the caller may read through
 * the related-form widgets of the released designs they may open (`openable`: their ids), the
 * union over every such widget; null when none of them picks from it.
 */
export async function relationColumnsOf(services: Pick<Services, 'db'>, openable: readonly string[], modelId: string): Promise<Set<string> | null> {
  if (openable.length === 0) return null;
  const candidates = await services.db
    .selectFrom('base_visual_dev')
    .select(['id', 'releasedFormData'])
    .where('state', '=', 1)
    .where('id', 'in', [...openable])
    .execute();
  const fields = new Set<string>();
  let picked = false;
  for (const candidate of candidates) {
    // the released form must name the design somewhere before it is worth converting
    if (candidate.id === modelId || !candidate.releasedFormData?.includes(modelId)) continue;
    let released: Awaited<ReturnType<typeof releasedDesignModel>>;
    try {
      released = await releasedDesignModel(services, candidate.id);
    } catch {
      continue; // a design that no longer converts opens nothing, so it lets nothing be read either
    }
    // the form as drawn (converted.form): a display-only relationFormAttr is no field of the model, yet it shows a column
    const shown = released ? fieldsShownBy(released.converted.form, modelId) : [];
    if (shown.length === 0) continue;
    picked = true;
    for (const field of shown) fields.add(field);
  }
  return picked ? fields : null;
}
