import { memo, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { isShownOnWeb, type FormItem } from '../../../common/form-runtime/form-item.ts';
import type { ContainerDefinition, ContainerProps } from '../widget-contract.ts';
import { fontSizeOf } from '../size.ts';
import { ItemGrid, renderChildren, useFormGutter } from './grid.tsx';
import { propText, texts } from './prop-text.ts';
import { exampleFields } from './examples.ts';

const nameOf = (panel: FormItem, index: number): string => (panel.props.name === undefined ? String(index + 1) : String(panel.props.name));

/** el-collapse's `value`: the names of the open panels (a list, or one name in accordion mode). */
const initiallyOpen = (active: unknown): string[] =>
  Array.isArray(active) ? active.map(String) : active === undefined || active === '' ? [] : [String(active)];

/**
 * JNPF `collapse`: one panel per `collapseItem` child (its `title`), `active` open at first; with
 * `accordion` opening one panel closes the others. A closed panel keeps its fields mounted.
 */
const CollapseContainer = memo(function CollapseContainer({ item, size, language, renderItem }: ContainerProps) {
  const gutter = useFormGutter();
  const accordion = item.props.accordion === true;
  const panels = (item.children ?? []).filter(isShownOnWeb);
  const [open, setOpen] = useState<string[]>(() => {
    const names = initiallyOpen(item.props.active);
    return accordion ? names.slice(0, 1) : names;
  });
  const toggle = (name: string, expanded: boolean) =>
    setOpen((current) => (expanded ? (accordion ? [name] : [...current.filter((other) => other !== name), name]) : current.filter((other) => other !== name)));
  return (
    <Box data-testid="form-container-collapse" sx={{ mb: 2 }}>
      {panels.map((panel, index) => {
        const name = nameOf(panel, index);
        return (
          <Accordion
            key={`${index}:${name}`}
            disableGutters
            variant="outlined"
            expanded={open.includes(name)}
            onChange={(_event, expanded) => toggle(name, expanded)}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ fontSize: fontSizeOf(size) }}>
              {propText(panel.props.title, language) || propText(panel.label, language) || name}
            </AccordionSummary>
            <AccordionDetails>
              <ItemGrid gutter={gutter}>{renderChildren(panel.children, renderItem)}</ItemGrid>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
});

export const collapseContainer: ContainerDefinition = {
  key: 'collapse',
  Container: CollapseContainer,
  examples: [
    {
      key: 'collapse',
      props: { accordion: false, active: ['1'] },
      children: [
        { key: 'collapseItem', props: { title: texts('面板一', '面板一', 'Panel one'), name: '1' }, children: exampleFields('collapseOne', 2, 12) },
        { key: 'collapseItem', props: { title: texts('面板二', '面板二', 'Panel two'), name: '2' }, children: exampleFields('collapseTwo', 1, 24) },
      ],
    },
    {
      key: 'collapse',
      props: { accordion: true, active: '1' },
      children: [
        { key: 'collapseItem', props: { title: texts('手风琴一', '手風琴一', 'Accordion one'), name: '1' }, children: exampleFields('accordionOne', 1, 24) },
        { key: 'collapseItem', props: { title: texts('手风琴二', '手風琴二', 'Accordion two'), name: '2' }, children: exampleFields('accordionTwo', 1, 24) },
      ],
    },
  ],
};
