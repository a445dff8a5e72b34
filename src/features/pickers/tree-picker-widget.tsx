import { useMemo, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { PickerSource } from './picker-dialog.tsx';
import { idsOfValue, walk, type PickerItem, type PickerNode } from './picker-tree.ts';
import { useSelectorTree } from './use-selector-tree.ts';
import { isMultiple, valueOfIds } from './value-codec.ts';
import { rjsfField, WidgetPicker, type PickerFieldSettings } from './widget-picker.tsx';

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

export interface TreePickerProps {
  field: PickerFieldSettings;
  /** the chosen ids */
  ids: string[];
  multiple: boolean;
  /** writes the chosen ids in the shape the caller keeps them */
  write: (ids: string[]) => void;
}

/**
 * A picker over a selector tree: department, position, role and group pickers (spec lowcode §2),
 * for whoever renders it (an rjsf dialog or the form runtime).
 */
export function createTreePicker(config: TreePickerConfig): ComponentType<TreePickerProps> {
  const selectable = (node: PickerNode) => config.types.includes(node.type ?? '');
  function TreePicker({ field, ids, multiple, write }: TreePickerProps) {
    // an empty field has nothing to name: the tree is first asked for when its dialog opens
    const { nodes, reload } = useSelectorTree(config.url, ids.length > 0);
    const items = useMemo(() => itemsForIds(ids, nodes, config.types), [ids, nodes]);
    const sources = useMemo(() => (config.sources ? config.sources(nodes) : [{ key: 'all', nodes }]), [nodes]);
    return (
      <WidgetPicker
        field={field}
        names={items.map((item) => item.fullName)}
        write={(chosen) => write(chosen.map((item) => item.id))}
        onOpen={reload}
        title={config.title}
        sources={sources}
        selectable={selectable}
        multiple={multiple}
        value={items}
      />
    );
  }
  return TreePicker;
}

/** The rjsf widget over a tree picker: the value keeps the field's shape (see value-codec.ts). */
export function createTreePickerWidget(config: TreePickerConfig): ComponentType<WidgetProps> {
  const TreePicker = createTreePicker(config);
  function TreePickerWidget(props: WidgetProps) {
    const { value, schema, options, onChange } = props;
    const multiple = isMultiple(schema, options);
    const ids = useMemo(() => idsOfValue(value), [value]);
    return <TreePicker field={rjsfField(props)} ids={ids} multiple={multiple} write={(chosen) => onChange(valueOfIds(chosen, schema, multiple))} />;
  }
  return TreePickerWidget;
}
