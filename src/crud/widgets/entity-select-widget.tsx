import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { TreeSelectWidget, treeOptions } from './tree-select-widget.tsx';
import { useResourceRows } from './use-loaded.ts';

type Named = { id: string; fullName: string; children?: Named[] | null };

/**
 * A field holding the id of another generated entity's row (a menu's application): that
 * entity's list, through the same data provider, as a select (ui:options.resource names it).
 */
export function EntitySelectWidget(props: WidgetProps) {
  const rows = useResourceRows<Named>(String(props.options.resource ?? ''));
  const choices = useMemo(() => treeOptions(rows), [rows]);
  return <TreeSelectWidget {...props} options={{ ...props.options, treeOptions: choices }} />;
}
