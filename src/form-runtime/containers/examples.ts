import type { FormItem } from '../../../common/form-runtime/form-item.ts';
import { texts } from './prop-text.ts';

const LABELS = [texts('箱号', '箱號', 'Container no.'), texts('船名', '船名', 'Vessel'), texts('航次', '航次', 'Voyage'), texts('提单号', '提單號', 'B/L no.')];

/** A few text fields for a container's gallery examples: `count` comInput items of `span` columns, fields named after `prefix`. */
export function exampleFields(prefix: string, count: number, span: number): FormItem[] {
  return Array.from({ length: count }, (_, index) => ({
    key: 'comInput',
    field: `${prefix}Field${index + 1}`,
    label: LABELS[index % LABELS.length],
    span,
    props: { clearable: true },
  }));
}
