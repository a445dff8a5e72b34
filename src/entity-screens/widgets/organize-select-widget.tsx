import { useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { request } from '../../request/request.ts';
import { TreeSelectWidget, treeOptions, type TreeOption } from './tree-select-widget.tsx';

type OrganizeNode = { id: string; fullName: string; children?: OrganizeNode[] | null };

/**
 * A field holding an organisation (company or department) id: the organisation selector tree
 * (GET /api/permission/Organize/Selector/0, any signed-in user) as an indented select.
 */
export function OrganizeSelectWidget(props: WidgetProps) {
  const [choices, setChoices] = useState<TreeOption[]>([]);
  useEffect(() => {
    let live = true;
    request<{ list: OrganizeNode[] }>({ url: '/api/permission/Organize/Selector/0' })
      .then((response) => live && setChoices(treeOptions(response.data?.list ?? [])))
      .catch(() => live && setChoices([])); // the request client has shown why
    return () => {
      live = false;
    };
  }, []);
  return <TreeSelectWidget {...props} options={{ ...props.options, treeOptions: choices }} />;
}
