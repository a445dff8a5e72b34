import { memo, useId, useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { isShownOnWeb, type FormItem } from '../../../common/form-runtime/form-item.ts';
import type { ContainerDefinition, ContainerProps } from '../widget-contract.ts';
import { fontSizeOf } from '../size.ts';
import { ItemGrid, renderChildren, useFormGutter } from './grid.tsx';
import { propText, texts } from './prop-text.ts';
import { exampleFields } from './examples.ts';

/** A tabItem's name (el-tab-pane `name`), by which the tab's `active` picks the first one shown. */
const nameOf = (pane: FormItem, index: number): string => (pane.props.name === undefined ? String(index + 1) : String(pane.props.name));

const FLEX_DIRECTION = { top: 'column', bottom: 'column-reverse', left: 'row', right: 'row-reverse' } as const;
type Position = keyof typeof FLEX_DIRECTION;

/**
 * JNPF `tab`: one tab per `tabItem` child (its `title`), the pane's children on the form's grid.
 * Every pane stays mounted and only hidden, so a field in another pane keeps its state and a
 * validation message waits there. `active` names the first pane, `tab-position` where the tabs sit,
 * `type` border-card draws an outline around them.
 */
const TabContainer = memo(function TabContainer({ item, size, language, renderItem }: ContainerProps) {
  const gutter = useFormGutter();
  const baseId = useId();
  const panes = (item.children ?? []).filter(isShownOnWeb);
  const names = panes.map(nameOf);
  const [chosen, setChosen] = useState(() => Math.max(0, names.indexOf(String(item.props.active ?? ''))));
  if (panes.length === 0) return null;
  const active = Math.min(chosen, panes.length - 1);
  const position: Position = (item.props['tab-position'] as Position) in FLEX_DIRECTION ? (item.props['tab-position'] as Position) : 'top';
  const vertical = position === 'left' || position === 'right';
  const compact = size === 'small' || size === 'mini';
  return (
    <Box
      data-testid="form-container-tab"
      sx={{
        display: 'flex',
        flexDirection: FLEX_DIRECTION[position],
        mb: 2,
        ...(item.props.type === 'border-card' ? { border: 1, borderColor: 'divider', borderRadius: 1 } : {}),
      }}
    >
      <Tabs
        value={active}
        onChange={(_event, next: number) => setChosen(next)}
        orientation={vertical ? 'vertical' : 'horizontal'}
        variant="scrollable"
        sx={{ borderColor: 'divider', [vertical ? 'borderRight' : 'borderBottom']: 1, minHeight: compact ? 36 : 48, flexShrink: 0 }}
      >
        {panes.map((pane, index) => (
          <Tab
            key={`${index}:${names[index]}`}
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
            label={propText(pane.props.title, language) || propText(pane.label, language) || names[index]}
            sx={{ fontSize: fontSizeOf(size), minHeight: compact ? 36 : 48, py: compact ? 0.5 : 1.5, textTransform: 'none' }}
          />
        ))}
      </Tabs>
      {panes.map((pane, index) => (
        <Box
          key={`${index}:${names[index]}`}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== active}
          sx={{ pt: 2, px: vertical || item.props.type === 'border-card' ? 2 : 0, flex: 1, minWidth: 0 }}
        >
          <ItemGrid gutter={gutter}>{renderChildren(pane.children, renderItem)}</ItemGrid>
        </Box>
      ))}
    </Box>
  );
});

export const tabContainer: ContainerDefinition = {
  key: 'tab',
  Container: TabContainer,
  examples: [
    {
      key: 'tab',
      props: { type: '', 'tab-position': 'top', active: '1' },
      children: [
        { key: 'tabItem', props: { title: texts('基本信息', '基本資訊', 'General'), name: '1' }, children: exampleFields('tabGeneral', 2, 12) },
        { key: 'tabItem', props: { title: texts('运输信息', '運輸資訊', 'Transport'), name: '2' }, children: exampleFields('tabTransport', 1, 24) },
      ],
    },
  ],
};
