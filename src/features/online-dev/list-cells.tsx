import type { ReactNode } from 'react';
import type { EntityRecord, EntityResource } from '../../lib/data/entity-resource.ts';
import type { DesignModel } from '../../../common/online-forms/design-model.ts';
import { formWidget } from '../../form-runtime/widget-registry.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { childColumnOf } from './online-resource.ts';
import { numberIn, precisionOf, totalText } from './list-summary.ts';
import { onlineDevTexts } from './messages.ts';

type Column = EntityResource['columns'][number];

/** A value the server has already turned into display text, shown as it is (lists of them joined). */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(asText).join(',');
  if (typeof value === 'object') return '';
  return String(value);
}

/**
 * How the cells of an online list read (contract §7.4: rows come with display-converted values).
 * Texts show as the server wrote them; a thousands column (columnData thousandsField) groups its
 * digits at the field's precision; a sub-table shows its number of rows; a child table's column
 * (`tableField-column`) its rows' values one per line; a value still raw (a number, an epoch date) goes through its widget's
 * read-only rendering, as the entity lists draw theirs.
 */
export function onlineCellOf(converted: DesignModel, language: Language) {
  const thousands = new Set(converted.list.thousandsField);
  const texts = onlineDevTexts(language);
  return (column: Column): ((row: EntityRecord) => ReactNode) => {
    const child = childColumnOf(converted, column.name);
    if (child)
      return (row) => {
        const rows = Array.isArray(row[child.table]) ? (row[child.table] as Record<string, unknown>[]) : [];
        return rows.map((entry, index) => <div key={index}>{asText(entry?.[child.column])}</div>);
      };
    const item = column.item;
    return (row) => {
      const value = row[column.name];
      if (item?.key === 'table' || (Array.isArray(value) && value.some((entry) => entry && typeof entry === 'object'))) {
        const count = Array.isArray(value) ? value.length : 0;
        return count > 0 ? texts.subTableRows.replace('{n}', String(count)) : '';
      }
      if (thousands.has(column.name)) {
        const number = numberIn(value);
        if (number !== undefined) return totalText(number, true, precisionOf(item));
      }
      const widget = item && typeof value !== 'string' && value !== null && value !== undefined ? formWidget(item.key) : undefined;
      if (item && widget) return <widget.View item={item} value={value} size="default" language={language} formData={row} />;
      return asText(value);
    };
  };
}
