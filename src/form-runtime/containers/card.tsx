import { memo } from 'react';
import { Box, Card, CardContent, Tooltip } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import type { ContainerDefinition, ContainerProps } from '../widget-contract.ts';
import { fontSizeOf } from '../size.ts';
import { ItemGrid, renderChildren, useFormGutter } from './grid.tsx';
import { propText, texts } from './prop-text.ts';
import { exampleFields } from './examples.ts';

/** el-card's `shadow`: always (raised), hover (raised under the pointer), never (a flat outline). */
const shadowSx = {
  always: { boxShadow: 2 },
  hover: { boxShadow: 0, transition: 'box-shadow .2s', '&:hover': { boxShadow: 4 } },
  never: { boxShadow: 0 },
} as const;

/** JNPF `card`: a header (its `header`, else the label) with an optional tip, and its children on the form's grid. */
const CardContainer = memo(function CardContainer({ item, size, language, renderItem }: ContainerProps) {
  const gutter = useFormGutter();
  const header = propText(item.props.header, language) || propText(item.label, language);
  const tip = propText(item.tipLabel, language);
  const shadow = (item.props.shadow as keyof typeof shadowSx) in shadowSx ? (item.props.shadow as keyof typeof shadowSx) : 'always';
  return (
    <Card data-testid="form-container-card" variant="outlined" sx={{ ...shadowSx[shadow], mb: 2 }}>
      {header && (
        <Box
          sx={{
            px: 2,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
            fontSize: fontSizeOf(size) + 1,
            fontWeight: 500,
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
          }}
        >
          {header}
          {tip && (
            <Tooltip title={tip}>
              <HelpOutlineIcon fontSize="inherit" aria-label={tip} />
            </Tooltip>
          )}
        </Box>
      )}
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <ItemGrid gutter={gutter}>{renderChildren(item.children, renderItem)}</ItemGrid>
      </CardContent>
    </Card>
  );
});

export const cardContainer: ContainerDefinition = {
  key: 'card',
  Container: CardContainer,
  examples: [
    {
      key: 'card',
      label: texts('卡片容器', '卡片容器', 'Card'),
      props: { header: texts('装箱信息', '裝箱資訊', 'Packing'), shadow: 'always' },
      children: exampleFields('card', 2, 12),
    },
    { key: 'card', props: { header: texts('悬停阴影', '懸停陰影', 'Shadow on hover'), shadow: 'hover' }, children: exampleFields('cardHover', 1, 24) },
  ],
};
