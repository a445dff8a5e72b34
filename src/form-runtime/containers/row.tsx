import { memo } from 'react';
import type { ContainerDefinition, ContainerProps } from '../widget-contract.ts';
import { ItemGrid, renderChildren, useFormGutter } from './grid.tsx';
import { exampleFields } from './examples.ts';

/**
 * JNPF `row` (el-row): its children side by side on the 24-column grid by their `span`, with the
 * row's own `gutter` or the form's, and el-row's `justify`/`align` for a flex row.
 */
const RowContainer = memo(function RowContainer({ item, renderItem }: ContainerProps) {
  const formGutter = useFormGutter();
  const gutter =
    Number.isFinite(Number(item.props.gutter)) && item.props.gutter !== '' && item.props.gutter !== undefined ? Number(item.props.gutter) : formGutter;
  return (
    <div data-testid="form-container-row">
      <ItemGrid gutter={gutter} justify={item.props.justify as string | undefined} align={item.props.align as string | undefined}>
        {renderChildren(item.children, renderItem)}
      </ItemGrid>
    </div>
  );
});

export const rowContainer: ContainerDefinition = {
  key: 'row',
  Container: RowContainer,
  examples: [
    { key: 'row', props: { gutter: 15 }, children: exampleFields('row', 3, 8) },
    { key: 'row', props: { gutter: 30, type: 'flex', justify: 'center' }, children: exampleFields('rowCentred', 2, 8) },
  ],
};
