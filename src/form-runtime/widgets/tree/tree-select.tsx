import { useMemo } from 'react';
import { Autocomplete, Box, TextField, Typography, type AutocompleteRenderInputParams } from '@mui/material';
import type { ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { fontSizeOf, muiSize } from '../../size.ts';
import { filterPlaced, findPlaced, isChoosable, placeAll, valuesOf, type OptionNode, type PlacedNode } from './tree-model.ts';
import { useTreeOptions } from './option-source.ts';
import { configuredText, treeTexts } from './tree-texts.ts';

/** What the tree select reads of its item (JNPF treeSelect: multiple, filterable, clearable, lastLevel, placeholder). */
export function treeSelectConfig(props: Record<string, unknown>) {
  return {
    multiple: props.multiple === true,
    filterable: props.filterable === true,
    clearable: props.clearable !== false,
    lastLevel: props.lastLevel === true,
  };
}

/** A stored id the options do not (or not yet) hold shows as itself. */
const unknownEntry = (value: string): PlacedNode => ({
  node: { value, label: value, disabled: false, leaf: true, children: [] },
  depth: 0,
  path: [value],
  labels: [value],
});

/** The labels of the stored values (a tree select's read-only text and list cell). */
export function treeSelectLabels(nodes: OptionNode[], value: unknown): string[] {
  const placed = placeAll(nodes);
  return valuesOf(value).map((id) => findPlaced(placed, id)?.node.label ?? id);
}

/**
 * The tree select (spec lowcode §2 "Tree select dropdown"): the options' tree in a dropdown,
 * indented by level, single or multiple, filterable by a keyword that keeps a match's ancestors,
 * 'no data' when there is nothing to offer. A disabled node cannot be chosen, nor, in last-level
 * mode, a node with children. Single holds one id (null when cleared), multiple a list of ids.
 */
export function TreeSelectEdit({ item, id, value, onChange, onBlur, disabled, size, language, error }: WidgetProps) {
  const texts = treeTexts[language];
  const config = treeSelectConfig(item.props);
  const { nodes, loading } = useTreeOptions(item);
  const placed = useMemo(() => placeAll(nodes), [nodes]);
  const canChoose = (entry: PlacedNode) => isChoosable(entry.node, config.lastLevel);
  const chosen = valuesOf(value).map((stored) => findPlaced(placed, stored) ?? unknownEntry(stored));
  const placeholder = configuredText(item.props.placeholder, language, texts.placeholder);
  const common = {
    id,
    options: placed,
    disabled,
    size: muiSize(size),
    loading,
    loadingText: texts.loading,
    noOptionsText: texts.noData,
    disableClearable: !config.clearable,
    openText: texts.expand,
    closeText: texts.collapse,
    clearText: texts.clear,
    getOptionLabel: (entry: PlacedNode) => entry.node.label,
    getOptionKey: (entry: PlacedNode) => entry.path.join('/'),
    getOptionDisabled: (entry: PlacedNode) => !canChoose(entry),
    isOptionEqualToValue: (option: PlacedNode, current: PlacedNode) => option.node.value === current.node.value,
    filterOptions: (options: PlacedNode[], state: { inputValue: string }) => (config.filterable ? filterPlaced(options, state.inputValue) : options),
    onBlur,
    renderOption: (optionProps: React.HTMLAttributes<HTMLLIElement> & { key: React.Key }, entry: PlacedNode) => {
      const { key, ...rest } = optionProps;
      // MUI styles a disabled option as unclickable but would still take the click (and close the list).
      const refused = canChoose(entry) ? {} : { onClick: undefined, onMouseDown: (event: React.MouseEvent) => event.preventDefault() };
      return (
        <Box
          component="li"
          key={key}
          {...rest}
          {...refused}
          data-testid="tree-select-option"
          data-value={entry.node.value}
          data-depth={entry.depth}
          style={{ paddingLeft: 12 + entry.depth * 18 }}
        >
          {entry.node.label}
        </Box>
      );
    },
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        placeholder={chosen.length ? undefined : placeholder}
        error={Boolean(error)}
        sx={{ '& input': { fontSize: fontSizeOf(size) } }}
        slotProps={{
          htmlInput: {
            ...params.inputProps,
            // Without filterable the box only opens the tree: nothing can be typed.
            readOnly: !config.filterable,
            'data-testid': 'tree-select-input',
          },
        }}
      />
    ),
    fullWidth: true,
    'data-testid': 'tree-select',
  } as const;
  if (config.multiple)
    return (
      <Autocomplete<PlacedNode, true, boolean, false>
        {...common}
        multiple
        disableCloseOnSelect
        value={chosen}
        onChange={(_, next) => {
          // MUI does not stop a click on a disabled option itself (only its style does).
          const kept = next.filter((entry) => chosen.includes(entry) || canChoose(entry));
          onChange(kept.map((entry) => entry.node.value));
        }}
      />
    );
  return (
    <Autocomplete<PlacedNode, false, boolean, false>
      {...common}
      value={chosen[0] ?? null}
      onChange={(_, next) => {
        if (next && !canChoose(next)) return;
        onChange(next ? next.node.value : null);
      }}
    />
  );
}

/** The labels of the chosen nodes, comma-separated. */
export function TreeSelectView({ item, value, size }: ViewProps) {
  const { nodes } = useTreeOptions(item);
  return (
    <Typography component="span" sx={{ fontSize: fontSizeOf(size) }} data-testid="tree-select-view">
      {treeSelectLabels(nodes, value).join(', ')}
    </Typography>
  );
}

export const treeSelectWidget: WidgetDefinition = {
  key: 'treeSelect',
  Edit: TreeSelectEdit,
  View: TreeSelectView,
  holdsValue: true,
  examples: [
    {
      key: 'treeSelect',
      field: 'berth',
      label: { zh: '泊位', 'zh-TW': '泊位', en: 'Berth' },
      props: {
        filterable: true,
        options: [
          {
            id: 'north',
            fullName: '北港区',
            children: [
              { id: 'n1', fullName: '1号泊位' },
              { id: 'n2', fullName: '2号泊位', disabled: true },
            ],
          },
          { id: 'south', fullName: '南港区', children: [{ id: 's1', fullName: '3号泊位' }] },
        ],
      },
    },
    {
      key: 'treeSelect',
      field: 'berths',
      label: { zh: '泊位（多选，仅末级）', 'zh-TW': '泊位（多選，僅末級）', en: 'Berths (multiple, last level only)' },
      props: {
        multiple: true,
        lastLevel: true,
        options: [
          { id: 'north', fullName: '北港区', children: [{ id: 'n1', fullName: '1号泊位' }] },
          { id: 'south', fullName: '南港区', children: [{ id: 's1', fullName: '3号泊位' }] },
        ],
      },
    },
  ],
};
