import { useMemo, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { PickerSource } from './picker-dialog.tsx';
import { idsOfValue, walk, type PickerItem, type PickerNode } from './picker-tree.ts';
import { useSelectorTree } from './use-selector-tree.ts';
import { isMultiple, valueOfIds } from './value-codec.ts';
import { WidgetPicker } from './widget-picker.tsx';

export interface TreePickerConfig {
  /** translation key of the dialog title */
  title: string;
  /** the selector endpoint */
  url: string;
  /** the node types a click chooses */
  types: string[];
  /** the left pane's tabs; one tab of the whole tree by default */
  sources?: (nodes: PickerNode[]) => PickerSource[];
}

/** The entries for stored ids, named from the tree (an id the tree does not know shows as itself). */
export function itemsForIds(ids: string[], nodes: PickerNode[], types: string[]): PickerItem[] {
  const known = walk(nodes).filter(({ node }) => types.includes(node.type ?? ''));
  return ids.map((id) => {
    const found = known.find(({ node }) => node.id === id)?.node;
    return found ? { id, fullName: found.fullName, type: found.type } : { id, fullName: id };
  });
}

/**
 * An rjsf widget over a selector tree: department, position, role and group pickers (spec lowcode
 * §2). The value keeps the field's shape (see value-codec.ts).
 */
export function createTreePickerWidget(config: TreePickerConfig): ComponentType<WidgetProps> {
  const selectable = (node: PickerNode) => config.types.includes(node.type ?? '');
  function TreePickerWidget(props: WidgetProps) {
    const { value, schema, options, onChange } = props;
    const { nodes, reload } = useSelectorTree(config.url);
    const multiple = isMultiple(schema, options);
    const items = useMemo(() => itemsForIds(idsOfValue(value), nodes, config.types), [value, nodes]);
    const sources = useMemo(() => (config.sources ? config.sources(nodes) : [{ key: 'all', nodes }]), [nodes]);
    const write = (chosen: PickerItem[]) =>
      onChange(
        valueOfIds(
          chosen.map((item) => item.id),
          schema,
          multiple,
        ),
      );
    return (
      <WidgetPicker
        widget={props}
        names={items.map((item) => item.fullName)}
        write={write}
        onOpen={reload}
        title={config.title}
        sources={sources}
        selectable={selectable}
        multiple={multiple}
        value={items}
      />
    );
  }
  return TreePickerWidget;
}
