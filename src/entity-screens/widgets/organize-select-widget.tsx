import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { TreeSelectWidget, treeOptions } from './tree-select-widget.tsx';
import { useOrganizeTree } from './use-loaded.ts';

/**
 * A field holding an organisation (company or department) id: the organisation selector tree
 * (GET /api/permission/Organize/Selector/0, any signed-in user) as an indented select.
 */
export function OrganizeSelectWidget(props: WidgetProps) {
  const tree = useOrganizeTree();
  const choices = useMemo(() => treeOptions(tree), [tree]);
  return <TreeSelectWidget {...props} options={{ ...props.options, treeOptions: choices }} />;
}
