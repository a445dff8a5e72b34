import { memo, type CSSProperties } from 'react';
import { isShownOnWeb, type FormItem } from '../../../common/form-runtime/form-item.ts';
import type { ContainerDefinition, ContainerProps } from '../widget-contract.ts';
import { ItemGrid, renderChildren, useFormGutter } from './grid.tsx';
import { exampleFields } from './examples.ts';

const BORDER_TYPES = new Set(['solid', 'dashed', 'dotted', 'double', 'none']);

/** A whole number of at least 1 from a td's colspan/rowspan (JNPF keeps them as numbers; a schema may write text). */
const spanOf = (value: unknown): number => {
  const span = Math.floor(Number(value));
  return Number.isFinite(span) && span >= 1 ? span : 1;
};

/**
 * JNPF `tableGrid`: a table of `tableGridTr` rows of `tableGridTd` cells, each cell with its
 * colspan/rowspan and its own children on the form's grid. A cell swallowed by a neighbour's span
 * is marked `merged` by the designer and not drawn. The border follows borderType, borderColor
 * and borderWidth (JNPF defaults: solid, #E2E0E0, 1).
 */
const TableGridContainer = memo(function TableGridContainer({ item, renderItem }: ContainerProps) {
  const gutter = useFormGutter();
  const type = BORDER_TYPES.has(String(item.props.borderType)) ? String(item.props.borderType) : 'solid';
  const color = typeof item.props.borderColor === 'string' && item.props.borderColor ? item.props.borderColor : '#E2E0E0';
  const width = Number.isFinite(Number(item.props.borderWidth)) && item.props.borderWidth !== undefined ? Number(item.props.borderWidth) : 1;
  const border = type === 'none' ? 'none' : `${width}px ${type} ${color}`;
  const rows = (item.children ?? []).filter(isShownOnWeb);
  const cellStyle = (cell: FormItem): CSSProperties => ({
    border,
    padding: '8px 8px 0',
    verticalAlign: 'top',
    backgroundColor: typeof cell.props.backgroundColor === 'string' ? cell.props.backgroundColor : undefined,
  });
  return (
    <table data-testid="form-container-tableGrid" style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', marginBottom: 16 }}>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {(row.children ?? [])
              .filter((cell) => cell.props.merged !== true && isShownOnWeb(cell))
              .map((cell, cellIndex) => (
                <td key={cellIndex} colSpan={spanOf(cell.props.colspan)} rowSpan={spanOf(cell.props.rowspan)} style={cellStyle(cell)}>
                  <ItemGrid gutter={gutter}>{renderChildren(cell.children, renderItem)}</ItemGrid>
                </td>
              ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

const td = (children: FormItem[], props: Record<string, unknown> = {}): FormItem => ({
  key: 'tableGridTd',
  props: { colspan: 1, rowspan: 1, ...props },
  children,
});

export const tableGridContainer: ContainerDefinition = {
  key: 'tableGrid',
  Container: TableGridContainer,
  examples: [
    {
      key: 'tableGrid',
      props: { borderType: 'solid', borderColor: '#E2E0E0', borderWidth: 1 },
      children: [
        { key: 'tableGridTr', props: {}, children: [td(exampleFields('gridA', 1, 24), { rowspan: 2 }), td(exampleFields('gridB', 1, 24))] },
        { key: 'tableGridTr', props: {}, children: [td([], { merged: true }), td(exampleFields('gridC', 1, 24))] },
        { key: 'tableGridTr', props: {}, children: [td(exampleFields('gridD', 1, 24), { colspan: 2, backgroundColor: '#f5f7fa' })] },
      ],
    },
  ],
};
