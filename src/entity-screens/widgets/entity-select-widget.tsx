import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { WidgetProps } from '@rjsf/utils';
import { TreeSelectWidget, treeOptions, type TreeOption } from './tree-select-widget.tsx';

type Named = { id: string; fullName: string; children?: Named[] | null };

/**
 * A field holding the id of another generated entity's row (a menu's application): that
 * entity's list, through the same data provider, as a select (ui:options.resource names it).
 */
export function EntitySelectWidget(props: WidgetProps) {
  const dataProvider = useDataProvider();
  const resource = String(props.options.resource ?? '');
  const [choices, setChoices] = useState<TreeOption[]>([]);
  useEffect(() => {
    let live = true;
    dataProvider
      .getList(resource, { pagination: { page: 1, perPage: 500 }, sort: { field: 'sortCode', order: 'ASC' }, filter: {} })
      .then((result) => live && setChoices(treeOptions(result.data as Named[])))
      .catch(() => live && setChoices([])); // the request client has shown why
    return () => {
      live = false;
    };
  }, [dataProvider, resource]);
  return <TreeSelectWidget {...props} options={{ ...props.options, treeOptions: choices }} />;
}
