import { useRef, useState } from 'react';
import { Popover, Typography } from '@mui/material';
import type { ViewProps, WidgetDefinition, WidgetProps } from '../../widget-contract.ts';
import { fontSizeOf } from '../../size.ts';
import { useTreeOptions } from './option-source.ts';
import { cascaderConfig, chosenPaths, pathText, samePath, valueOfPaths } from './cascader-config.ts';
import { CascaderPanel } from './cascader-panel.tsx';
import { ChoiceField } from './choice-field.tsx';
import { configuredText, treeTexts } from './tree-texts.ts';

/**
 * The cascader (contract §7.2 `cascader`; options static, from a dictionary or a data interface):
 * the value is the id path, or only the last id when `emitPath` is false; a list of those when
 * multiple. Single mode chooses and closes; multiple toggles each leaf's check.
 */
export function CascaderEdit({ item, id, value, onChange, onBlur, disabled, size, language, error }: WidgetProps) {
  const texts = treeTexts[language];
  const config = cascaderConfig(item);
  const { nodes } = useTreeOptions(item);
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const chosen = chosenPaths(value, nodes, config);
  const write = (paths: string[][]) => onChange(valueOfPaths(paths, config));
  const choose = (path: string[]) => {
    if (!config.multiple) {
      write([path]);
      setOpen(false);
      return;
    }
    write(chosen.some((entry) => samePath(entry, path)) ? chosen.filter((entry) => !samePath(entry, path)) : [...chosen, path]);
  };
  return (
    <>
      <ChoiceField
        ref={anchor}
        id={id}
        testId="cascader"
        texts={chosen.map((path) => pathText(nodes, path, config))}
        multiple={config.multiple}
        placeholder={configuredText(item.props.placeholder, language, texts.placeholder)}
        clearLabel={texts.clear}
        clearable={config.clearable}
        disabled={disabled}
        error={Boolean(error)}
        size={size}
        onOpen={() => setOpen(true)}
        onClear={() => write([])}
        onRemove={(index) => write(chosen.filter((_, at) => at !== index))}
        onBlur={onBlur}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { 'data-testid': 'cascader-popover' } as object }}
      >
        <CascaderPanel nodes={nodes} config={config} chosen={chosen} texts={texts} onChoose={choose} />
      </Popover>
    </>
  );
}

/** The chosen paths as their labels joined with the separator ('/'), several separated by commas. */
export function CascaderView({ item, value, size }: ViewProps) {
  const config = cascaderConfig(item);
  const { nodes } = useTreeOptions(item);
  const text = chosenPaths(value, nodes, config)
    .map((path) => pathText(nodes, path, config))
    .join(', ');
  return (
    <Typography component="span" sx={{ fontSize: fontSizeOf(size) }} data-testid="cascader-view">
      {text}
    </Typography>
  );
}

const PORT_AREAS = [
  {
    id: 'zj',
    fullName: '浙江',
    children: [
      {
        id: 'nb',
        fullName: '宁波港',
        children: [
          { id: 'bl', fullName: '北仑港区' },
          { id: 'cx', fullName: '穿山港区' },
        ],
      },
      { id: 'zs', fullName: '舟山港', children: [{ id: 'jt', fullName: '金塘港区' }] },
    ],
  },
  { id: 'sh', fullName: '上海', children: [{ id: 'ys', fullName: '洋山港', children: [{ id: 'ys4', fullName: '洋山四期' }] }] },
];

export const cascaderWidget: WidgetDefinition = {
  key: 'cascader',
  Edit: CascaderEdit,
  View: CascaderView,
  holdsValue: true,
  examples: [
    {
      key: 'cascader',
      field: 'portArea',
      label: { zh: '港区', 'zh-TW': '港區', en: 'Port area' },
      props: { filterable: true, options: PORT_AREAS, props: { props: { label: 'fullName', value: 'id', children: 'children', multiple: false } } },
    },
    {
      key: 'cascader',
      field: 'portAreas',
      label: { zh: '港区（多选）', 'zh-TW': '港區（多選）', en: 'Port areas (multiple)' },
      props: { options: PORT_AREAS, props: { props: { label: 'fullName', value: 'id', children: 'children', multiple: true } } },
    },
  ],
};
