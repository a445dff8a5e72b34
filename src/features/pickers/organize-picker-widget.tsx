import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { idsOfValue, walk, type PickerItem, type PickerNode } from './picker-tree.ts';
import { useSelectorTree } from './use-selector-tree.ts';
import { isMultiple, valueOfIds } from './value-codec.ts';
import { WidgetPicker } from './widget-picker.tsx';

const ORGANISATION_TYPES = ['company', 'department'];
const selectable = (node: PickerNode) => ORGANISATION_TYPES.includes(node.type ?? 'department');

/** The stored paths (array field) or ids (string field) as entries with their path names. */
export function organizeItems(value: unknown, nodes: PickerNode[], asPaths: boolean): PickerItem[] {
  const all = walk(nodes);
  const paths: string[][] = asPaths
    ? (Array.isArray(value) ? value : [])
        .filter(Array.isArray)
        .map((path) => (path as unknown[]).map(String))
        .filter((path) => path.length > 0)
    : idsOfValue(value).map((id) => all.find(({ node }) => node.id === id)?.path ?? [id]);
  return paths.map((path) => {
    const id = path[path.length - 1] as string;
    const found = all.find((entry) => entry.node.id === id);
    return { id, path, fullName: found?.node.fullName ?? id, pathNames: found?.pathNames ?? path, type: found?.node.type };
  });
}

/**
 * The organisation picker (spec lowcode §2, §3 "Value shapes"): an array field holds a list of id
 * paths (a role's organizeIdsTree); a string field the organisation ids, comma-joined when it
 * holds several (a user's organizeId: the last id of each path, contract §4.9).
 */
export function OrganizePickerWidget(props: WidgetProps) {
  const { value, schema, options, onChange } = props;
  const { nodes, reload } = useSelectorTree('/api/permission/Organize/Selector/0');
  const asPaths = schema.type === 'array';
  const multiple = isMultiple(schema, options);
  const items = useMemo(() => organizeItems(value, nodes, asPaths), [value, nodes, asPaths]);
  const write = (chosen: PickerItem[]) =>
    onChange(
      asPaths
        ? chosen.map((item) => item.path ?? [item.id])
        : valueOfIds(
            chosen.map((item) => item.id),
            schema,
            multiple,
          ),
    );
  return (
    <WidgetPicker
      widget={props}
      names={items.map((item) => (item.pathNames ?? [item.fullName]).join('/'))}
      write={write}
      onOpen={reload}
      title="pickers.selectOrganize"
      sources={[{ key: 'all', nodes }]}
      selectable={selectable}
      multiple={multiple}
      keepPaths
      value={items}
    />
  );
}
