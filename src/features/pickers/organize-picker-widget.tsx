import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { idsOfValue, walk, type PickerItem, type PickerNode } from './picker-tree.ts';
import { useSelectorTree } from './use-selector-tree.ts';
import { isMultiple, valueOfIds } from './value-codec.ts';
import { rjsfField, WidgetPicker, type PickerFieldSettings } from './widget-picker.tsx';

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

export interface OrganizePickerProps {
  field: PickerFieldSettings;
  /** a list of id paths (asPaths) or of ids (a string or a list) */
  value: unknown;
  asPaths: boolean;
  multiple: boolean;
  /** writes the chosen entries (each with its id path) in the shape the caller keeps them */
  write: (chosen: PickerItem[]) => void;
}

/** The organisation picker for whoever renders it: the tree of companies and departments, entries with their paths. */
export function OrganizePicker({ field, value, asPaths, multiple, write }: OrganizePickerProps) {
  // an empty field has nothing to name: the tree is first asked for when its dialog opens
  const { nodes, reload } = useSelectorTree('/api/permission/Organize/Selector/0', idsOfValue(value).length > 0);
  const items = useMemo(() => organizeItems(value, nodes, asPaths), [value, nodes, asPaths]);
  return (
    <WidgetPicker
      field={field}
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

/**
 * The organisation picker (spec lowcode §2, §3 "Value shapes"): an array field holds a list of id
 * paths (a role's organizeIdsTree); a string field the organisation ids, comma-joined when it
 * holds several (a user's organizeId: the last id of each path, contract §4.9).
 */
export function OrganizePickerWidget(props: WidgetProps) {
  const { value, schema, options, onChange } = props;
  const asPaths = schema.type === 'array';
  const multiple = isMultiple(schema, options);
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
  return <OrganizePicker field={rjsfField(props)} value={value} asPaths={asPaths} multiple={multiple} write={write} />;
}
