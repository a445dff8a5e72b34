import type { CSSProperties } from 'react';

/**
 * Inline styles of the table's grid, built once: a 500-row table draws thousands of cells, and
 * plain style objects cost less per cell than MUI's `sx`.
 */
const BORDER = '1px solid rgba(0, 0, 0, 0.12)';

const rowStyles = new Map<string, CSSProperties>();

export const rowStyle = (gridTemplate: string): CSSProperties => {
  let style = rowStyles.get(gridTemplate);
  if (!style) {
    style = { display: 'grid', gridTemplateColumns: gridTemplate, borderBottom: BORDER, alignItems: 'start', boxSizing: 'border-box' };
    rowStyles.set(gridTemplate, style);
  }
  return style;
};

export const cellStyle: CSSProperties = { padding: '4px 6px', minWidth: 0, boxSizing: 'border-box' };

export const indexCellStyle: CSSProperties = { ...cellStyle, textAlign: 'center', alignSelf: 'center', fontSize: 13 };

export const headerCellStyle: CSSProperties = { ...cellStyle, fontWeight: 600, fontSize: 13, padding: '8px 6px', background: '#fafafa' };

export const summaryCellStyle: CSSProperties = { ...cellStyle, fontWeight: 600, fontSize: 13, padding: '8px 6px', background: '#fafafa' };

export const tableFrameStyle: CSSProperties = { border: BORDER, borderBottom: 'none', overflow: 'auto' };
