import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Typography } from '@mui/material';
import type { ViewProps, WidgetProps } from '../../form-runtime/widget-contract.ts';
import { fontSizeOf, muiSize } from '../../form-runtime/size.ts';
import { textIn } from '../../../common/form-runtime/form-item.ts';
import type { Texts } from '../../../common/entity-model.ts';
import { idsOfValue, type PickerItem } from './picker-tree.ts';
import { organizeItems, OrganizePicker } from './organize-picker-widget.tsx';
import { itemsForIds, type TreePickerProps } from './tree-picker-widget.tsx';
import { useSelectorTree } from './use-selector-tree.ts';
import { UserPicker } from './user-picker-widget.tsx';
import { usersByIds } from './user-picker-api.ts';
import { userConditionOf } from './user-selection.ts';
import type { PickerFieldSettings } from './widget-picker.tsx';

/**
 * The pickers as form-runtime widgets (contract §7.2 userSelect, depSelect, posSelect, roleSelect,
 * groupSelect, comSelect). JNPF's value shapes: one id, or a list of ids when `multiple`; the
 * organisation picker one id path, or a list of paths when `multiple`. A cleared single picker
 * holds null (the runtime's empty value).
 */

const fieldOf = ({ item, id, disabled, error, size }: WidgetProps): PickerFieldSettings => ({
  id,
  required: item.required,
  disabled,
  error: Boolean(error),
  // The runtime's widgets say their own message (the renderer hands it as `error`).
  message: error,
  clearable: item.props.clearable !== false,
  size: muiSize(size),
});

const isMultiple = (props: Record<string, unknown>) => props.multiple === true;

/** The ids as the runtime stores them. */
const idsValue = (ids: string[], multiple: boolean): string[] | string | null => (multiple ? ids : (ids[0] ?? null));

function NamesView({ names, size, testId }: { names: string[]; size: ViewProps['size']; testId: string }) {
  return (
    <Typography component="span" sx={{ fontSize: fontSizeOf(size) }} data-testid={testId}>
      {names.join(', ')}
    </Typography>
  );
}

/** JNPF userSelect: the selection type and the able*Ids lists restrict who is offered; a required one says '请选择{title}'. */
export function UserSelectEdit(props: WidgetProps) {
  const { item, value, onChange, formData, language } = props;
  const multiple = isMultiple(item.props);
  const ids = useMemo(() => idsOfValue(value), [value]);
  const condition = userConditionOf(item.props, formData);
  const conditionKey = JSON.stringify(condition);
  // One condition object per distinct restriction, so the offered list is not read again at each keystroke of the form.
  const stableCondition = useMemo(() => condition, [conditionKey]); // eslint-disable-line react-hooks/exhaustive-deps -- compared by its text
  const title = textIn(item.props.title as string | Texts | undefined, language) || undefined;
  return (
    <UserPicker
      field={fieldOf(props)}
      ids={ids}
      multiple={multiple}
      condition={stableCondition}
      requiredTitle={title}
      write={(chosen) => onChange(idsValue(chosen, multiple))}
    />
  );
}

/** The stored users' names ("name/account"), read from the server. */
export function UserSelectView({ value, size }: ViewProps) {
  const key = idsOfValue(value).join(',');
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    let live = true;
    usersByIds(ids)
      .then((list) => live && setNames(ids.map((id) => list.find((user) => user.id === id)?.fullName ?? id)))
      .catch(() => live && setNames(ids));
    return () => {
      live = false;
    };
  }, [key]);
  return <NamesView names={key ? names : []} size={size} testId="user-select-view" />;
}

/** A department, position, role or group picker as a runtime widget, and its read-only names from the same selector. */
export function treePickerWidget(Picker: ComponentType<TreePickerProps>, url: string, type: string) {
  function Edit(props: WidgetProps) {
    const { item, value, onChange } = props;
    const multiple = isMultiple(item.props);
    const ids = useMemo(() => idsOfValue(value), [value]);
    return <Picker field={fieldOf(props)} ids={ids} multiple={multiple} write={(chosen) => onChange(idsValue(chosen, multiple))} />;
  }
  function View({ value, size }: ViewProps) {
    const ids = idsOfValue(value);
    const { nodes } = useSelectorTree(url, ids.length > 0);
    const names = itemsForIds(ids, nodes, [type]).map((entry) => entry.fullName);
    return <NamesView names={names} size={size} testId={`${type}-select-view`} />;
  }
  return { Edit, View };
}

/** The stored organisation paths as a list of paths (single mode keeps one path). */
const organizePaths = (value: unknown, multiple: boolean): unknown => (multiple ? value : Array.isArray(value) && value.length > 0 ? [value] : []);

/** JNPF comSelect: an id path per organisation (spec lowcode §3 "Value shapes"); a path already chosen is ignored. */
export function ComSelectEdit(props: WidgetProps) {
  const { item, value, onChange } = props;
  const multiple = isMultiple(item.props);
  const write = (chosen: PickerItem[]) => {
    const paths = chosen.map((entry) => entry.path ?? [entry.id]);
    onChange(multiple ? paths : (paths[0] ?? []));
  };
  return <OrganizePicker field={fieldOf(props)} value={organizePaths(value, multiple)} asPaths multiple={multiple} write={write} />;
}

/** The organisations' path names ('港口集团/信息中心'). */
export function ComSelectView({ item, value, size }: ViewProps) {
  const paths = organizePaths(value, isMultiple(item.props));
  const { nodes } = useSelectorTree('/api/permission/Organize/Selector/0', idsOfValue(paths).length > 0);
  const names = organizeItems(paths, nodes, true).map((entry) => (entry.pathNames ?? [entry.fullName]).join('/'));
  return <NamesView names={names} size={size} testId="com-select-view" />;
}
